import type {
  BookmarkDto,
  BookmarkFolderDto,
  HashtagFollowStateDto,
  ListDto,
  OutboxEntry,
} from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import { applyFolderMove, folderMoveOf, type BookmarkMoveUndo } from '../../data/bookmarkMoves';
import type { FolderDeleteUndo, FolderUpdateUndo } from '../../data/folders';
import type { ListDeleteUndo, ListMemberUndo, ListUpdateUndo } from '../../data/lists';
import { isQueued } from '../outboxQueue';
import { nextQueuedToggle, rolledBackCount, type ToggleUndo } from '../toggles';
import type { KindHandler } from './types';

/** What the page does once the server answered a folder, list, bookmark move or hashtag follow. */

/** Another write about the same record is still queued after this one: its local state stays. */
async function laterWriteQueued(db: MemberDb, entry: OutboxEntry, prefix: string): Promise<boolean> {
  const later = await db.outbox.where('entityId').equals(entry.entityId).toArray();
  return later.some((e) => e.seq > entry.seq && isQueued(e) && e.kind.startsWith(prefix));
}

async function putFolder(db: MemberDb, entry: OutboxEntry, data: unknown): Promise<void> {
  const folder = (data as { folder?: BookmarkFolderDto } | undefined)?.folder;
  if (!folder || (await laterWriteQueued(db, entry, 'folder.'))) return;
  if (!(await db.folders.get(folder.id))) return;
  await db.folders.put({ ...folder, savedAt: Date.now() });
}

export const folderCreateHandler: KindHandler = {
  applySuccess: putFolder,
  async rollback(db, entry) {
    await db.folders.delete(entry.entityId);
    await db.bookmarks.where('folderId').equals(entry.entityId).modify({ folderId: null });
  },
};

/**
 * Where a record an undone edit was about has since been deleted on the device, the deletion's undo
 * brings back the record as it was before the edit.
 */
async function passToLaterDelete(
  db: MemberDb,
  entry: OutboxEntry,
  kind: string,
  key: string,
  value: unknown,
) {
  const later = (await db.outbox.where('entityId').equals(entry.entityId).toArray()).find(
    (e) => e.kind === kind && e.seq > entry.seq,
  );
  if (later) await db.outbox.update(later.id, { undo: { ...(later.undo as object), [key]: value } });
}

export const folderUpdateHandler: KindHandler = {
  applySuccess: putFolder,
  async rollback(db, entry) {
    const { folder } = entry.undo as FolderUpdateUndo;
    if (await db.folders.get(folder.id)) await db.folders.put(folder);
    else await passToLaterDelete(db, entry, 'folder.delete', 'folder', folder);
  },
};

export const folderDeleteHandler: KindHandler = {
  async applySuccess() {},
  async rollback(db, entry) {
    const { folder, bookmarkIds } = entry.undo as FolderDeleteUndo;
    if (entry.error?.blockedBy) return;
    await db.folders.put(folder);
    await db.bookmarks.where('id').anyOf(bookmarkIds).modify({ folderId: folder.id });
  },
};

export const bookmarkMoveHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    await applyFolderMove(db, folderMoveOf(entry));
    const bookmark = (data as { bookmark?: BookmarkDto } | undefined)?.bookmark;
    if (bookmark && !(await laterWriteQueued(db, entry, 'bookmark.'))) {
      await db.bookmarks.where('postId').equals(entry.entityId).modify({ folderId: bookmark.folderId });
    }
  },
  async rollback(db, entry) {
    const { postId, from } = entry.undo as BookmarkMoveUndo;
    await db.bookmarks.where('postId').equals(postId).modify({ folderId: from });
  },
};

/** The bookmark part of a confirmed or refused `post.bookmark` toggle (the post's flag is toggleKinds'). */
export async function applyBookmarkToggle(db: MemberDb, entry: OutboxEntry, data: unknown): Promise<void> {
  await applyFolderMove(db, folderMoveOf(entry));
  if (await nextQueuedToggle(db, entry)) return;
  const bookmark = (data as { bookmark?: BookmarkDto } | undefined)?.bookmark;
  if (entry.method === 'DELETE') {
    await db.bookmarks.where('postId').equals(entry.entityId).delete();
  } else if (bookmark) {
    const moving = await laterWriteQueued(db, entry, 'bookmark.');
    const local = await db.bookmarks.where('postId').equals(entry.entityId).first();
    await db.bookmarks.where('postId').equals(entry.entityId).delete();
    await db.bookmarks.put({
      id: bookmark.id,
      postId: bookmark.postId,
      folderId: moving && local ? local.folderId : bookmark.folderId,
      createdAt: bookmark.createdAt,
    });
  }
}

export async function rollBackBookmarkToggle(db: MemberDb, postId: string, undo: ToggleUndo): Promise<void> {
  await db.bookmarks.where('postId').equals(postId).delete();
  const kept = undo.extra as {
    bookmarkId?: string | null;
    folderId?: string | null;
    createdAt?: string | null;
  };
  if (undo.on && kept.bookmarkId) {
    await db.bookmarks.put({
      id: kept.bookmarkId,
      postId,
      folderId: kept.folderId ?? null,
      createdAt: kept.createdAt ?? new Date().toISOString(),
    });
  }
}

async function putList(db: MemberDb, entry: OutboxEntry, data: unknown, prefix: string): Promise<void> {
  const list = (data as { list?: ListDto } | undefined)?.list;
  if (!list || !(await db.lists.get(list.id))) return;
  if (await laterWriteQueued(db, entry, prefix)) return;
  await db.lists.put({ ...list, savedAt: Date.now() });
}

export const listCreateHandler: KindHandler = {
  applySuccess: (db, entry, data) => putList(db, entry, data, 'list.'),
  async rollback(db, entry) {
    await db.lists.delete(entry.entityId);
    await db.listMembers.where('listId').equals(entry.entityId).delete();
  },
};

export const listUpdateHandler: KindHandler = {
  applySuccess: (db, entry, data) => putList(db, entry, data, 'list.'),
  async rollback(db, entry) {
    const { list } = entry.undo as ListUpdateUndo;
    const current = await db.lists.get(list.id);
    if (current) await db.lists.put({ ...list, memberCount: current.memberCount });
    else await passToLaterDelete(db, entry, 'list.delete', 'list', list);
  },
};

export const listDeleteHandler: KindHandler = {
  async applySuccess() {},
  async rollback(db, entry) {
    const { list, members } = entry.undo as ListDeleteUndo;
    if (entry.error?.blockedBy) return;
    await db.lists.put(list);
    await db.listMembers.bulkPut(members);
  },
};

/** Adding or removing a member: a toggle per (list, member). */
export const listMemberHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    const list = (data as { list?: ListDto } | undefined)?.list;
    if (!list || (await nextQueuedToggle(db, entry))) return;
    const others = (await db.outbox.toArray()).some(
      (e) => e.id !== entry.id && isQueued(e) && e.kind === 'list.member' && e.dependsOn?.includes(list.id),
    );
    const current = await db.lists.get(list.id);
    // A new savedAt tells the open list that its members changed on the server: its feed is fetched again.
    if (current && !others)
      await db.lists.put({ ...current, memberCount: list.memberCount, savedAt: Date.now() });
  },
  async rollback(db, entry) {
    const next = await nextQueuedToggle(db, entry);
    if (next) {
      await db.outbox.update(next.id, { undo: entry.undo });
      return;
    }
    const undo = entry.undo as ToggleUndo;
    const { listId, member } = undo.extra as unknown as ListMemberUndo;
    const inList = Boolean(await db.listMembers.get([listId, member.id]));
    if (inList === undo.on) return;
    if (undo.on)
      await db.listMembers.put({ listId, userId: member.id, member, position: Number.MAX_SAFE_INTEGER });
    else await db.listMembers.delete([listId, member.id]);
    const list = await db.lists.get(listId);
    if (list)
      await db.lists.put({ ...list, memberCount: Math.max(1, list.memberCount + (undo.on ? 1 : -1)) });
  },
};

export const hashtagFollowHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    const state = data as HashtagFollowStateDto | undefined;
    if (!state || (await nextQueuedToggle(db, entry))) return;
    const current = await db.hashtags.get(entry.entityId);
    if (current) {
      await db.hashtags.put({
        ...current,
        isFollowing: state.isFollowing,
        followerCount: state.followerCount,
      });
    }
  },
  async rollback(db, entry) {
    const next = await nextQueuedToggle(db, entry);
    if (next) {
      await db.outbox.update(next.id, { undo: entry.undo });
      return;
    }
    const undo = entry.undo as ToggleUndo;
    const current = await db.hashtags.get(entry.entityId);
    if (!current) return;
    await db.hashtags.put({
      ...current,
      isFollowing: undo.on,
      followerCount: rolledBackCount(current.isFollowing, current.followerCount, undo),
    });
  },
};
