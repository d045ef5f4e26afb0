import crypto from 'node:crypto';
import type { PostDto } from '@flock/shared';
import { Op } from 'sequelize';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { howFeedWasRead } from '../../../test/feedStatements.js';
import { createPost, follow, ids, type Member } from '../../../test/posts.js';
import { waitUntil } from '../../../test/testDatabase.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { followedFeedSql } from '../../queries/homeFeed.js';
import { runPostPage } from '../../queries/postPage.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AGENDA_PROCESS_EVERY_MS: '200' });
  await app.ctx.jobs.start();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

async function settle(): Promise<void> {
  const { TimelineEvent, AgendaJob } = app.ctx.db.models;
  await waitUntil(
    async () =>
      (await TimelineEvent.count()) === 0 &&
      (await AgendaJob.count({ where: { name: { [Op.like]: 'timeline-%' } } })) === 0,
    'the timeline jobs have run',
  );
}

async function feed(member: Member) {
  const statements: string[] = [];
  const { options } = app.ctx.db.sequelize as unknown as { options: { logging: unknown } };
  options.logging = (sql: string) => void statements.push(sql);
  try {
    const res = await app.request.get('/api/posts?limit=50').set(bearer(member.token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      posts: res.body.data.posts as PostDto[],
      fromTimeline: howFeedWasRead(statements).fromTimeline,
    };
  } finally {
    options.logging = false;
  }
}

const computedFeed = (member: Member) => {
  const window = { limit: 50, offset: 0, before: null };
  return runPostPage(app.ctx.db, member.user.id, window, followedFeedSql(window), { candidates: 51 });
};
const followTag = (member: Member, tag: string) =>
  app.request.post(`/api/hashtags/${tag}/follow`).set(bearer(member.token)).expect(200);
const unfollowTag = (member: Member, tag: string) =>
  app.request.delete(`/api/hashtags/${tag}/follow`).set(bearer(member.token)).expect(200);
const entriesOf = (member: Member) =>
  app.ctx.db.models.TimelineEntry.findAll({ where: { memberId: member.user.id } });
const markers = (posts: PostDto[]) => posts.map((p) => [p.content, p.followedHashtag ?? null]);

function clock() {
  let now = Date.now() + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  return () => {
    now += 1000;
    vi.setSystemTime(now);
  };
}

describe('followed hashtags in the home timeline', () => {
  it('brings a followed hashtag’s posts into the feed once, marked with the hashtag', async () => {
    const [viewer, alice, bob] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    const tag = `t${crypto.randomBytes(4).toString('hex')}`;
    const Written = `${tag}Talk`;
    await follow(app, viewer.token, alice.user.id);
    await followTag(viewer, Written);
    await settle();

    const tick = clock();
    tick();
    await createPost(app, bob.token, { content: `first #${Written}` });
    tick();
    await createPost(app, alice.token, { content: `alice on #${tag}talk` });
    tick();
    await createPost(app, bob.token, { content: `bob, untagged` });
    tick();
    await createPost(app, bob.token, { content: `twice #${tag}TALK #${tag}talk` });
    vi.useRealTimers();

    // While the fan-out waits, the feed is computed from the posts, with the same answer.
    const pending = await feed(viewer);
    expect(pending.fromTimeline).toBe(false);
    await settle();
    const page = await feed(viewer);
    expect(page.fromTimeline).toBe(true);
    expect(markers(page.posts)).toEqual([
      [`twice #${tag}TALK #${tag}talk`, Written],
      [`alice on #${tag}talk`, null],
      [`first #${Written}`, Written],
    ]);
    expect(page.posts).toEqual((await computedFeed(viewer)).posts);
    expect(markers(pending.posts)).toEqual(markers(page.posts));
    expect((await entriesOf(viewer)).filter((e) => e.hashtag !== null)).toHaveLength(2);

    // Following the author turns the hashtag's mark into a plain followed post.
    await follow(app, viewer.token, bob.user.id);
    await settle();
    expect(markers((await feed(viewer)).posts).every(([, mark]) => mark === null)).toBe(true);
  });

  it('adds the posts a hashtag already has when followed and takes them out when unfollowed', async () => {
    const [viewer, author, friend] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    const tag = `u${crypto.randomBytes(4).toString('hex')}`;
    await follow(app, viewer.token, friend.user.id);
    const friendPost = await createPost(app, friend.token, { content: 'from a friend' });
    const earlier = await createPost(app, author.token, { content: `earlier #${tag}` });
    await createPost(app, author.token, { content: `hidden #${tag}`, privacy: 'private' });
    await settle();
    expect(ids((await feed(viewer)).posts)).toEqual([friendPost.id]);

    await followTag(viewer, tag);
    await settle();
    const followed = await feed(viewer);
    expect(followed.fromTimeline).toBe(true);
    expect(ids(followed.posts)).toEqual([earlier.id, friendPost.id]);
    expect(followed.posts[0]!.followedHashtag).toBe(tag);

    // Gone at once, whether the unfollow's job has run or still waits, and after it.
    await unfollowTag(viewer, tag);
    expect(ids((await feed(viewer)).posts)).toEqual([friendPost.id]);
    await settle();
    const after = await feed(viewer);
    expect(after.fromTimeline).toBe(true);
    expect(ids(after.posts)).toEqual([friendPost.id]);
    expect((await entriesOf(viewer)).map((e) => e.postId)).toEqual([friendPost.id]);
  });

  it('gives a member who follows only hashtags their own posts and the hashtags’, not everyone’s', async () => {
    const [viewer, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const tag = `v${crypto.randomBytes(4).toString('hex')}`;
    const before = await feed(viewer);
    const untagged = await createPost(app, other.token, { content: 'everyone can read this' });
    expect(ids((await feed(viewer)).posts)).toContain(untagged.id);
    expect(before.fromTimeline).toBe(false);

    await followTag(viewer, tag);
    const tagged = await createPost(app, other.token, { content: `about #${tag}` });
    const own = await createPost(app, viewer.token, { content: 'my own' });
    await feed(viewer);
    await settle();
    const page = await feed(viewer);
    expect(ids(page.posts)).toEqual([own.id, tagged.id]);
    expect(page.fromTimeline).toBe(true);

    // Following nothing again, they see everyone's open posts, though their timeline still holds their own.
    await unfollowTag(viewer, tag);
    await settle();
    expect((await entriesOf(viewer)).map((e) => e.postId)).toEqual([own.id]);
    const everyones = await feed(viewer);
    expect(everyones.fromTimeline).toBe(false);
    expect(ids(everyones.posts)).toEqual(expect.arrayContaining([own.id, tagged.id, untagged.id]));
  });
});
