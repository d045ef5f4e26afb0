import * as z from 'zod/mini';
import { capped, uuidField } from '../schemas/capped.js';
import { MEDIA_MAX_FILES } from '../posts/limits.js';
import { DRAFT_MESSAGES } from './messages.js';

/** POST /media: optional client ids for the files, in order (the offline outbox sends them). */
export const MediaUploadSchema = z.object({
  ids: z.optional(
    z
      .array(uuidField('ids must be UUIDs'))
      .check(z.maxLength(MEDIA_MAX_FILES, { error: DRAFT_MESSAGES.uploadIds, abort: true })),
  ),
});

/** Media URLs are paths under /media or absolute URLs of this server. */
export const MEDIA_URL_MAX_LENGTH = 512;

/**
 * One item of `mediaUrls`: the URL of an upload (as a string or `{ url, type }`), or `{ id }`, the
 * upload's id (what the offline client sends before it knows the URL).
 */
export const AttachedMediaRefSchema = z.union([
  capped(MEDIA_URL_MAX_LENGTH, { required: DRAFT_MESSAGES.mediaItem, tooLong: DRAFT_MESSAGES.mediaItem }),
  z.object({
    id: z.optional(uuidField(DRAFT_MESSAGES.mediaItem)),
    url: z.optional(
      capped(MEDIA_URL_MAX_LENGTH, { required: DRAFT_MESSAGES.mediaItem, tooLong: DRAFT_MESSAGES.mediaItem }),
    ),
  }),
]);
export type AttachedMediaRef = z.output<typeof AttachedMediaRefSchema>;

export const AttachedMediaListSchema = z._default(
  z
    .array(AttachedMediaRefSchema, { error: DRAFT_MESSAGES.mediaItem })
    .check(z.maxLength(MEDIA_MAX_FILES, { error: DRAFT_MESSAGES.tooManyMedia, abort: true })),
  [],
);
