import { SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { buildCircle, createPost } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const add = (token: string, body: object) => app.request.post('/api/bookmarks').set(bearer(token)).send(body);
const remove = (token: string, id: string) => app.request.delete(`/api/bookmarks/${id}`).set(bearer(token));
const isBookmarked = async (token: string, postId: string) =>
  (await app.request.get(`/api/posts/${postId}`).set(bearer(token))).body.data.post.isBookmarked as boolean;

describe('/api/bookmarks', () => {
  it('adds a bookmark (201), answers the same one again (200) and removes it by its id', async () => {
    const member = await registerAndVerify(app);
    const post = await createPost(app, member.token);
    const first = await add(member.token, { postId: post.id });
    expect(first.status).toBe(201);
    const bookmark = first.body.data.bookmark;
    expect(bookmark).toMatchObject({ _id: bookmark.id, postId: post.id, folderId: null });
    expect(new Date(bookmark.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = await add(member.token, { postId: post.id });
    expect(again.status).toBe(200);
    expect(again.body.data.bookmark).toEqual(bookmark);
    expect(await isBookmarked(member.token, post.id)).toBe(true);

    const res = await remove(member.token, bookmark.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: SUCCESS_MESSAGES.bookmarkRemoved, data: null });
    expect(await isBookmarked(member.token, post.id)).toBe(false);
    expect((await remove(member.token, bookmark.id)).status).toBe(404);
  });

  it('removes a bookmark by the post id too', async () => {
    const member = await registerAndVerify(app);
    const post = await createPost(app, member.token);
    await add(member.token, { postId: post.id }).expect(201);
    await remove(member.token, post.id).expect(200);
    expect(await isBookmarked(member.token, post.id)).toBe(false);
  });

  it('never touches another member’s bookmark', async () => {
    const [owner, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, owner.token);
    const { id } = (await add(owner.token, { postId: post.id })).body.data.bookmark;
    for (const key of [id, post.id]) {
      const res = await remove(other.token, key);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('bookmark_not_found');
    }
    expect(await isBookmarked(owner.token, post.id)).toBe(true);
  });

  it('keeps one bookmark per client id', async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, member.token);
    const id = newId();
    const first = await add(member.token, { id, postId: post.id });
    expect(first.status).toBe(201);
    expect(first.body.data.bookmark.id).toBe(id);
    expect((await add(member.token, { id, postId: post.id })).status).toBe(200);
    expect((await add(other.token, { id, postId: post.id })).status).toBe(409);
  });

  it('validates, answers 404 for unknown posts and needs a token', async () => {
    const member = await registerAndVerify(app);
    for (const body of [{}, { postId: 'nope' }]) {
      const res = await add(member.token, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'postId', msg: 'postId must be a post id' }]);
    }
    expect((await add(member.token, { postId: newId() })).body.code).toBe('post_not_found');
    expect((await remove(member.token, 'nope')).status).toBe(404);
    expect((await app.request.post('/api/bookmarks').send({ postId: newId() })).status).toBe(401);
    expect((await app.request.delete(`/api/bookmarks/${newId()}`)).status).toBe(401);
  });

  it('lists bookmarks newest first with their posts, 20 a page, by offset or cursor', async () => {
    const member = await registerAndVerify(app);
    const posts = [];
    for (let i = 0; i < 23; i++) posts.push(await createPost(app, member.token, { content: `saved ${i}` }));
    for (const post of posts) await add(member.token, { postId: post.id }).expect(201);
    const newestFirst = posts.map((p) => p.id).reverse();
    const first = await app.request.get('/api/bookmarks').set(bearer(member.token));
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.bookmarks).toEqual(first.body.data.bookmarks);
    expect(first.body.bookmarks.map((b: { postId: string }) => b.postId)).toEqual(newestFirst.slice(0, 20));
    expect(first.body.bookmarks[0].post).toMatchObject({ id: newestFirst[0], isBookmarked: true });
    expect(first.body.data.hasMore).toBe(true);
    const byOffset = await app.request.get('/api/bookmarks?limit=5&offset=20').set(bearer(member.token));
    expect(byOffset.body.bookmarks.map((b: { postId: string }) => b.postId)).toEqual(newestFirst.slice(20));
    expect(byOffset.body.data.hasMore).toBe(false);
    const byCursor = await app.request
      .get(`/api/bookmarks?before=${encodeURIComponent(first.body.data.nextCursor)}`)
      .set(bearer(member.token));
    expect(byCursor.body.bookmarks.map((b: { postId: string }) => b.postId)).toEqual(newestFirst.slice(20));
  });

  it('drops a bookmark whose post the member may no longer see, and lists only their own', async () => {
    const { author, friend } = await buildCircle(app);
    const post = await createPost(app, author.token, { privacy: 'friends' });
    await add(friend.token, { postId: post.id }).expect(201);
    const list = async (token: string) =>
      (await app.request.get('/api/bookmarks').set(bearer(token))).body.bookmarks as unknown[];
    expect(await list(friend.token)).toHaveLength(1);
    expect(await list(author.token)).toHaveLength(0);
    await app.request.post(`/api/users/unfollow/${author.user.id}`).set(bearer(friend.token)).expect(200);
    expect(await list(friend.token)).toHaveLength(0);
  });

  it('moves and removes by post id only the member’s own bookmarks', async () => {
    const [owner, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, owner.token);
    const { id } = (await add(owner.token, { postId: post.id })).body.data.bookmark;
    const move = (token: string, key: string, body: object) =>
      app.request.put(`/api/bookmarks/${key}`).set(bearer(token)).send(body);
    expect((await move(other.token, id, { folderId: null })).status).toBe(404);
    expect((await move(owner.token, id, { folderId: newId() })).body.code).toBe('folder_not_found');
    expect((await move(owner.token, id, {})).status).toBe(400);
    expect((await move(owner.token, post.id, { folderId: null })).status).toBe(200);
    const byPost = (token: string) => app.request.delete(`/api/bookmarks/post/${post.id}`).set(bearer(token));
    expect((await byPost(other.token)).status).toBe(404);
    expect((await byPost(owner.token)).status).toBe(200);
    expect((await byPost(owner.token)).status).toBe(404);
    expect(await isBookmarked(owner.token, post.id)).toBe(false);
    expect((await app.request.get('/api/bookmarks?limit=0').set(bearer(owner.token))).status).toBe(400);
    expect((await app.request.get('/api/bookmarks?folder_id=nope').set(bearer(owner.token))).status).toBe(
      400,
    );
    expect((await app.request.get('/api/bookmarks')).status).toBe(401);
    expect((await app.request.put(`/api/bookmarks/${id}`).send({ folderId: null })).status).toBe(401);
  });
});
