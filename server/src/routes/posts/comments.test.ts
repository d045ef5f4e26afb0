import { POST_MESSAGES, type CommentDto } from '@flock/shared';
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

const comment = (token: string, postId: string, body: object) =>
  app.request.post(`/api/posts/${postId}/comments`).set(bearer(token)).send(body);
const reply = (token: string, postId: string, commentId: string, body: object) =>
  app.request.post(`/api/posts/${postId}/comments/${commentId}/reply`).set(bearer(token)).send(body);
const list = (token: string, postId: string, query = '') =>
  app.request.get(`/api/posts/${postId}/comments${query}`).set(bearer(token));

describe('comments and replies', () => {
  it('adds a comment (201) and a reply, lists them oldest first and counts both', async () => {
    const [author, fan] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app, { firstName: 'Fan' }),
    ]);
    const post = await createPost(app, author.token);
    const first = await comment(fan.token, post.id, { content: `  @${author.username} nice  ` });
    expect(first.status).toBe(201);
    const created = first.body.data.comment as CommentDto;
    expect(created).toMatchObject({
      _id: created.id,
      postId: post.id,
      parentId: null,
      content: `@${author.username} nice`,
      isLiked: false,
      likesCount: 0,
      user: { id: fan.user.id, firstName: 'Fan', username: fan.username, isPremium: false },
    });
    const answer = await reply(author.token, post.id, created.id, { content: 'thanks!' });
    expect(answer.status).toBe(201);
    expect(answer.body.data.comment).toMatchObject({
      parentId: created.id,
      postId: post.id,
      content: 'thanks!',
    });

    const res = await list(fan.token, post.id);
    expect(res.status).toBe(200);
    expect(res.body.data.hasMore).toBe(false);
    expect(res.body.data.comments.map((c: CommentDto) => c.content)).toEqual([
      `@${author.username} nice`,
      'thanks!',
    ]);
    const read = await app.request.get(`/api/posts/${post.id}`).set(bearer(fan.token));
    expect(read.body.data.post.commentsCount).toBe(2);
  });

  it('pages with page and limit (20 by default)', async () => {
    const member = await registerAndVerify(app);
    const post = await createPost(app, member.token);
    for (let i = 1; i <= 23; i++) await comment(member.token, post.id, { content: `c${i}` });
    const first = await list(member.token, post.id);
    expect(first.body.data.comments).toHaveLength(20);
    expect(first.body.data.hasMore).toBe(true);
    const second = await list(member.token, post.id, '?page=2');
    expect(second.body.data.comments.map((c: CommentDto) => c.content)).toEqual(['c21', 'c22', 'c23']);
    expect(second.body.data.hasMore).toBe(false);
    const small = await list(member.token, post.id, '?page=3&limit=5');
    expect(small.body.data.comments.map((c: CommentDto) => c.content)).toEqual([
      'c11',
      'c12',
      'c13',
      'c14',
      'c15',
    ]);
  });

  it.each([
    [{}, POST_MESSAGES.commentEmpty],
    [{ content: '   ' }, POST_MESSAGES.commentEmpty],
    [{ content: 'x'.repeat(501) }, POST_MESSAGES.commentTooLong],
  ])('refuses %j', async (body, msg) => {
    const member = await registerAndVerify(app);
    const post = await createPost(app, member.token);
    const top = await comment(member.token, post.id, body);
    expect(top.status).toBe(400);
    expect(top.body.errors).toEqual([{ path: 'content', msg }]);
    const parent = await comment(member.token, post.id, { content: 'parent' });
    const nested = await reply(member.token, post.id, parent.body.data.comment.id, body);
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual([{ path: 'content', msg }]);
  });

  it('only replies to a comment of the same post', async () => {
    const member = await registerAndVerify(app);
    const [one, two] = [await createPost(app, member.token), await createPost(app, member.token)];
    const onOne = await comment(member.token, one.id, { content: 'on one' });
    for (const parentId of [onOne.body.data.comment.id, newId(), 'garbage']) {
      const res = await reply(member.token, two.id, parentId, { content: 'misplaced' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('comment_not_found');
    }
    expect((await comment(member.token, newId(), { content: 'nowhere' })).body.code).toBe('post_not_found');
  });

  it('keeps one comment per client id', async () => {
    const member = await registerAndVerify(app);
    const other = await registerAndVerify(app);
    const post = await createPost(app, member.token);
    const id = newId();
    const first = await comment(member.token, post.id, { id, content: 'offline' });
    const again = await comment(member.token, post.id, { id, content: 'offline' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.comment).toEqual(first.body.data.comment);
    expect((await list(member.token, post.id)).body.data.comments).toHaveLength(1);
    expect((await comment(other.token, post.id, { id, content: 'taken' })).status).toBe(409);
  });

  it('needs a token', async () => {
    const id = newId();
    expect((await app.request.get(`/api/posts/${id}/comments`)).status).toBe(401);
    expect((await app.request.post(`/api/posts/${id}/comments`).send({ content: 'x' })).status).toBe(401);
    expect(
      (await app.request.post(`/api/posts/${id}/comments/${id}/reply`).send({ content: 'x' })).status,
    ).toBe(401);
    expect((await app.request.post(`/api/posts/comments/${id}/like`)).status).toBe(401);
  });
});

describe('POST /api/posts/comments/:id/like', () => {
  it('toggles and sets the like and shows it in the list', async () => {
    const [author, fan] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, author.token);
    const { id } = (await comment(author.token, post.id, { content: 'like me' })).body.data.comment;
    const likeIt = (token: string, body: object = {}) =>
      app.request.post(`/api/posts/comments/${id}/like`).set(bearer(token)).send(body);
    expect((await likeIt(fan.token)).body).toEqual({ success: true, data: { isLiked: true, likesCount: 1 } });
    expect((await likeIt(author.token, { liked: true })).body.data).toEqual({ isLiked: true, likesCount: 2 });
    expect((await likeIt(author.token, { liked: true })).body.data).toEqual({ isLiked: true, likesCount: 2 });
    const [seen] = (await list(fan.token, post.id)).body.data.comments as CommentDto[];
    expect(seen).toMatchObject({ isLiked: true, likesCount: 2 });
    expect((await likeIt(fan.token)).body.data).toEqual({ isLiked: false, likesCount: 1 });
    const bad = await likeIt(fan.token, { liked: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'liked', msg: 'liked must be true or false' }]);
  });

  it('answers 404 for an unknown comment and for a comment on a post the member may not see', async () => {
    const [author, stranger] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const hidden = await createPost(app, author.token, { privacy: 'private' });
    const { id } = (await comment(author.token, hidden.id, { content: 'secret' })).body.data.comment;
    const res = await app.request.post(`/api/posts/comments/${id}/like`).set(bearer(stranger.token));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('post_not_found');
    const unknown = await app.request.post(`/api/posts/comments/${newId()}/like`).set(bearer(stranger.token));
    expect(unknown.body.code).toBe('comment_not_found');
  });
});
