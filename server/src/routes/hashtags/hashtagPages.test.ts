import crypto from 'node:crypto';
import { COLLECTION_MESSAGES, TRENDING_WINDOW_MS, type HashtagDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { setProfileVisibility } from '../../../test/people.js';
import { buildCircle, createPost, ids, type Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { refreshTrendingHashtags } from '../../commands/refreshTrendingHashtags.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const stem = () => `h${crypto.randomBytes(4).toString('hex')}`;
async function hashtag(member: Member, tag: string): Promise<HashtagDto> {
  const res = await app.request.get(`/api/hashtags/${encodeURIComponent(tag)}`).set(bearer(member.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.hashtag).toEqual(res.body.data.hashtag);
  return res.body.hashtag as HashtagDto;
}
const posts = (member: Member, tag: string, query = '') =>
  app.request.get(`/api/hashtags/${tag}/posts${query}`).set(bearer(member.token));
const follow = (member: Member, tag: string) =>
  app.request.post(`/api/hashtags/${tag}/follow`).set(bearer(member.token));
const unfollow = (member: Member, tag: string) =>
  app.request.delete(`/api/hashtags/${tag}/follow`).set(bearer(member.token));

describe('/api/hashtags/:tag', () => {
  it('names a hashtag as first written and finds it in text and tags, whatever the case', async () => {
    const member = await registerAndVerify(app);
    const tag = stem();
    const written = `${tag.slice(0, 3).toUpperCase()}${tag.slice(3)}Fest`;
    const first = await createPost(app, member.token, { content: `Off to #${written}!` });
    const second = await createPost(app, member.token, {
      content: 'no tag in the text',
      tags: [`${tag}fest`],
    });
    const third = await createPost(app, member.token, { content: `#${tag}FEST again` });
    const lower = `${tag}fest`;
    for (const asked of [lower, lower.toUpperCase(), `#${written}`]) {
      expect(await hashtag(member, asked)).toEqual({
        name: written,
        postCount: 3,
        followerCount: 0,
        isFollowing: false,
        isTrending: false,
        trendingRank: null,
      });
    }
    expect(ids((await posts(member, lower)).body.posts)).toEqual([third.id, second.id, first.id]);
    const spaced = await createPost(app, member.token, { content: 'tagged', tags: [`${tag} two words`] });
    expect(ids((await posts(member, `${tag}twowords`)).body.posts)).toEqual([spaced.id]);
  });

  it('answers a hashtag nobody used yet with zero counts', async () => {
    const member = await registerAndVerify(app);
    const tag = stem();
    expect(await hashtag(member, tag)).toMatchObject({ name: tag, postCount: 0, followerCount: 0 });
    const res = await posts(member, tag);
    expect(res.body).toMatchObject({ success: true, posts: [], data: { hasMore: false } });
  });

  it('counts and lists only the posts the viewer may see', async () => {
    const { author, friend, follower, stranger } = await buildCircle(app);
    const tag = stem();
    const open = await createPost(app, author.token, { content: `#${tag} open`, privacy: 'public' });
    const close = await createPost(app, author.token, { content: `#${tag} close`, privacy: 'friends' });
    const own = await createPost(app, author.token, { content: `#${tag} own`, privacy: 'private' });
    const seen: Array<[Member, string[]]> = [
      [author, [own.id, close.id, open.id]],
      [friend, [close.id, open.id]],
      [follower, [open.id]],
      [stranger, [open.id]],
    ];
    for (const [viewer, expected] of seen) {
      expect((await hashtag(viewer, tag)).postCount).toBe(expected.length);
      expect(ids((await posts(viewer, tag)).body.posts)).toEqual(expected);
    }
    await setProfileVisibility(app, author.token, 'followers');
    expect((await hashtag(stranger, tag)).postCount).toBe(0);
    expect((await posts(stranger, tag)).body.posts).toEqual([]);
    expect((await hashtag(follower, tag)).postCount).toBe(1);
  });

  it('pages the posts 20 at a time by offset or cursor', async () => {
    const member = await registerAndVerify(app);
    const tag = stem();
    const made = [];
    for (let i = 0; i < 22; i++) made.push(await createPost(app, member.token, { content: `#${tag} ${i}` }));
    const newest = ids(made).reverse();
    const first = await posts(member, tag);
    expect(ids(first.body.posts)).toEqual(newest.slice(0, 20));
    expect(first.body.data.hasMore).toBe(true);
    expect(ids((await posts(member, tag, '?offset=20')).body.posts)).toEqual(newest.slice(20));
    const next = await posts(member, tag, `?before=${encodeURIComponent(first.body.data.nextCursor)}`);
    expect(ids(next.body.posts)).toEqual(newest.slice(20));
    expect(next.body.data.hasMore).toBe(false);
  });

  it('follows and unfollows, each idempotent, with the follower count', async () => {
    const [one, two] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const tag = stem();
    const res = await follow(one, tag.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ name: tag.toUpperCase(), isFollowing: true, followerCount: 1 });
    expect((await follow(one, tag)).body.data.followerCount).toBe(1);
    expect((await follow(two, tag)).body.data).toMatchObject({ isFollowing: true, followerCount: 2 });
    expect(await hashtag(one, tag)).toMatchObject({ isFollowing: true, followerCount: 2 });
    expect((await unfollow(one, tag)).body.data).toMatchObject({ isFollowing: false, followerCount: 1 });
    expect((await unfollow(one, tag)).body.data).toMatchObject({ isFollowing: false, followerCount: 1 });
    expect(await hashtag(one, tag)).toMatchObject({ isFollowing: false, followerCount: 1 });
    expect(await hashtag(two, tag)).toMatchObject({ isFollowing: true });
  });

  it('ranks trending hashtags by public posts of the last 24 hours', async () => {
    const member = await registerAndVerify(app);
    const hidden = await registerAndVerify(app);
    const [hot, warm, secret] = [stem(), stem(), stem()];
    for (let i = 0; i < 3; i++) await createPost(app, member.token, { content: `#${hot} ${i}` });
    await createPost(app, member.token, { content: `#${warm}` });
    for (let i = 0; i < 5; i++) {
      await createPost(app, member.token, { content: `#${secret} ${i}`, privacy: 'private' });
    }
    await setProfileVisibility(app, hidden.token, 'private');
    for (let i = 0; i < 5; i++) await createPost(app, hidden.token, { content: `#${secret} ${i}` });

    await refreshTrendingHashtags(app.ctx.db);
    const rankOf = async (tag: string) => (await hashtag(member, tag)).trendingRank;
    const hotRank = await rankOf(hot);
    const warmRank = await rankOf(warm);
    expect(hotRank).not.toBeNull();
    expect(warmRank).toBeGreaterThan(hotRank!);
    expect(await rankOf(secret)).toBeNull();
    expect(await hashtag(member, hot)).toMatchObject({ isTrending: true, trendingRank: hotRank });

    // A day later nothing of today is trending any more.
    await refreshTrendingHashtags(app.ctx.db, new Date(Date.now() + TRENDING_WINDOW_MS + 60_000));
    expect(await hashtag(member, hot)).toMatchObject({ isTrending: false, trendingRank: null });
  });

  it('answers the hashtag #search on its own path, validates and needs a token', async () => {
    const member = await registerAndVerify(app);
    expect((await hashtag(member, 'search')).name).toBe('search');
    for (const bad of ['two%20words', 'dash-ed', '%23', 'x'.repeat(101)]) {
      const res = await app.request.get(`/api/hashtags/${bad}`).set(bearer(member.token));
      expect(res.status, bad).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'tag', msg: COLLECTION_MESSAGES.hashtag }]);
    }
    expect((await posts(member, 'ok', '?limit=0')).status).toBe(400);
    expect((await app.request.get('/api/hashtags/ok')).status).toBe(401);
    expect((await app.request.get('/api/hashtags/ok/posts')).status).toBe(401);
    expect((await app.request.post('/api/hashtags/ok/follow')).status).toBe(401);
  });
});
