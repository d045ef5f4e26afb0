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

const like = (token: string, postId: string, body?: object) =>
  app.request
    .put(`/api/posts/${postId}/like`)
    .set(bearer(token))
    .send(body ?? {});
const repost = (token: string, postId: string, body?: object) =>
  app.request
    .post(`/api/posts/${postId}/retweet`)
    .set(bearer(token))
    .send(body ?? {});

describe('PUT /api/posts/:id/like', () => {
  it('toggles without a body and sets the state with { liked }', async () => {
    const [author, fan] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, author.token);
    expect((await like(fan.token, post.id)).body).toEqual({
      success: true,
      data: { isLiked: true, likesCount: 1 },
    });
    expect((await like(author.token, post.id)).body.data).toEqual({ isLiked: true, likesCount: 2 });
    expect((await like(fan.token, post.id)).body.data).toEqual({ isLiked: false, likesCount: 1 });
    expect((await like(fan.token, post.id, { liked: false })).body.data).toEqual({
      isLiked: false,
      likesCount: 1,
    });
    expect((await like(fan.token, post.id, { liked: true })).body.data).toEqual({
      isLiked: true,
      likesCount: 2,
    });
    expect((await like(fan.token, post.id, { liked: true })).body.data).toEqual({
      isLiked: true,
      likesCount: 2,
    });
    const read = await app.request.get(`/api/posts/${post.id}`).set(bearer(fan.token));
    expect(read.body.data.post).toMatchObject({ isLiked: true, likesCount: 2 });
  });

  it('counts 20 members liking at the same moment exactly', async () => {
    const author = await registerAndVerify(app);
    const post = await createPost(app, author.token);
    const fans = await Promise.all(Array.from({ length: 20 }, () => registerAndVerify(app)));
    const answers = await Promise.all(fans.map((fan) => like(fan.token, post.id, { liked: true })));
    expect(answers.map((a) => a.status)).toEqual(fans.map(() => 200));
    const stored = await app.ctx.db.models.Post.findByPk(post.id);
    expect(stored!.likesCount).toBe(20);
    expect(await app.ctx.db.models.PostLike.count({ where: { postId: post.id } })).toBe(20);
    const undo = await Promise.all(fans.slice(0, 7).map((fan) => like(fan.token, post.id)));
    expect(undo.every((a) => a.body.data.isLiked === false)).toBe(true);
    expect((await stored!.reload()).likesCount).toBe(13);
  });

  it('refuses a liked that is not a boolean, and unknown posts', async () => {
    const member = await registerAndVerify(app);
    const post = await createPost(app, member.token);
    const bad = await like(member.token, post.id, { liked: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'liked', msg: 'liked must be true or false' }]);
    for (const id of [newId(), 'not-an-id']) {
      const missing = await like(member.token, id);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('post_not_found');
    }
  });

  it('needs a token', async () => {
    expect((await app.request.put(`/api/posts/${newId()}/like`)).status).toBe(401);
  });
});

describe('POST /api/posts/:id/retweet', () => {
  it('toggles and sets the repost, own posts included, and never counts below zero', async () => {
    const [author, fan] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, author.token);
    expect((await repost(fan.token, post.id)).body).toEqual({
      success: true,
      data: { isRetweeted: true, retweetsCount: 1 },
    });
    expect((await repost(author.token, post.id)).body.data).toEqual({ isRetweeted: true, retweetsCount: 2 });
    expect((await repost(fan.token, post.id, { retweeted: true })).body.data).toEqual({
      isRetweeted: true,
      retweetsCount: 2,
    });
    expect((await repost(fan.token, post.id)).body.data).toEqual({ isRetweeted: false, retweetsCount: 1 });
    await app.ctx.db.models.Post.update({ repostsCount: 0 }, { where: { id: post.id } });
    expect((await repost(author.token, post.id, { retweeted: false })).body.data).toEqual({
      isRetweeted: false,
      retweetsCount: 0,
    });
    const read = await app.request.get(`/api/posts/${post.id}`).set(bearer(author.token));
    expect(read.body.data.post).toMatchObject({ isRetweeted: false, retweetsCount: 0 });
  });

  it('refuses a bad body and unknown posts, and needs a token', async () => {
    const member = await registerAndVerify(app);
    const post = await createPost(app, member.token);
    const bad = await repost(member.token, post.id, { retweeted: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'retweeted', msg: 'retweeted must be true or false' }]);
    expect((await repost(member.token, newId())).status).toBe(404);
    expect((await app.request.post(`/api/posts/${post.id}/retweet`)).status).toBe(401);
  });
});
