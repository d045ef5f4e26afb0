import * as z from 'zod/mini';
import { capped, uuidField } from '../schemas/capped.js';
import {
  FEELING_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  POLL_DEFAULT_DURATION_HOURS,
  POLL_DURATIONS_HOURS,
  POLL_MAX_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POST_MESSAGES,
  POST_PRIVACIES,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THREAD_MAX_PARTS,
} from '../posts/limits.js';
import { AttachedMediaListSchema } from './mediaSchemas.js';
import { DRAFT_MESSAGES } from './messages.js';

/**
 * A draft may hold more than a post allows (it is unfinished: the composer shows the counter in red);
 * this caps what is kept.
 */
export const DRAFT_TEXT_MAX_LENGTH = 2000;

const draftText = (message: string) =>
  capped(DRAFT_TEXT_MAX_LENGTH, {
    required: message,
    tooLong: `Drafts can hold at most ${DRAFT_TEXT_MAX_LENGTH} characters per post`,
  });

const optionalText = (max: number, message: string) =>
  z.optional(z.nullable(capped(max, { required: message, tooLong: message })));

const optionalId = (message: string) => z.optional(z.nullable(uuidField(message)));

export const DraftPollSchema = z.object({
  /** Blank options are kept: a draft is unfinished. */
  options: z
    .array(
      capped(POLL_OPTION_MAX_LENGTH, {
        required: POST_MESSAGES.pollTooFew,
        tooLong: POST_MESSAGES.pollOptionTooLong,
        trim: false,
      }),
      {
        error: POST_MESSAGES.pollTooFew,
      },
    )
    .check(z.maxLength(POLL_MAX_OPTIONS, { error: POST_MESSAGES.pollTooMany, abort: true })),
  duration: z._default(
    z
      .number({ error: POST_MESSAGES.pollDuration })
      .check(
        z.refine((h) => (POLL_DURATIONS_HOURS as readonly number[]).includes(h), POST_MESSAGES.pollDuration),
      ),
    POLL_DEFAULT_DURATION_HOURS,
  ),
});

/**
 * POST /drafts: creates a draft, or saves one the member has (`id`). `baseRevision` is the revision the
 * save was based on: an older one never overwrites (the save is kept as a copy marked as a conflict).
 * `saveId` names this save, so the same save sent again is answered as it was.
 */
export const DraftSaveSchema = z.object({
  id: z.optional(uuidField('id must be a UUID')),
  saveId: z.optional(uuidField('saveId must be a UUID')),
  baseRevision: z.optional(z.number({ error: DRAFT_MESSAGES.revision }).check(z.int(), z.gte(0))),
  content: z._default(draftText('Content must be text'), ''),
  mediaUrls: AttachedMediaListSchema,
  privacy: z._default(z.enum(POST_PRIVACIES, { error: POST_MESSAGES.privacy }), 'public'),
  location: optionalText(LOCATION_MAX_LENGTH, POST_MESSAGES.locationTooLong),
  feeling: optionalText(FEELING_MAX_LENGTH, POST_MESSAGES.feelingTooLong),
  tags: z._default(
    z
      .array(
        capped(TAG_MAX_LENGTH, {
          required: POST_MESSAGES.tooManyTags,
          tooLong: `Tags can be at most ${TAG_MAX_LENGTH} characters`,
        }),
        {
          error: POST_MESSAGES.tooManyTags,
        },
      )
      .check(z.maxLength(TAGS_MAX, { error: POST_MESSAGES.tooManyTags, abort: true })),
    [],
  ),
  isThread: z._default(z.boolean({ error: 'isThread must be true or false' }), false),
  threadPosts: z._default(
    z
      .array(draftText(DRAFT_MESSAGES.threadPosts), { error: DRAFT_MESSAGES.threadPosts })
      .check(z.maxLength(THREAD_MAX_PARTS, { error: POST_MESSAGES.threadTooLong, abort: true })),
    [],
  ),
  pollData: z.optional(z.nullable(DraftPollSchema)),
  replyToPostId: optionalId('replyToPostId must be a post id'),
  replyToCommentId: optionalId('replyToCommentId must be a comment id'),
  quotedPostId: optionalId('quotedPostId must be a post id'),
});
export type DraftSaveInput = z.input<typeof DraftSaveSchema>;
export type DraftSaveValues = z.output<typeof DraftSaveSchema>;
