import Dexie, { type EntityTable, type Table } from 'dexie';
import { memberDatabaseName, type SelfUserDto } from '@flock/shared';
import type {
  CommentRecord,
  FeedEntryRecord,
  FeedStateRecord,
  FollowRecord,
  MediaBlobRecord,
  OutboxRecord,
  PostRecord,
} from './records';

/**
 * The signed-in member's own IndexedDB database, `flock-member-<userId>`: what the app shows when it
 * starts offline, and the outbox of writes not yet sent. Schema and versions only; reads and writes
 * go through src/data/ and src/sync/. The service worker reads `outbox` and `mediaBlobs` without Dexie
 * (shared/src/sync/idbOutboxStore.ts), so their names and key paths are part of its contract.
 */
export interface ProfileRecord {
  /** Always 'self' for the signed-in member. */
  key: 'self';
  user: SelfUserDto;
  savedAt: number;
}

export class MemberDb extends Dexie {
  profile!: EntityTable<ProfileRecord, 'key'>;
  posts!: EntityTable<PostRecord, 'id'>;
  feedEntries!: Table<FeedEntryRecord, [string, string]>;
  feedState!: EntityTable<FeedStateRecord, 'feed'>;
  comments!: EntityTable<CommentRecord, 'id'>;
  follows!: EntityTable<FollowRecord, 'userId'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  mediaBlobs!: EntityTable<MediaBlobRecord, 'id'>;

  constructor(userId: string) {
    // No query cache: the worker writes the outbox behind Dexie's back, and live queries must then
    // read IndexedDB again when told (sync/externalChanges.ts), not answer from memory.
    super(memberDbName(userId), { cache: 'disabled' });
    this.version(1).stores({ profile: 'key' });
    this.version(2).stores({
      profile: 'key',
      posts: 'id, origin',
      feedEntries: '[feed+postId], [feed+activityAt], postId',
      feedState: 'feed',
      comments: 'id, postId, [postId+createdAt], origin',
      follows: 'userId',
      outbox: 'id, seq, entityId, state',
      mediaBlobs: 'id',
    });
  }
}

export const memberDbName = memberDatabaseName;

let open: MemberDb | null = null;

/** The one open handle for this member (reopened when the member changes). */
export function memberDb(userId: string): MemberDb {
  if (open?.name !== memberDbName(userId)) {
    open?.close();
    open = new MemberDb(userId);
  }
  return open;
}

export async function deleteMemberDb(userId: string): Promise<void> {
  if (open?.name === memberDbName(userId)) {
    open.close();
    open = null;
  }
  await Dexie.delete(memberDbName(userId));
}
