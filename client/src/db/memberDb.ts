import Dexie, { type EntityTable, type Table } from 'dexie';
import { memberDatabaseName, type ProfileUserDto, type PublicUserDto, type SelfUserDto } from '@flock/shared';
import type {
  CommentRecord,
  FeedEntryRecord,
  FeedGapRecord,
  FeedStateRecord,
  FollowRecord,
  MediaBlobRecord,
  OutboxRecord,
  PostRecord,
} from './records';
import type { NotificationMetaRecord, NotificationRecord } from './notificationRecords';
import type {
  ComposerAutosaveRecord,
  DraftRecord,
  ScheduledPostRecord,
  SyncCursorRecord,
} from './draftRecords';
import type { ConversationRecord, MessageRecord } from './messageRecords';
import type {
  BookmarkRecord,
  FolderRecord,
  HashtagRecord,
  ListMemberRecord,
  ListRecord,
  OfflinePackRecord,
} from './collectionRecords';
import type { PushLogRecord } from './pushLogRecords';
import { isMemberDbDeleted } from './deletedMemberDbs';
import type { SupportRequestRecord } from './supportRecords';
import type { AdRecord } from './adRecords';

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

/** Another member (or the member), as last seen in a profile, a follow list or Explore. */
export interface MemberRecord
  extends
    PublicUserDto,
    /* Only the profile call tells these; a member seen in lists alone lacks them. */
    Partial<Pick<ProfileUserDto, 'profileVisibility' | 'canViewPosts' | 'canViewFollowLists'>> {
  /** The lower-cased username: profiles are opened by /profile/:username. */
  usernameKey: string;
  savedAt: number;
}

/** A member's followers or following, as last loaded ('followers:<userId>', 'following:<userId>'). */
export interface FollowListRecord {
  key: string;
  memberIds: string[];
  total: number | null;
  /** The member keeps their lists private: the server refused to show them. */
  hidden: boolean;
  refreshedAt: number;
}

/**
 * The versions of the member database, oldest first: each names the stores it adds or whose indexes it
 * changes. A device upgrades from whatever version it has, keeping its data. A version that ever needs
 * an upgrade function is declared in MemberDb beside the newest one, with that function.
 */
export const MEMBER_DB_VERSIONS: readonly { version: number; stores: Record<string, string> }[] = [
  { version: 1, stores: { profile: 'key' } },
  {
    version: 2,
    stores: {
      profile: 'key',
      posts: 'id, origin',
      feedEntries: '[feed+postId], [feed+activityAt], postId',
      feedState: 'feed',
      comments: 'id, postId, [postId+createdAt], origin',
      follows: 'userId',
      outbox: 'id, seq, entityId, state',
      mediaBlobs: 'id',
    },
  },
  { version: 3, stores: { members: 'id, usernameKey', followLists: 'key' } },
  { version: 4, stores: { notifications: 'id, createdAt', notificationMeta: 'key' } },
  // A thread's parts, read together by its first part's id (the post page, the feed's thread cards).
  { version: 5, stores: { posts: 'id, origin, threadId' } },
  {
    version: 6,
    stores: {
      conversations: 'id, updated_at',
      messages: 'id, conversationId, [conversationId+createdAt]',
    },
  },
  {
    version: 7,
    stores: {
      folders: 'id, createdAt',
      bookmarks: 'id, &postId, folderId, createdAt',
      lists: 'id, ownerId, createdAt',
      listMembers: '[listId+userId], listId',
      hashtags: 'tag',
      offlinePacks: 'folderId',
    },
  },
  // Drafts, scheduled posts, the composer's autosave and the change feed's cursors.
  {
    version: 8,
    stores: {
      composerAutosave: 'key',
      drafts: 'id, updatedAt',
      scheduledPosts: 'id, status, scheduledFor',
      syncCursors: 'scope',
    },
  },
  // Requests to the support team written on this device, newest first on the /support page.
  { version: 10, stores: { supportRequests: 'id, createdAt' } },
  // This device's push: the last push and notification action (written by the worker too).
  { version: 11, stores: { pushLog: 'key' } },
  // The home feed's gaps between a page loaded on return and what the device held.
  { version: 12, stores: { feedGaps: 'id, feed' } },
  { version: 13, stores: { ads: 'id, createdAt' } },
  // The outbox by what its entries need (a comment's post, a quote's post) and by kind, so the
  // entries about a record and the queued posts are found without reading every queued write.
  { version: 14, stores: { outbox: 'id, seq, entityId, state, *dependsOn, kind' } },
];

/**
 * The newest version, declared alone with every store: no version has an upgrade function, so Dexie
 * (3 and later) upgrades a device from the schema it has installed, whatever its version. Declaring the
 * versions one by one made Dexie parse the growing schema fourteen times on every start.
 */
export const MEMBER_DB_SCHEMA = {
  version: MEMBER_DB_VERSIONS[MEMBER_DB_VERSIONS.length - 1]!.version,
  stores: Object.assign({}, ...MEMBER_DB_VERSIONS.map((v) => v.stores)) as Record<string, string>,
};

export class MemberDb extends Dexie {
  profile!: EntityTable<ProfileRecord, 'key'>;
  posts!: EntityTable<PostRecord, 'id'>;
  feedEntries!: Table<FeedEntryRecord, [string, string]>;
  feedState!: EntityTable<FeedStateRecord, 'feed'>;
  comments!: EntityTable<CommentRecord, 'id'>;
  follows!: EntityTable<FollowRecord, 'userId'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  mediaBlobs!: EntityTable<MediaBlobRecord, 'id'>;
  members!: EntityTable<MemberRecord, 'id'>;
  followLists!: EntityTable<FollowListRecord, 'key'>;
  notifications!: EntityTable<NotificationRecord, 'id'>;
  notificationMeta!: EntityTable<NotificationMetaRecord, 'key'>;
  composerAutosave!: EntityTable<ComposerAutosaveRecord, 'key'>;
  drafts!: EntityTable<DraftRecord, 'id'>;
  scheduledPosts!: EntityTable<ScheduledPostRecord, 'id'>;
  syncCursors!: EntityTable<SyncCursorRecord, 'scope'>;
  conversations!: EntityTable<ConversationRecord, 'id'>;
  messages!: EntityTable<MessageRecord, 'id'>;
  folders!: EntityTable<FolderRecord, 'id'>;
  bookmarks!: EntityTable<BookmarkRecord, 'id'>;
  lists!: EntityTable<ListRecord, 'id'>;
  listMembers!: Table<ListMemberRecord, [string, string]>;
  hashtags!: EntityTable<HashtagRecord, 'tag'>;
  offlinePacks!: EntityTable<OfflinePackRecord, 'folderId'>;
  supportRequests!: EntityTable<SupportRequestRecord, 'id'>;
  pushLog!: EntityTable<PushLogRecord, 'key'>;
  feedGaps!: EntityTable<FeedGapRecord, 'id'>;
  ads!: EntityTable<AdRecord, 'id'>;

  constructor(userId: string) {
    // No query cache: the worker writes the outbox behind Dexie's back, and live queries must then
    // read IndexedDB again when told (sync/externalChanges.ts), not answer from memory.
    super(memberDbName(userId), { cache: 'disabled' });
    this.version(MEMBER_DB_SCHEMA.version).stores(MEMBER_DB_SCHEMA.stores);
  }
}

export const memberDbName = memberDatabaseName;

let open: MemberDb | null = null;

/**
 * The one open handle for this member (reopened when the member changes). After the member signed
 * out on this page the handle stays closed, so a late read or write from something still winding
 * down fails instead of silently creating the database again.
 */
export function memberDb(userId: string): MemberDb {
  const deleted = isMemberDbDeleted(userId);
  const closedButAllowed = open?.name === memberDbName(userId) && open.hasBeenClosed() && !deleted;
  if (open?.name !== memberDbName(userId) || closedButAllowed) {
    open?.close();
    open = new MemberDb(userId);
    if (deleted) open.close({ disableAutoOpen: true });
  }
  return open;
}

export async function deleteMemberDb(userId: string): Promise<void> {
  if (open?.name === memberDbName(userId)) {
    open.close({ disableAutoOpen: isMemberDbDeleted(userId) });
    if (!isMemberDbDeleted(userId)) open = null;
  }
  await Dexie.delete(memberDbName(userId));
}
