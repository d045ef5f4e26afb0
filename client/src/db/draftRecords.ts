import type { CommentDto, DraftDto, PostDto, PostPrivacy, ScheduledPostDto } from '@flock/shared';

/** The rows of the member database for drafts and the composer's autosave (memberDb.ts, version 8). */

/** A draft as the device keeps it. Media not uploaded yet are `local:<blobId>` URLs. */
export interface DraftRecord extends DraftDto {
  /** The server's revision this device's copy is based on (0: never confirmed by the server). */
  baseRevision: number;
  savedAt: number;
}

/** What the composer was opened for, kept so it opens the same way again. */
export type StoredComposerRequest =
  | { mode: 'post' }
  | { mode: 'thread' }
  | { mode: 'reply'; post: PostDto; comment?: CommentDto }
  | { mode: 'quote'; post: PostDto };

/** A file attached in the composer, kept in `mediaBlobs` under `blobId`. */
export interface StoredAttachment {
  blobId: string;
  name: string;
  type: string;
}

/** The composer's fields as typed, to be put back after a reload or a crash. */
export interface StoredComposerFields {
  content: string;
  privacy: PostPrivacy;
  media: StoredAttachment[];
  poll: { options: string[]; durationHours: number } | null;
  tags: string[];
  location: string;
  latitude: number | null;
  longitude: number | null;
  feeling: string | null;
  isThread: boolean;
  threadParts: string[];
}

/** The open composer, saved on every change: key 'composer'. */
export interface ComposerAutosaveRecord {
  key: 'composer';
  request: StoredComposerRequest;
  fields: StoredComposerFields;
  /** The draft being edited, if the composer was opened from one. */
  draftId: string | null;
  savedAt: number;
}

/** A scheduled post as the device keeps it (`local:<blobId>` media until uploaded). */
export interface ScheduledPostRecord extends ScheduledPostDto {
  savedAt: number;
  origin?: 'local';
}

/** How far this device has read a scope of the change feed (`GET /sync/changes`). */
export interface SyncCursorRecord {
  scope: string;
  cursor: string;
}
