import { uuidv7 } from '../ids.js';

/**
 * The offline outbox (DESIGN.md section 4): every write made on a device is an entry, sent to the
 * server strictly in order, by the page or by the service worker's Background Sync.
 */

export const OUTBOX_KINDS = [
  'post.create',
  'post.quote',
  'thread.create',
  'post.like',
  'post.repost',
  'post.bookmark',
  'poll.vote',
  'post.delete',
  'comment.create',
  'comment.reply',
  'comment.like',
  'user.follow',
  'notification.read',
  'notification.readAll',
  'notification.delete',
  'profile.update',
  'conversation.create',
  'conversation.read',
  'conversation.archive',
  'conversation.leave',
  'message.send',
  'folder.create',
  'folder.update',
  'folder.delete',
  'bookmark.move',
  'list.create',
  'list.update',
  'list.delete',
  'list.member',
  'hashtag.follow',
  'subscription.cancel',
  'subscription.reactivate',
  'support.request',
  // Drafts (and the uploads they refer to)
  'media.upload',
  'draft.save',
  'draft.delete',
  // Scheduled posts
  'scheduled.create',
  'scheduled.update',
  'scheduled.delete',
  'scheduled.publish',
  // Advertising
  'ad.create',
  'ad.pause',
  'ad.resume',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type OutboxState = 'pending' | 'sending' | 'failed';

/** A file of a multipart write, kept in the member database's `mediaBlobs` until it is sent. */
export interface OutboxFile {
  field: string;
  blobId: string;
  name: string;
}

export interface OutboxMultipart {
  fields: Record<string, string>;
  files: OutboxFile[];
}

export interface OutboxFailure {
  /** The HTTP status; 0 when the entry was never sent. */
  status: number;
  message: string;
  /** The server's error code (`post_not_found`...), when it gave one. */
  code?: string;
  /** The failed entry this one waited for, when it failed because of it. */
  blockedBy?: string;
}

export interface OutboxEntry<Undo = unknown> {
  id: string;
  /** Sending order. */
  seq: number;
  method: OutboxMethod;
  /** Path under /api, e.g. `/posts/<id>/like`. */
  path: string;
  body?: unknown;
  multipart?: OutboxMultipart;
  /** Sent as `Idempotency-Key`: the same on every retry, so the server applies the write once. */
  idempotencyKey: string;
  kind: OutboxKind;
  /** The record the write is about (a created record's client id, the liked post...). */
  entityId: string;
  /** Other records the write needs, perhaps created offline by an earlier entry. */
  dependsOn?: string[];
  /** Records this write creates: later entries about them fail with it. */
  creates?: string[];
  /** Answers besides 2xx that mean the write is done (404 when deleting something already gone). */
  okStatuses?: number[];
  /** What the sync centre calls it, e.g. `Like a post by @ada`. */
  label: string;
  createdAt: number;
  attempts: number;
  /** Not sent before this time (ms), unless a drain is asked to ignore the backoff. */
  nextAttemptAt: number;
  /**
   * Since when (ms) the server has answered that the same Idempotency-Key is still being processed;
   * the drain gives up after IDEMPOTENCY_BUSY_GIVE_UP_MS. Cleared when the member retries.
   */
  busySince?: number;
  state: OutboxState;
  error: OutboxFailure | null;
  /** What the page needs to undo the optimistic change. */
  undo: Undo;
  /** The optimistic change was undone after the server refused the write. */
  rolledBack: boolean;
}

/** The request and bookkeeping a write decides; `newOutboxEntry` fills in the rest. */
export type OutboxDraft = Pick<OutboxEntry, 'method' | 'path' | 'kind' | 'entityId' | 'label' | 'undo'> &
  Partial<Pick<OutboxEntry, 'body' | 'multipart' | 'dependsOn' | 'creates' | 'okStatuses'>>;

/**
 * A new pending entry after the one with `lastSeq` (page and worker number them alike): sent after
 * it, and never before an entry queued earlier by the clock.
 */
export function newOutboxEntry(draft: OutboxDraft, lastSeq: number, now: number): OutboxEntry {
  return {
    id: uuidv7(now),
    seq: Math.max(lastSeq + 1, now),
    idempotencyKey: uuidv7(now),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    error: null,
    rolledBack: false,
    ...draft,
  };
}

/** A file chosen on this device, kept until the write that uploads it is done or discarded. */
export interface StoredMedia<FileData = unknown> {
  id: string;
  blob: FileData;
  name: string;
  type: string;
  createdAt: number;
}

/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'flock-outbox';
/** What the worker tells open pages after it drained the outbox. */
export const OUTBOX_DRAINED_MESSAGE = { type: 'FLOCK_OUTBOX_DRAINED' } as const;
/** Only one drainer at a time, page or worker (Web Locks). */
export const outboxLockName = (userId: string) => `flock-outbox-${userId}`;
export const API_BASE_PATH = '/api';

/** The member's IndexedDB database (created by the page with Dexie) and the object stores the worker reads. */
export const memberDatabaseName = (userId: string) => `flock-member-${userId}`;
export const MEMBER_STORES = { outbox: 'outbox', mediaBlobs: 'mediaBlobs', posts: 'posts' } as const;

/** `flock-session`: the token and the member, for the worker (workers cannot read localStorage). */
export const SESSION_DATABASE = { name: 'flock-session', store: 'session', key: 'current' } as const;
export interface SessionRecord {
  key: typeof SESSION_DATABASE.key;
  token: string;
  userId: string;
}
