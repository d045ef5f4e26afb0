import crypto from 'node:crypto';
import type { PostDto, PostPrivacy } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import {
  buildCircle,
  createPost,
  follow,
  ids,
  MAY_SEE,
  postOfEachPrivacy,
  PRIVACIES,
  ROLES,
  type Circle,
  type Role,
} from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

/**
 * The privacy matrix: an author, a friend (mutual follow), a follower (one way) and a stranger,
 * against a public, a friends-only and a private post, on every path that reads or touches a post.
 */
let app: TestApp;
let circle: Circle;
let posts: Record<PostPrivacy, PostDto>;
const label = `matrix${crypto.randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  app = await createTestApp();
  circle = await buildCircle(app);
  posts = await postOfEachPrivacy(app, circle.author, label, { poll: { options: ['yes', 'no'] } });
});
afterAll(() => app.close());

const token = (role: Role) => circle[role].token;
const cases = ROLES.flatMap((role) => PRIVACIES.map((privacy) => [role, privacy] as const));
const notFound = { success: false, code: 'post_not_found', message: 'Post not found' };

/** Expects the answer a member who may see the post gets, or the 404 that hides it. */
function expectAllowed(res: { status: number; body: unknown }, role: Role, privacy: PostPrivacy, ok = 200) {
  if (MAY_SEE[role][privacy]) expect(res.status, JSON.stringify(res.body)).toBe(ok);
  else {
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
  }
}

describe('reading', () => {
  it.each(ROLES)('the home feed of the %s holds exactly the posts they may see', async (role) => {
    const res = await app.request.get('/api/posts?limit=50').set(bearer(token(role)));
    const seen = ids(res.body.data.posts);
    for (const privacy of PRIVACIES) expect(seen.includes(posts[privacy].id)).toBe(MAY_SEE[role][privacy]);
  });

  it.each(cases)('GET /posts/:id as the %s, %s post', async (role, privacy) => {
    const res = await app.request.get(`/api/posts/${posts[privacy].id}`).set(bearer(token(role)));
    expectAllowed(res, role, privacy);
    if (res.status === 200) expect(res.body.data.post.id).toBe(posts[privacy].id);
  });

  it.each(ROLES)('GET /posts/user/:id and by username as the %s', async (role) => {
    for (const key of [circle.author.user.id, circle.author.username]) {
      const res = await app.request.get(`/api/posts/user/${key}`).set(bearer(token(role)));
      expect(res.status).toBe(200);
      const expected = PRIVACIES.filter((p) => MAY_SEE[role][p]).map((p) => posts[p].id);
      expect(ids(res.body.data.posts).sort()).toEqual(expected.sort());
    }
  });

  it.each(ROLES)('GET /posts/search as the %s', async (role) => {
    const res = await app.request.get(`/api/posts/search?q=${label}`).set(bearer(token(role)));
    expect(res.status).toBe(200);
    const expected = PRIVACIES.filter((p) => MAY_SEE[role][p]).map((p) => posts[p].id);
    expect(ids(res.body.data.posts).sort()).toEqual(expected.sort());
  });

  it.each(cases)('GET /posts/:id/comments as the %s, %s post', async (role, privacy) => {
    const res = await app.request.get(`/api/posts/${posts[privacy].id}/comments`).set(bearer(token(role)));
    expectAllowed(res, role, privacy);
  });

  it('a repost never carries a post to someone who may not see it', async () => {
    const fan = await registerAndVerify(app);
    await follow(app, fan.token, circle.friend.user.id);
    for (const privacy of ['public', 'friends'] as const) {
      await app.request
        .post(`/api/posts/${posts[privacy].id}/retweet`)
        .set(bearer(circle.friend.token))
        .expect(200);
    }
    const res = await app.request.get('/api/posts?limit=50').set(bearer(fan.token));
    const shared = (res.body.data.posts as PostDto[]).filter((p) => p.author.id === circle.author.user.id);
    expect(ids(shared)).toEqual([posts.public.id]);
    expect(shared[0]!.retweetedBy?.id).toBe(circle.friend.user.id);
  });

  it('a quote shows the quoted post only to those who may see it', async () => {
    const quote = await createPost(app, circle.friend.token, {
      quotedPostId: posts.friends.id,
      content: 'quoting a friends-only post',
    });
    expect(quote.quotedPost?.id).toBe(posts.friends.id);
    const asStranger = await app.request.get(`/api/posts/${quote.id}`).set(bearer(circle.stranger.token));
    expect(asStranger.body.data.post).toMatchObject({ quotedPostId: posts.friends.id, quotedPost: null });
    const asAuthor = await app.request.get(`/api/posts/${quote.id}`).set(bearer(circle.author.token));
    expect(asAuthor.body.data.post.quotedPost.id).toBe(posts.friends.id);
  });
});

describe('acting on a post', () => {
  it.each(cases)('comment as the %s on the %s post', async (role, privacy) => {
    const res = await app.request
      .post(`/api/posts/${posts[privacy].id}/comments`)
      .set(bearer(token(role)))
      .send({ content: `comment by ${role}` });
    expectAllowed(res, role, privacy, 201);
  });

  it.each(cases)('like as the %s the %s post', async (role, privacy) => {
    const res = await app.request.put(`/api/posts/${posts[privacy].id}/like`).set(bearer(token(role)));
    expectAllowed(res, role, privacy);
  });

  it.each(cases)('vote as the %s in the poll of the %s post', async (role, privacy) => {
    const poll = posts[privacy].poll!;
    const res = await app.request
      .post(`/api/polls/${poll.id}/vote`)
      .set(bearer(token(role)))
      .send({ optionId: poll.options[0]!.id });
    expectAllowed(res, role, privacy);
  });

  it.each(cases)('repost as the %s the %s post', async (role, privacy) => {
    const res = await app.request
      .post(`/api/posts/${posts[privacy].id}/retweet`)
      .set(bearer(token(role)))
      .send({ retweeted: true });
    expectAllowed(res, role, privacy);
  });

  it.each(cases)('quote as the %s the %s post', async (role, privacy) => {
    const res = await app.request
      .post('/api/posts')
      .set(bearer(token(role)))
      .send({ quotedPostId: posts[privacy].id, content: `quote by ${role}`, isQuoteTweet: true });
    expectAllowed(res, role, privacy, 201);
  });

  it.each(cases)('bookmark as the %s the %s post', async (role, privacy) => {
    const res = await app.request
      .post('/api/bookmarks')
      .set(bearer(token(role)))
      .send({ postId: posts[privacy].id });
    expectAllowed(res, role, privacy, 201);
  });

  it('counts what happened: only those who may see a post changed it', async () => {
    const seers = (privacy: PostPrivacy) => ROLES.filter((role) => MAY_SEE[role][privacy]).length;
    for (const privacy of PRIVACIES) {
      const res = await app.request.get(`/api/posts/${posts[privacy].id}`).set(bearer(circle.author.token));
      const post = res.body.data.post as PostDto;
      expect(post.likesCount).toBe(seers(privacy));
      expect(post.commentsCount).toBe(seers(privacy));
      expect(post.poll!.totalVotes).toBe(seers(privacy));
      expect(post.quotesCount).toBe(seers(privacy) + (privacy === 'friends' ? 1 : 0));
    }
  });

  it.each(cases)('delete as the %s the %s post', async (role, privacy) => {
    const target = await createPost(app, circle.author.token, { content: `to delete ${privacy}`, privacy });
    const res = await app.request.delete(`/api/posts/${target.id}`).set(bearer(token(role)));
    if (role === 'author') expect(res.status).toBe(200);
    else if (MAY_SEE[role][privacy]) expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
    else expect(res.body).toEqual(notFound);
    const stillThere = await app.ctx.db.models.Post.count({ where: { id: target.id } });
    expect(stillThere).toBe(role === 'author' ? 0 : 1);
  });
});
