import { SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createPost, follow } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const remove = (token: string, postId: string) =>
  app.request.delete(`/api/posts/${postId}`).set(bearer(token));

describe('DELETE /api/posts/:id', () => {
  it('deletes the post with its likes, comments, reposts, bookmarks, poll, hashtags and mentions', async () => {
    const [author, fan] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, author.token, {
      content: `#gone soon @${fan.username}`,
      poll: { options: ['a', 'b'] },
    });
    const auth = bearer(fan.token);
    await app.request.put(`/api/posts/${post.id}/like`).set(auth).expect(200);
    await app.request.post(`/api/posts/${post.id}/retweet`).set(auth).expect(200);
    await app.request.post('/api/bookmarks').set(auth).send({ postId: post.id }).expect(201);
    await app.request
      .post(`/api/polls/${post.poll!.id}/vote`)
      .set(auth)
      .send({ optionId: post.poll!.options[0]!.id });
    const commented = await app.request
      .post(`/api/posts/${post.id}/comments`)
      .set(auth)
      .send({ content: 'hi' });
    await app.request
      .post(`/api/posts/comments/${commented.body.data.comment.id}/like`)
      .set(auth)
      .expect(200);

    const res = await remove(author.token, post.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: SUCCESS_MESSAGES.postDeleted, data: null });
    const m = app.ctx.db.models;
    const where = { postId: post.id };
    const left = await Promise.all([
      m.Post.count({ where: { id: post.id } }),
      m.PostLike.count({ where }),
      m.Repost.count({ where }),
      m.Bookmark.count({ where }),
      m.Comment.count({ where }),
      m.CommentLike.count({ where: { commentId: commented.body.data.comment.id } }),
      m.Poll.count({ where }),
      m.PollOption.count({ where: { pollId: post.poll!.id } }),
      m.PollVote.count({ where: { pollId: post.poll!.id } }),
      m.PostHashtag.count({ where }),
      m.PostMention.count({ where }),
    ]);
    expect(left).toEqual(left.map(() => 0));
    expect((await app.request.get(`/api/posts/${post.id}`).set(auth)).status).toBe(404);
    expect((await remove(author.token, post.id)).status).toBe(404);
  });

  it('forbids members other than the author (403 when they can see it)', async () => {
    const [author, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, author.token);
    const res = await remove(other.token, post.id);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await app.request.get(`/api/posts/${post.id}`).set(bearer(author.token))).status).toBe(200);
  });

  it('lowers the quoted post’s quote count and leaves quotes of a deleted post pointing nowhere', async () => {
    const [author, quoter] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const original = await createPost(app, author.token, { content: 'original' });
    const quote = await createPost(app, quoter.token, { quotedPostId: original.id, content: 'quoting' });
    const read = async () =>
      (await app.request.get(`/api/posts/${original.id}`).set(bearer(author.token))).body.data.post;
    expect((await read()).quotesCount).toBe(1);
    await remove(quoter.token, quote.id).expect(200);
    expect((await read()).quotesCount).toBe(0);

    const second = await createPost(app, quoter.token, { quotedPostId: original.id, content: 'again' });
    await remove(author.token, original.id).expect(200);
    const orphan = await app.request.get(`/api/posts/${second.id}`).set(bearer(quoter.token));
    expect(orphan.body.data.post).toMatchObject({ isQuoteTweet: true, quotedPostId: null, quotedPost: null });
  });

  it('keeps the later parts of a thread when its first part goes', async () => {
    const author = await registerAndVerify(app);
    const thread = await app.request
      .post('/api/threads')
      .set(bearer(author.token))
      .send({ posts: ['one', 'two', 'three'] });
    const [root, second] = thread.body.data.posts;
    await remove(author.token, root.id).expect(200);
    const rest = await app.request.get(`/api/posts/${second.id}`).set(bearer(author.token));
    expect(rest.body.data.post).toMatchObject({ threadId: root.id, threadPosition: 1 });
  });

  it('takes a removed post out of followers’ feeds', async () => {
    const [author, reader] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await follow(app, reader.token, author.user.id);
    const post = await createPost(app, author.token);
    await remove(author.token, post.id).expect(200);
    const feed = await app.request.get('/api/posts').set(bearer(reader.token));
    expect(feed.body.data.posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
  });

  it('answers 404 for unknown ids and needs a token', async () => {
    const member = await registerAndVerify(app);
    expect((await remove(member.token, newId())).body.code).toBe('post_not_found');
    expect((await remove(member.token, 'nope')).status).toBe(404);
    expect((await app.request.delete(`/api/posts/${newId()}`)).status).toBe(401);
  });
});
