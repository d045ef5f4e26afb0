import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry, SendOutcome, UserSummaryDto } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import { serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { countChange, folderMoveOf } from './bookmarkMoves';
import { createFolder, deleteFolder, updateFolder } from './folders';
import { toggleHashtagFollow } from './hashtags';
import { createList, deleteList, setListMember } from './lists';
import { removeBookmark, saveBookmark, togglePostBookmark } from './posts';

let db: MemberDb;
let engine: SyncEngine | null = null;
const sent: string[] = [];

signedInEachTest((opened) => (db = opened));
beforeEach(() => {
  sent.length = 0;
});
afterEach(async () => {
  await engine?.settled();
  engine?.stop();
  engine = null;
});

/** Starts a drain with `respond` answering each request, and waits for it. */
async function drainWith(respond: (entry: OutboxEntry) => SendOutcome): Promise<void> {
  engine = createSyncEngine(TEST_USER.id, 'test-token', async (entry) => {
    sent.push(`${entry.method} ${entry.path}`);
    return respond(entry);
  });
  await engine.drain(true);
  await engine.settled();
}

const fields = { name: ' Recipes ', description: '', isPrivate: true };
const shownCount = async (folderId: string) => {
  const folder = await db.folders.get(folderId);
  const moves = (await outboxOf(db)).flatMap((e) => folderMoveOf(e) ?? []);
  return moves.reduce((n, move) => n + countChange(move, folderId), folder!.bookmarkCount);
};
const ok = (data: unknown): SendOutcome => ({ status: 200, data });

describe('bookmark folders on the device', () => {
  it('creates a folder at once, ignores a blank name, and files a bookmark into it', async () => {
    expect(await createFolder({ ...fields, name: '   ' }, TEST_USER.id)).toBeNull();
    const folderId = (await createFolder(fields, TEST_USER.id))!;
    expect(await db.folders.get(folderId)).toMatchObject({
      name: 'Recipes',
      isPrivate: true,
      bookmarkCount: 0,
    });
    await putPosts(db, serverPost('p1'));
    await saveBookmark('p1', folderId);
    expect(await db.bookmarks.where('postId').equals('p1').first()).toMatchObject({ folderId });
    expect(await shownCount(folderId)).toBe(1);
    expect((await outboxOf(db)).map((e) => [e.kind, e.method, e.path, e.dependsOn])).toEqual([
      ['folder.create', 'POST', '/bookmarks/folders', undefined],
      ['post.bookmark', 'POST', '/bookmarks', [folderId]],
    ]);
    expect((await outboxOf(db))[1]!.body).toMatchObject({ postId: 'p1', folderId });
  });

  it('changes an unsent bookmark create in place, and moves a sent one with a request of its own', async () => {
    await db.folders.put({
      id: 'f1',
      _id: 'f1',
      name: 'One',
      description: null,
      isPrivate: true,
      bookmarkCount: 3,
      ownerId: TEST_USER.id,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      savedAt: 0,
    });
    await putPosts(db, serverPost('p1'), serverPost('p2', { isBookmarked: true, bookmarkId: 'b2' }));
    await db.bookmarks.put({ id: 'b2', postId: 'p2', folderId: null, createdAt: '2026-01-02T00:00:00.000Z' });

    await togglePostBookmark('p1');
    await saveBookmark('p1', 'f1');
    expect((await outboxOf(db)).map((e) => [e.kind, (e.body as { folderId?: string }).folderId])).toEqual([
      ['post.bookmark', 'f1'],
    ]);
    await saveBookmark('p2', 'f1');
    const move = (await outboxOf(db))[1]!;
    expect(move).toMatchObject({
      kind: 'bookmark.move',
      method: 'PUT',
      path: '/bookmarks/p2',
      body: { folderId: 'f1' },
    });
    expect(await shownCount('f1')).toBe(5);

    await drainWith((entry) =>
      entry.kind === 'bookmark.move'
        ? ok({ bookmark: { id: 'b2', postId: 'p2', folderId: 'f1', createdAt: '2026-01-02T00:00:00.000Z' } })
        : ok({
            bookmark: {
              id: 'server-b1',
              postId: 'p1',
              folderId: 'f1',
              createdAt: '2026-01-03T00:00:00.000Z',
            },
          }),
    );
    expect(await db.outbox.count()).toBe(0);
    expect((await db.folders.get('f1'))!.bookmarkCount).toBe(5);
    expect(await db.bookmarks.where('postId').equals('p1').first()).toMatchObject({
      id: 'server-b1',
      folderId: 'f1',
    });
    expect(await db.posts.get('p1')).toMatchObject({ isBookmarked: true, bookmarkId: 'server-b1' });
  });

  it('removing and saving again before anything is sent keeps the server’s bookmark and folder', async () => {
    await putPosts(db, serverPost('p1', { isBookmarked: true, bookmarkId: 'b1' }));
    await db.bookmarks.put({ id: 'b1', postId: 'p1', folderId: 'f1', createdAt: '2026-01-02T00:00:00.000Z' });
    await removeBookmark('p1');
    expect(await db.bookmarks.count()).toBe(0);
    await saveBookmark('p1', 'f1');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookmarks.get('b1')).toMatchObject({ postId: 'p1', folderId: 'f1' });
    expect(await db.posts.get('p1')).toMatchObject({ isBookmarked: true, bookmarkId: 'b1' });
  });

  it('deletes a folder at once, keeping its bookmarks; a refusal brings it back', async () => {
    await db.folders.put({
      id: 'f1',
      _id: 'f1',
      name: 'One',
      description: null,
      isPrivate: true,
      bookmarkCount: 1,
      ownerId: TEST_USER.id,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      savedAt: 0,
    });
    await db.bookmarks.put({ id: 'b1', postId: 'p1', folderId: 'f1', createdAt: '2026-01-02T00:00:00.000Z' });
    await updateFolder('f1', { name: 'Renamed', description: 'About', isPrivate: false });
    expect(await db.folders.get('f1')).toMatchObject({
      name: 'Renamed',
      description: 'About',
      isPrivate: false,
    });
    await deleteFolder('f1');
    expect(await db.folders.get('f1')).toBeUndefined();
    expect(await db.bookmarks.get('b1')).toMatchObject({ folderId: null });
    await drainWith(() => ({ status: 403, message: 'No' }));
    expect(await db.folders.get('f1')).toMatchObject({ name: 'One', isPrivate: true });
    expect(await db.bookmarks.get('b1')).toMatchObject({ folderId: 'f1' });
  });

  it('deleting a folder never sent drops it, and what was filed into it is saved in no folder', async () => {
    await putPosts(db, serverPost('p1'));
    const folderId = (await createFolder(fields, TEST_USER.id))!;
    await saveBookmark('p1', folderId);
    await deleteFolder(folderId);
    const entries = await outboxOf(db);
    expect(entries.map((e) => [e.kind, e.body])).toEqual([
      ['post.bookmark', expect.objectContaining({ postId: 'p1', folderId: null })],
    ]);
    expect(entries[0]!.dependsOn).toEqual([]);
    expect(await db.bookmarks.where('postId').equals('p1').first()).toMatchObject({ folderId: null });
  });
});

describe('lists on the device', () => {
  const ada: UserSummaryDto = {
    id: 'u-ada',
    _id: 'u-ada',
    username: 'ada2',
    firstName: 'Ada',
    lastName: 'B',
    profilePicture: null,
    isPremium: false,
    subscriptionType: 'basic',
  };
  const owner: UserSummaryDto = {
    id: TEST_USER.id,
    _id: TEST_USER.id,
    username: 'me',
    firstName: 'Me',
    lastName: 'M',
    profilePicture: null,
    isPremium: false,
    subscriptionType: 'basic',
  };

  it('creates a list with its owner, adds and removes members, and coalesces an add undone', async () => {
    const listId = (await createList(
      { name: 'Writers', description: ' Good ones ', isPrivate: false },
      owner,
    ))!;
    expect(await db.lists.get(listId)).toMatchObject({
      name: 'Writers',
      description: 'Good ones',
      memberCount: 1,
    });
    await setListMember(listId, ada, true);
    expect((await db.lists.get(listId))!.memberCount).toBe(2);
    await setListMember(listId, ada, false);
    await setListMember(listId, owner, false);
    expect((await db.lists.get(listId))!.memberCount).toBe(1);
    expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['list.create']);
    await setListMember(listId, ada, true);
    expect((await outboxOf(db)).map((e) => [e.kind, e.path, e.dependsOn])).toEqual([
      ['list.create', '/lists', undefined],
      ['list.member', `/lists/${listId}/members`, [listId]],
    ]);
    await deleteList(listId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.lists.get(listId)).toBeUndefined();
    expect(await db.listMembers.count()).toBe(0);
  });

  it('rolls a refused member change back', async () => {
    await db.lists.put({
      id: 'l1',
      _id: 'l1',
      name: 'L',
      description: null,
      isPrivate: false,
      ownerId: TEST_USER.id,
      owner,
      memberCount: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      savedAt: 0,
    });
    await setListMember('l1', ada, true);
    await drainWith(() => ({ status: 404, message: 'User not found' }));
    expect(await db.listMembers.get(['l1', ada.id])).toBeUndefined();
    expect((await db.lists.get('l1'))!.memberCount).toBe(1);
  });
});

describe('following a hashtag on the device', () => {
  it('shows Following at once, sends the final state once, and takes the server’s count', async () => {
    await toggleHashtagFollow('Cats');
    expect(await db.hashtags.get('cats')).toMatchObject({
      name: 'Cats',
      isFollowing: true,
      followerCount: 1,
    });
    await toggleHashtagFollow('cats');
    expect(await db.outbox.count()).toBe(0);
    await toggleHashtagFollow('cats');
    await drainWith(() => ok({ name: 'Cats', isFollowing: true, followerCount: 7 }));
    expect(sent).toEqual(['POST /hashtags/Cats/follow']);
    expect(await db.hashtags.get('cats')).toMatchObject({ isFollowing: true, followerCount: 7 });
  });
});
