import * as z from 'zod/mini';
import { DRAFT_MESSAGES } from '../drafts/messages.js';
import { SYNC_SCOPES, type SyncScope } from '../realtime/events.js';
import { capped } from '../schemas/capped.js';

/** The most changes one answer of the change feed carries; `hasMore` says to read on. */
export const SYNC_CHANGES_PAGE = 500;

/**
 * GET /sync/changes?since=&scope=: the member's changes after the cursor of an earlier answer (none:
 * from the start), of one scope or all.
 */
export const SyncChangesQuerySchema = z.object({
  since: z._default(
    capped(20, {
      required: DRAFT_MESSAGES.sinceCursor,
      tooLong: DRAFT_MESSAGES.sinceCursor,
      trim: false,
    }).check(z.regex(/^\d*$/, DRAFT_MESSAGES.sinceCursor)),
    '',
  ),
  scope: z.optional(z.enum(SYNC_SCOPES, { error: `scope must be one of ${SYNC_SCOPES.join(', ')}` })),
});

export interface SyncChangeDto {
  scope: SyncScope;
  entityId: string;
  cursor: string;
}

export interface SyncChangesDto {
  changes: SyncChangeDto[];
  /** Where to read on from next time (the last change's cursor, or `since` when there were none). */
  cursor: string;
  hasMore: boolean;
}
