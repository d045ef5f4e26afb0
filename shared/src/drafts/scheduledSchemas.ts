import * as z from 'zod/mini';
import { capped, cappedTextList, uuidField } from '../schemas/capped.js';
import {
  EXTENDED_POST_MAX_LENGTH,
  MEDIA_MAX_FILES,
  POST_MAX_LENGTH,
  POST_MESSAGES,
  THREAD_MAX_PARTS,
} from '../posts/limits.js';
import { PollInputSchema } from '../posts/schemas.js';
import { SCHEDULED_POST_STATUSES } from '../dto/scheduledPosts.js';
import { DraftSaveSchema } from './draftSchemas.js';
import { AttachedMediaListSchema } from './mediaSchemas.js';
import { DRAFT_MESSAGES } from './messages.js';

/**
 * How far before "now" a schedule time may lie and still count as the future: the picker chooses
 * whole minutes and its minimum is the current one.
 */
export const SCHEDULE_TOLERANCE_MS = 60_000;

const dateTime = (message: string) =>
  z.pipe(
    capped(40, { required: message, tooLong: message, trim: false }).check(
      z.refine((text) => !Number.isNaN(Date.parse(text)), message),
    ),
    z.transform((text: string) => new Date(text)),
  );

const draftShape = DraftSaveSchema.shape;

/** Thread parts after the first (the first is `content`); blank parts are dropped. */
const threadPosts = z.pipe(
  cappedTextList(THREAD_MAX_PARTS, EXTENDED_POST_MAX_LENGTH * 2, {
    required: DRAFT_MESSAGES.threadPosts,
    item: DRAFT_MESSAGES.threadPosts,
    tooMany: POST_MESSAGES.threadTooLong,
    tooLong: POST_MESSAGES.tooLongExtended,
  }),
  z.transform((parts: string[]) => parts.map((p) => p.trim()).filter((p) => p !== '')),
);

/** The fields as an edit sends them: each may be left out (and then stays as it was). */
const editableFields = {
  content: capped(POST_MAX_LENGTH, { required: 'Content must be text', tooLong: POST_MESSAGES.tooLong }),
  mediaUrls: AttachedMediaListSchema.def.innerType,
  privacy: draftShape.privacy.def.innerType,
  location: draftShape.location,
  feeling: draftShape.feeling,
  tags: draftShape.tags.def.innerType,
  pollData: z.optional(
    z.nullable(
      z.object({ options: PollInputSchema.shape.options, duration: PollInputSchema.shape.durationHours }),
    ),
  ),
  threadPosts,
  quotedPostId: z.optional(z.nullable(uuidField('quotedPostId must be a post id'))),
  scheduledFor: dateTime(DRAFT_MESSAGES.scheduledFor),
  /** When the member scheduled it (a post made offline reaches the server later). */
  queuedAt: z.optional(dateTime(DRAFT_MESSAGES.scheduledFor)),
};

const scheduledFields = {
  ...editableFields,
  content: z._default(editableFields.content, ''),
  mediaUrls: AttachedMediaListSchema,
  privacy: draftShape.privacy,
  tags: draftShape.tags,
  threadPosts: z._default(threadPosts, []),
};

const hasSomething = (post: { content: string; mediaUrls: unknown[]; pollData?: unknown }) =>
  post.content !== '' || post.mediaUrls.length > 0 || Boolean(post.pollData);

/** POST /scheduled-posts: the post's fields, its thread parts, and when to publish it. */
export const ScheduledPostCreateSchema = z
  .object({ id: z.optional(uuidField('id must be a UUID')), ...scheduledFields })
  .check(
    z.refine(hasSomething, { path: ['content'], message: POST_MESSAGES.empty }),
    z.refine((post) => post.mediaUrls.length <= MEDIA_MAX_FILES, {
      path: ['mediaUrls'],
      message: DRAFT_MESSAGES.tooManyMedia,
    }),
  );
export type ScheduledPostCreateInput = z.input<typeof ScheduledPostCreateSchema>;
export type ScheduledPostCreateValues = z.output<typeof ScheduledPostCreateSchema>;

/** PUT /scheduled-posts/{id}: a reschedule (`scheduledFor` alone) or an edit; fields left out stay. */
export const ScheduledPostUpdateSchema = z.partial(z.object(editableFields));
export type ScheduledPostUpdateValues = z.output<typeof ScheduledPostUpdateSchema>;

/** GET /scheduled-posts?status=: pending (the default), published, failed, or all. */
export const ScheduledPostListQuerySchema = z.object({
  status: z._default(
    z.enum([...SCHEDULED_POST_STATUSES, 'all'], { error: DRAFT_MESSAGES.statusFilter }),
    'pending',
  ),
});

/**
 * Whether `scheduledFor` counts as the future: compared with when the member scheduled it (`queuedAt`,
 * for a post queued offline), never later than now.
 */
export function isScheduleInFuture(scheduledFor: Date, now: Date, queuedAt?: Date): boolean {
  const madeAt = queuedAt && queuedAt.getTime() < now.getTime() ? queuedAt : now;
  return scheduledFor.getTime() >= madeAt.getTime() - SCHEDULE_TOLERANCE_MS;
}
