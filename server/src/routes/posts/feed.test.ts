import type { PostDto } from '@flock/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createPost, follow, ids } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const feed = (token: string, query = '') => app.request.get(`/api/posts${query}`).set(bearer(token));
const repost = (token: string, postId: string, body: object = {}) =>
  app.request.post(`/api/posts/${postId}/retweet`).set(bearer(token)).send(body);

/** Each call moves the clock one second further, so every action has its own time. */
function clock() {
  let now = Date.now() + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  return () => {
    now += 1000;
    vi.setSystemTime(now);
  };
}

describe('GET /api/posts (home feed)', () => {
  it('shows own posts and the posts and reposts of followed members, each once, by newest activity', async () => {
    const [viewer, alice, bob, carol] = await Promise.all([
      registerAndVerify(app, { firstName: 'Viewer' }),
      registerAndVerify(app, { firstName: 'Alice' }),
      registerAndVerify(app, { firstName: 'Bob' }),
      registerAndVerify(app, { firstName: 'Carol' }),
    ]);
    await follow(app, viewer.token, alice.user.id);
    await follow(app, viewer.token, bob.user.id);
    const tick = clock();
    tick();
    const aliceFirst = await createPost(app, alice.token, { content: 'alice first' });
    tick();
    const carolPost = await createPost(app, carol.token, { content: 'carol, unfollowed' });
    tick();
    const bobPost = await createPost(app, bob.token, { content: 'bob post' });
    tick();
    const own = await createPost(app, viewer.token, { content: 'my own', privacy: 'private' });
    tick();
    await createPost(app, alice.token, { content: 'alice private', privacy: 'private' });
    tick();
    await createPost(app, alice.token, { content: 'alice to friends', privacy: 'friends' });
    tick();
    await repost(bob.token, carolPost.id).expect(200);
    tick();
    await repost(alice.token, bobPost.id).expect(200);
    tick();
    await repost(bob.token, aliceFirst.id).expect(200);
    tick();
    await repost(alice.token, aliceFirst.id).expect(200);
    vi.useRealTimers();

    const res = await feed(viewer.token);
    expect(res.status).toBe(200);
    const posts = res.body.data.posts as PostDto[];
    expect(posts.map((p) => p.content)).toEqual(['alice first', 'bob post', 'carol, unfollowed', 'my own']);
    expect(posts[0]!.retweetedBy).toMatchObject({ id: alice.user.id, firstName: 'Alice' });
    expect(posts[0]!.retweetsCount).toBe(2);
    expect(posts[1]!.retweetedBy).toMatchObject({ id: alice.user.id, _id: alice.user.id });
    expect(posts[2]!.retweetedBy).toMatchObject({ id: bob.user.id, firstName: 'Bob', lastName: 'Lovelace' });
    expect(posts[3]!.retweetedBy).toBeNull();
    expect(posts[3]!.id).toBe(own.id);
    expect(res.body.data).toMatchObject({ hasMore: false, nextCursor: null });

    await repost(bob.token, carolPost.id, { retweeted: false }).expect(200);
    const after = await feed(viewer.token);
    expect(ids(after.body.data.posts)).not.toContain(carolPost.id);
  });

  it('shows everyone’s public posts and the own ones to a member who follows nobody', async () => {
    const [loner, writer] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const visible = await createPost(app, writer.token, { content: 'public for all' });
    const hidden = await createPost(app, writer.token, { content: 'friends only', privacy: 'friends' });
    const secret = await createPost(app, writer.token, { content: 'private', privacy: 'private' });
    const mine = await createPost(app, loner.token, { content: 'my private', privacy: 'private' });
    const posts = (await feed(loner.token, '?limit=50')).body.data.posts as PostDto[];
    expect(ids(posts)).toEqual(expect.arrayContaining([visible.id, mine.id]));
    expect(ids(posts)).not.toContain(hidden.id);
    expect(ids(posts)).not.toContain(secret.id);
    expect(posts.every((p) => p.privacy === 'public' || p.author.id === loner.user.id)).toBe(true);
    const times = posts.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages by page/limit and by the before cursor, without repeating a reposted post', async () => {
    const [viewer, author, sharer] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    await follow(app, viewer.token, author.user.id);
    await follow(app, viewer.token, sharer.user.id);
    const tick = clock();
    const made: PostDto[] = [];
    for (let i = 1; i <= 5; i++) {
      tick();
      made.push(await createPost(app, author.token, { content: `post ${i}` }));
    }
    tick();
    await repost(sharer.token, made[0]!.id).expect(200);
    vi.useRealTimers();
    const expected = ['post 1', 'post 5', 'post 4', 'post 3', 'post 2'];

    const contents = (res: { body: { data: { posts: PostDto[] } } }) =>
      res.body.data.posts.map((p) => p.content);
    const first = await feed(viewer.token, '?page=1&limit=2');
    expect(contents(first)).toEqual(expected.slice(0, 2));
    expect(first.body.data.hasMore).toBe(true);
    const second = first.body.data.posts[1] as PostDto & { activityAt: string };
    expect(first.body.data.nextCursor).toBe(`${second.activityAt},${second.id}`);
    expect(contents(await feed(viewer.token, '?page=2&limit=2'))).toEqual(expected.slice(2, 4));
    const last = await feed(viewer.token, '?page=3&limit=2');
    expect(contents(last)).toEqual(expected.slice(4));
    expect(last.body.data).toMatchObject({ hasMore: false, nextCursor: null });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await feed(
        viewer.token,
        `?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...contents(res));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('pages through posts that share one millisecond (a thread) by the cursor, each once', async () => {
    const [viewer, author] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await follow(app, viewer.token, author.user.id);
    const parts = ['1/ a', '2/ b', '3/ c', '4/ d', '5/ e'].map((part) => `${part} cursortie`);
    const res = await app.request
      .post('/api/threads')
      .set(bearer(author.token))
      .send({ posts: parts, privacy: 'public' });
    expect(res.status).toBe(201);
    const made = res.body.data.posts as PostDto[];
    expect(new Set(made.map((p) => p.createdAt)).size).toBe(1);

    const walk = async (path: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await app.request
          .get(`${path}limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`)
          .set(bearer(viewer.token));
        expect(page.status).toBe(200);
        seen.push(...(page.body.data.posts as PostDto[]).map((p) => p.id));
        cursor = page.body.data.nextCursor as string | null;
      } while (cursor);
      return seen;
    };
    const newestFirst = made
      .map((p) => p.id)
      .sort()
      .reverse();
    expect(await walk('/api/posts?')).toEqual(newestFirst);
    expect(await walk(`/api/posts/user/${author.user.id}?`)).toEqual(newestFirst);
    expect(await walk('/api/posts/search?q=cursortie&')).toEqual(newestFirst);
  });

  it('refuses a cursor that is neither a nextCursor nor a time', async () => {
    const viewer = await registerAndVerify(app);
    for (const before of ['yesterday', '2026-11-21T10:00:00Z,not-an-id']) {
      const res = await feed(viewer.token, `?before=${encodeURIComponent(before)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'before', msg: 'before must be a nextCursor or an ISO date-time' },
      ]);
    }
  });

  it('carries the viewer’s like, repost and bookmark flags and the counters', async () => {
    const [viewer, author] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await follow(app, viewer.token, author.user.id);
    const post = await createPost(app, author.token, { content: 'flag me' });
    await app.request.put(`/api/posts/${post.id}/like`).set(bearer(viewer.token)).expect(200);
    await repost(viewer.token, post.id).expect(200);
    const bookmark = await app.request
      .post('/api/bookmarks')
      .set(bearer(viewer.token))
      .send({ postId: post.id });
    await app.request
      .post(`/api/posts/${post.id}/comments`)
      .set(bearer(author.token))
      .send({ content: 'first' });
    const [seen] = (await feed(viewer.token, '?limit=1')).body.data.posts as PostDto[];
    expect(seen).toMatchObject({
      id: post.id,
      isLiked: true,
      isRetweeted: true,
      isBookmarked: true,
      bookmarkId: bookmark.body.data.bookmark.id,
      likesCount: 1,
      retweetsCount: 1,
      commentsCount: 1,
    });
    const [authorView] = (await feed(author.token, '?limit=1')).body.data.posts as PostDto[];
    expect(authorView).toMatchObject({
      isLiked: false,
      isRetweeted: false,
      isBookmarked: false,
      bookmarkId: null,
    });
  });

  it('loads a page with the same number of queries for 5 posts as for 20', async () => {
    const [viewer, author, other] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    await follow(app, viewer.token, author.user.id);
    await follow(app, viewer.token, other.user.id);
    const quoted = await createPost(app, other.token, { content: 'quoted' });
    for (let i = 0; i < 25; i++) {
      const fields =
        i % 3 === 0
          ? { content: `poll ${i}`, poll: { options: ['a', 'b'] } }
          : i % 3 === 1
            ? { quotedPostId: quoted.id, content: `quote ${i}` }
            : { content: `plain ${i}` };
      const created = await createPost(app, author.token, fields);
      if (i % 4 === 0) await app.request.put(`/api/posts/${created.id}/like`).set(bearer(viewer.token));
      if (i % 5 === 0) await repost(other.token, created.id);
    }
    const count = async (limit: number) => {
      const queries: string[] = [];
      const { options } = app.ctx.db.sequelize as unknown as { options: { logging: unknown } };
      options.logging = (sql: string) => void queries.push(sql);
      try {
        const res = await feed(viewer.token, `?limit=${limit}`);
        expect(res.body.data.posts).toHaveLength(limit);
      } finally {
        options.logging = false;
      }
      // The session check is kept a few seconds per device, so one request reads it and the next may not.
      return queries.filter((sql) => !sql.includes('FROM sessions s JOIN users u')).length;
    };
    const small = await count(5);
    const large = await count(20);
    expect(small).toBeGreaterThan(2);
    expect(large).toBe(small);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?before=yesterday', 'before'],
  ])('refuses %s', async (query, path) => {
    const member = await registerAndVerify(app);
    const res = await feed(member.token, query);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([path]);
  });

  it('needs a token', async () => {
    expect((await app.request.get('/api/posts')).status).toBe(401);
  });
});
