import { COLLECTION_MESSAGES, SUCCESS_MESSAGES, type BookmarkFolderDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { buildCircle, createPost, type Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const createFolder = (token: string, body: object) =>
  app.request.post('/api/bookmarks/folders').set(bearer(token)).send(body);
const folders = async (member: Member) => {
  const res = await app.request.get('/api/bookmarks/folders').set(bearer(member.token));
  expect(res.status).toBe(200);
  expect(res.body.folders).toEqual(res.body.data.folders);
  return res.body.folders as BookmarkFolderDto[];
};
const bookmark = (token: string, body: object) =>
  app.request.post('/api/bookmarks').set(bearer(token)).send(body);
const listBookmarks = (token: string, query = '') =>
  app.request.get(`/api/bookmarks${query}`).set(bearer(token));

async function newFolder(member: Member, body: object = {}): Promise<BookmarkFolderDto> {
  const res = await createFolder(member.token, { name: 'Reading', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.folder as BookmarkFolderDto;
}

describe('/api/bookmarks/folders', () => {
  it('creates a folder, private by default, trimmed, answered at the top level and in data', async () => {
    const member = await registerAndVerify(app);
    const res = await createFolder(member.token, { name: '  Recipes  ', description: ' To cook ' });
    expect(res.status).toBe(201);
    expect(res.body.data.folder).toEqual(res.body.folder);
    expect(res.body.folder).toMatchObject({
      _id: res.body.folder.id,
      name: 'Recipes',
      description: 'To cook',
      isPrivate: true,
      bookmarkCount: 0,
      ownerId: member.user.id,
    });
    const open = await newFolder(member, { name: 'Open', isPrivate: false, description: '   ' });
    expect(open).toMatchObject({ isPrivate: false, description: null });
    expect((await folders(member)).map((f) => f.name)).toEqual(['Recipes', 'Open']);
  });

  it('keeps one folder per client id', async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const id = newId();
    expect((await createFolder(member.token, { id, name: 'Once' })).status).toBe(201);
    const again = await createFolder(member.token, { id, name: 'Once' });
    expect(again.status).toBe(200);
    expect(again.body.folder.id).toBe(id);
    expect((await createFolder(other.token, { id, name: 'Mine' })).body.code).toBe('id_conflict');
    expect(await folders(member)).toHaveLength(1);
  });

  it('renames, describes and changes privacy for the owner only', async () => {
    const [owner, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const folder = await newFolder(owner);
    const update = (token: string, body: object) =>
      app.request.put(`/api/bookmarks/folders/${folder.id}`).set(bearer(token)).send(body);
    const res = await update(owner.token, { name: 'Later', description: 'Long reads', isPrivate: false });
    expect(res.status).toBe(200);
    expect(res.body.folder).toMatchObject({ name: 'Later', description: 'Long reads', isPrivate: false });
    expect((await update(owner.token, { description: null })).body.folder).toMatchObject({
      name: 'Later',
      description: null,
    });
    const refused = await update(other.token, { name: 'Mine now' });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('folder_not_found');
    expect((await folders(owner))[0]!.name).toBe('Later');
  });

  it('counts and lists the bookmarks in a folder; moving and removing change them', async () => {
    const member = await registerAndVerify(app);
    const folder = await newFolder(member);
    const [a, b, c] = [
      await createPost(app, member.token, { content: 'first' }),
      await createPost(app, member.token, { content: 'second' }),
      await createPost(app, member.token, { content: 'third' }),
    ];
    const inFolder = (await bookmark(member.token, { postId: a.id, folderId: folder.id })).body.data.bookmark;
    expect(inFolder.folderId).toBe(folder.id);
    await bookmark(member.token, { postId: b.id }).expect(201);
    await bookmark(member.token, { postId: c.id, folderId: folder.id }).expect(201);
    expect((await folders(member))[0]!.bookmarkCount).toBe(2);

    const filed = await listBookmarks(member.token, `?folder_id=${folder.id}`);
    expect(filed.body.bookmarks.map((x: { postId: string }) => x.postId)).toEqual([c.id, a.id]);
    const all = await listBookmarks(member.token);
    expect(all.body.bookmarks.map((x: { postId: string }) => x.postId)).toEqual([c.id, b.id, a.id]);

    // Bookmarking again with a folder files the existing bookmark there.
    const moved = await bookmark(member.token, { postId: b.id, folderId: folder.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data.bookmark.folderId).toBe(folder.id);
    const out = await app.request
      .put(`/api/bookmarks/${inFolder.id}`)
      .set(bearer(member.token))
      .send({ folderId: null });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      message: SUCCESS_MESSAGES.bookmarkMoved,
      data: { bookmark: { folderId: null } },
    });
    await app.request.delete(`/api/bookmarks/post/${c.id}`).set(bearer(member.token)).expect(200);
    expect((await folders(member))[0]!.bookmarkCount).toBe(1);
    const left = await listBookmarks(member.token, `?folder_id=${folder.id}`);
    expect(left.body.bookmarks.map((x: { postId: string }) => x.postId)).toEqual([b.id]);
  });

  it('deletes a folder and keeps its bookmarks in All Bookmarks', async () => {
    const member = await registerAndVerify(app);
    const folder = await newFolder(member);
    const post = await createPost(app, member.token);
    await bookmark(member.token, { postId: post.id, folderId: folder.id }).expect(201);
    const res = await app.request.delete(`/api/bookmarks/folders/${folder.id}`).set(bearer(member.token));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.folderDeleted);
    expect(await folders(member)).toEqual([]);
    const all = await listBookmarks(member.token);
    expect(all.body.bookmarks).toMatchObject([{ postId: post.id, folderId: null }]);
    expect((await listBookmarks(member.token, `?folder_id=${folder.id}`)).status).toBe(404);
    const again = await app.request.delete(`/api/bookmarks/folders/${folder.id}`).set(bearer(member.token));
    expect(again.status).toBe(404);
  });

  it('lets others read a public folder, with only the posts they may see; a private one is 404', async () => {
    const { author, friend, stranger } = await buildCircle(app);
    const open = await newFolder(friend, { name: 'Open', isPrivate: false });
    const closed = await newFolder(friend, { name: 'Closed' });
    const forAll = await createPost(app, author.token, { content: 'for all', privacy: 'public' });
    const forFriends = await createPost(app, author.token, { content: 'for friends', privacy: 'friends' });
    for (const post of [forAll, forFriends]) {
      await bookmark(friend.token, { postId: post.id, folderId: open.id }).expect(201);
    }
    const read = (member: Member, id: string) =>
      app.request.get(`/api/bookmarks/folders/${id}`).set(bearer(member.token));

    const byStranger = await read(stranger, open.id);
    expect(byStranger.status).toBe(200);
    expect(byStranger.body.folder).toMatchObject({ name: 'Open', bookmarkCount: 1 });
    expect(byStranger.body.bookmarks.map((b: { postId: string }) => b.postId)).toEqual([forAll.id]);
    const byOwner = await read(friend, open.id);
    expect(byOwner.body.folder.bookmarkCount).toBe(2);
    expect(byOwner.body.bookmarks).toHaveLength(2);

    const hidden = await read(stranger, closed.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('folder_not_found');
    expect((await read(friend, closed.id)).status).toBe(200);
    // Reading is not filing: nobody else can put a bookmark in it or list it as their own.
    const post = await createPost(app, stranger.token);
    expect((await bookmark(stranger.token, { postId: post.id, folderId: open.id })).status).toBe(404);
    expect((await listBookmarks(stranger.token, `?folder_id=${open.id}`)).status).toBe(404);
    expect(
      (await app.request.delete(`/api/bookmarks/folders/${open.id}`).set(bearer(stranger.token))).status,
    ).toBe(404);
  });

  it('validates names, descriptions and privacy, and needs a token', async () => {
    const member = await registerAndVerify(app);
    const cases: Array<[object, string, string]> = [
      [{}, 'name', COLLECTION_MESSAGES.folderNameRequired],
      [{ name: '   ' }, 'name', COLLECTION_MESSAGES.folderNameRequired],
      [{ name: 'x'.repeat(51) }, 'name', COLLECTION_MESSAGES.folderNameTooLong],
      [
        { name: 'ok', description: 'x'.repeat(201) },
        'description',
        COLLECTION_MESSAGES.folderDescriptionTooLong,
      ],
      [{ name: 'ok', isPrivate: 'yes' }, 'isPrivate', COLLECTION_MESSAGES.isPrivate],
    ];
    for (const [body, path, msg] of cases) {
      const res = await createFolder(member.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([{ path, msg }]);
    }
    const folder = await newFolder(member);
    const rename = await app.request
      .put(`/api/bookmarks/folders/${folder.id}`)
      .set(bearer(member.token))
      .send({ name: ' ' });
    expect(rename.status).toBe(400);
    expect((await app.request.get('/api/bookmarks/folders')).status).toBe(401);
    expect((await app.request.post('/api/bookmarks/folders').send({ name: 'x' })).status).toBe(401);
    expect((await app.request.get(`/api/bookmarks/folders/${folder.id}`)).status).toBe(401);
  });
});
