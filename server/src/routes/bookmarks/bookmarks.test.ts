import { SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createPost } from '../../../test/posts.js';
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
    expect(bookmark).toMatchObject({ _id: bookmark.id, postId: post.id });
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
});
