import { FEED_GAP_COUNT_MAX, type FeedGapDto, type PageCursor } from '@flock/shared';
import type { AppContext } from '../context.js';
import { listHomeFeed } from './homeFeed.js';
import { toDate } from './rowValues.js';
import { compareKeys } from './timelineItems.js';

/**
 * How many home feed posts lie below `before` (a page's end) and above `since` (the newest item a
 * device already holds): read as the feed's own rows, so the count matches what paging will bring.
 */
export async function countHomeFeedGap(
  ctx: AppContext,
  viewerId: string,
  before: PageCursor,
  since: PageCursor,
): Promise<FeedGapDto> {
  const rows = await listHomeFeed(ctx, viewerId, { limit: FEED_GAP_COUNT_MAX, offset: 0, before });
  const sinceKey = { at: since.time, postId: since.id };
  const newer = rows.filter(
    (row) => compareKeys({ at: toDate(row.activityAt), postId: row.postId }, sinceKey) > 0,
  );
  return { missing: Math.min(newer.length, FEED_GAP_COUNT_MAX), capped: newer.length > FEED_GAP_COUNT_MAX };
}

/** True when a page ending at `last` (its nextCursor) still lies above `since`: a gap is left. */
export function pageStopsAbove(last: PageCursor, since: PageCursor): boolean {
  return compareKeys({ at: last.time, postId: last.id }, { at: since.time, postId: since.id }) > 0;
}
