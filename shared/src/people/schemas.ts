import * as z from 'zod/mini';
import { SEARCH } from '../constants.js';
import { SEARCH_TEXT_MAX } from '../posts/schemas.js';
import { capped } from '../schemas/capped.js';
import {
  EXPLORE_FILTERS,
  EXPLORE_PAGE_SIZE,
  FOLLOW_LIST_DEFAULT_LIMIT,
  PEOPLE_MESSAGES,
  PEOPLE_PAGE_MAX_LIMIT,
} from './limits.js';

const page = z._default(
  z.coerce.number({ error: 'page must be a number' }).check(z.int(), z.gte(1), z.lte(1000)),
  1,
);

const limit = (fallback: number) =>
  z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(z.int(), z.gte(1), z.lte(PEOPLE_PAGE_MAX_LIMIT)),
    fallback,
  );

/** GET /users/:id/followers and /following. */
export const FollowListQuerySchema = z.object({ page, limit: limit(FOLLOW_LIST_DEFAULT_LIMIT) });
export type FollowListQuery = z.output<typeof FollowListQuerySchema>;

/** GET /users/explore: every other member, optionally narrowed by a search and by who the viewer follows. */
export const ExploreQuerySchema = z.object({
  page,
  limit: limit(EXPLORE_PAGE_SIZE),
  filter: z._default(z.enum(EXPLORE_FILTERS, { error: PEOPLE_MESSAGES.filter }), 'all'),
  q: z._default(
    capped(SEARCH_TEXT_MAX, {
      required: PEOPLE_MESSAGES.searchTooShort,
      tooLong: `Search can be at most ${SEARCH_TEXT_MAX} characters`,
    }).check(z.refine((q) => q === '' || q.length >= SEARCH.minLength, PEOPLE_MESSAGES.searchTooShort)),
    '',
  ),
});
export type ExploreQuery = z.output<typeof ExploreQuerySchema>;
