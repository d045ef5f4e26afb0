import crypto from 'node:crypto';
import type { CommentDto, PostDto, PostPrivacy, ProfileVisibility } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { setProfileVisibility, unfollow } from '../../../test/people.js';
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
 * The author's profile visibility on every path that reads or touches a post. With `followers` or
 * `private`, a member who does not follow the author sees none of the author's posts, whatever their
 * privacy; followers keep what the post privacy gives them. The matrix of privacy.test.ts, with the
 * stranger now shut out.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const notFound = { success: false, code: 'post_not_found', message: 'Post not found' };

function maySee(visibility: ProfileVisibility, role: Role, privacy: PostPrivacy): boolean {
  if (visibility !== 'public' && role === 'stranger') return false;
  return MAY_SEE[role][privacy];
}

describe.each(['followers', 'private'] as const)('a %s profile', (visibility) => {
  let circle: Circle;
  let posts: Record<PostPrivacy, PostDto>;
  let comments: Record<PostPrivacy, CommentDto>;
  const label = `closed${crypto.randomBytes(4).toString('hex')}`;
  const token = (role: Role) => circle[role].token;
  const cases = ROLES.flatMap((role) => PRIVACIES.map((privacy) => [role, privacy] as const));

  function expectAllowed(res: { status: number; body: unknown }, role: Role, privacy: PostPrivacy, ok = 200) {
    if (maySee(visibility, role, privacy)) expect(res.status, JSON.stringify(res.body)).toBe(ok);
    else expect([res.status, res.body]).toEqual([404, notFound]);
  }

  beforeAll(async () => {
    circle = await buildCircle(app);
    posts = await postOfEachPrivacy(app, circle.author, label, { poll: { options: ['yes', 'no'] } });
    comments = {} as Record<PostPrivacy, CommentDto>;
    for (const privacy of PRIVACIES) {
      const res = await app.request
        .post(`/api/posts/${posts[privacy].id}/comments`)
        .set(bearer(circle.author.token))
        .send({ content: `note on ${privacy}` });
      comments[privacy] = res.body.data.comment as CommentDto;
    }
    await setProfileVisibility(app, circle.author.token, visibility);
  });

  it.each(ROLES)('the home feed of the %s', async (role) => {
    const res = await app.request.get('/api/posts?limit=50').set(bearer(token(role)));
    const seen = ids(res.body.data.posts);
    for (const privacy of PRIVACIES) {
      expect(seen.includes(posts[privacy].id)).toBe(maySee(visibility, role, privacy));
    }
  });

  it.each(cases)('GET /posts/:id as the %s, %s post', async (role, privacy) => {
    const res = await app.request.get(`/api/posts/${posts[privacy].id}`).set(bearer(token(role)));
    expectAllowed(res, role, privacy);
  });

  it.each(ROLES)('GET /posts/user/:id, GET /posts/search as the %s', async (role) => {
    const expected = PRIVACIES.filter((p) => maySee(visibility, role, p)).map((p) => posts[p].id);
    const byUser = await app.request
      .get(`/api/posts/user/${circle.author.username}`)
      .set(bearer(token(role)));
    expect(ids(byUser.body.data.posts).sort()).toEqual([...expected].sort());
    const search = await app.request.get(`/api/posts/search?q=${label}`).set(bearer(token(role)));
    expect(ids(search.body.data.posts).sort()).toEqual([...expected].sort());
  });

  it.each(cases)('reading and writing comments as the %s, %s post', async (role, privacy) => {
    const list = await app.request.get(`/api/posts/${posts[privacy].id}/comments`).set(bearer(token(role)));
    expectAllowed(list, role, privacy);
    const like = await app.request
      .post(`/api/posts/comments/${comments[privacy].id}/like`)
      .set(bearer(token(role)))
      .send({ liked: true });
    if (maySee(visibility, role, privacy)) expect(like.status).toBe(200);
    else expect([like.status, like.body.code]).toEqual([404, 'post_not_found']);
    const write = await app.request
      .post(`/api/posts/${posts[privacy].id}/comments`)
      .set(bearer(token(role)))
      .send({ content: `comment by ${role}` });
    expectAllowed(write, role, privacy, 201);
  });

  it.each(cases)('like, vote, repost, quote and bookmark as the %s, %s post', async (role, privacy) => {
    const post = posts[privacy];
    const as = bearer(token(role));
    expectAllowed(await app.request.put(`/api/posts/${post.id}/like`).set(as), role, privacy);
    const vote = await app.request
      .post(`/api/polls/${post.poll!.id}/vote`)
      .set(as)
      .send({ optionId: post.poll!.options[0]!.id });
    expectAllowed(vote, role, privacy);
    const repost = await app.request.post(`/api/posts/${post.id}/retweet`).set(as).send({ retweeted: true });
    expectAllowed(repost, role, privacy);
    const quote = await app.request
      .post('/api/posts')
      .set(as)
      .send({ quotedPostId: post.id, content: `quote by ${role}`, isQuoteTweet: true });
    expectAllowed(quote, role, privacy, 201);
    const bookmark = await app.request.post('/api/bookmarks').set(as).send({ postId: post.id });
    expectAllowed(bookmark, role, privacy, 201);
  });

  it("neither a follower's repost nor a quote carries the posts to a member who does not follow the author", async () => {
    const fan = await registerAndVerify(app);
    await follow(app, fan.token, circle.follower.user.id);
    await app.request
      .post(`/api/posts/${posts.public.id}/retweet`)
      .set(bearer(circle.follower.token))
      .send({ retweeted: true })
      .expect(200);
    const quote = await createPost(app, circle.follower.token, {
      quotedPostId: posts.public.id,
      content: 'quoting a closed profile',
    });
    const feed = await app.request.get('/api/posts?limit=50').set(bearer(fan.token));
    const fromAuthor = (feed.body.data.posts as PostDto[]).filter(
      (p) => p.author.id === circle.author.user.id,
    );
    expect(fromAuthor).toEqual([]);
    const asFan = await app.request.get(`/api/posts/${quote.id}`).set(bearer(fan.token));
    expect(asFan.body.data.post).toMatchObject({ quotedPostId: posts.public.id, quotedPost: null });
    const asFollower = await app.request.get(`/api/posts/${quote.id}`).set(bearer(circle.follower.token));
    expect(asFollower.body.data.post.quotedPost.id).toBe(posts.public.id);
  });

  it('opens to a member who follows, closes again on unfollow, and opens to all when public', async () => {
    const newcomer = await registerAndVerify(app);
    const read = () => app.request.get(`/api/posts/${posts.public.id}`).set(bearer(newcomer.token));
    expect((await read()).status).toBe(404);
    await follow(app, newcomer.token, circle.author.user.id);
    expect((await read()).status).toBe(200);
    expect((await app.request.get(`/api/posts/${posts.friends.id}`).set(bearer(newcomer.token))).status).toBe(
      404,
    );
    await unfollow(app, newcomer.token, circle.author.user.id);
    expect((await read()).status).toBe(404);
    await setProfileVisibility(app, circle.author.token, 'public');
    try {
      expect((await read()).status).toBe(200);
    } finally {
      await setProfileVisibility(app, circle.author.token, visibility);
    }
  });
});
