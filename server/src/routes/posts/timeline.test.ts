import type { PostDto } from '@flock/shared';
import { Op, QueryTypes } from 'sequelize';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { howFeedWasRead } from '../../../test/feedStatements.js';
import { unfollow } from '../../../test/people.js';
import { createPost, follow, ids, type Member } from '../../../test/posts.js';
import { waitUntil } from '../../../test/testDatabase.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { explainSql } from '../../db/mariadbSession.js';
import { followedFeedSql } from '../../queries/homeFeed.js';
import { runPostPage } from '../../queries/postPage.js';
import { TIMELINE_LENGTH } from '../../queries/timelineItems.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AGENDA_PROCESS_EVERY_MS: '200' });
  await app.ctx.jobs.start();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Waits until every timeline change has been applied by its job. */
async function settle(): Promise<void> {
  const { TimelineEvent, AgendaJob } = app.ctx.db.models;
  await waitUntil(
    async () =>
      (await TimelineEvent.count()) === 0 &&
      (await AgendaJob.count({ where: { name: { [Op.like]: 'timeline-%' } } })) === 0,
    'the timeline jobs have run',
  );
}

/** GET /api/posts, telling whether the answer was read from the stored timeline. */
async function feed(member: Member, query = '') {
  const statements: string[] = [];
  const { options } = app.ctx.db.sequelize as unknown as { options: { logging: unknown } };
  options.logging = (sql: string) => void statements.push(sql);
  try {
    const res = await app.request.get(`/api/posts${query}`).set(bearer(member.token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { posts: PostDto[]; hasMore: boolean; nextCursor: string | null };
    // The job runner polls meanwhile; its statements are not the request's. The session check is
    // kept a few seconds per device (services/sessionCache.ts), so it is read or not: not counted.
    const own = statements.filter(
      (sql) => !sql.includes('agenda_jobs') && !sql.includes('FROM sessions s JOIN users u'),
    );
    return {
      ...data,
      statements: own.length,
      ...howFeedWasRead(statements),
      // The quoted posts looked for through the page's rows (the page did not name them).
      quotesFoundFromRows: statements.some((sql) => sql.includes('CROSS JOIN posts p')),
      // The stored timeline's statements as run (values written in), for their plans.
      timelineStatements: statements
        .filter((sql) => howFeedWasRead([sql]).fromTimeline)
        .map((sql) => sql.replace(/^Executing \([^)]*\): /, '')),
    };
  } finally {
    options.logging = false;
  }
}

/** The same page computed from the posts (fan-out on read), to compare the timeline with. */
async function computedFeed(member: Member, limit = 50) {
  const window = { limit, offset: 0, before: null };
  return runPostPage(app.ctx.db, member.user.id, window, followedFeedSql(window), { candidates: limit + 1 });
}

/** How the database plans to read the timeline entries (alias `e`) of `sql`: one line per read. */
async function entryReads(sql: string): Promise<string[]> {
  const { sequelize, dialect } = app.ctx.db;
  if (dialect === 'sqlite') {
    const plan = await sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
      type: QueryTypes.SELECT,
    });
    return plan.map((step) => step.detail).filter((detail) => /^(SEARCH|SCAN) e\b/.test(detail));
  }
  const plan = await sequelize.query<{ table: string; key: string | null; Extra: string | null }>(
    explainSql('EXPLAIN', sql),
    { type: QueryTypes.SELECT },
  );
  return plan.filter((step) => step.table === 'e').map((step) => `${step.key}: ${step.Extra}`);
}

const entriesOf = (member: Member) =>
  app.ctx.db.models.TimelineEntry.findAll({ where: { memberId: member.user.id } });
const repost = (member: Member, postId: string, retweeted = true) =>
  app.request.post(`/api/posts/${postId}/retweet`).set(bearer(member.token)).send({ retweeted }).expect(200);

/** Each call moves the clock one second on, so every action has a time of its own. */
function clock() {
  let now = Date.now() + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  return () => {
    now += 1000;
    vi.setSystemTime(now);
  };
}

describe('home timelines written on fan-out', () => {
  it('builds a timeline on the first follow and fans new posts and reposts into it', async () => {
    const [viewer, alice, bob] = await Promise.all([
      registerAndVerify(app, { firstName: 'Viewer' }),
      registerAndVerify(app, { firstName: 'Alice' }),
      registerAndVerify(app, { firstName: 'Bob' }),
    ]);
    await follow(app, viewer.token, alice.user.id);
    await settle();
    expect(await app.ctx.db.models.TimelineState.findByPk(viewer.user.id)).not.toBeNull();

    const tick = clock();
    tick();
    const bobPost = await createPost(app, bob.token, { content: 'bob, not followed' });
    tick();
    const alicePost = await createPost(app, alice.token, { content: 'alice writes' });
    tick();
    const own = await createPost(app, viewer.token, { content: 'mine', privacy: 'private' });
    tick();
    await repost(alice, bobPost.id);
    vi.useRealTimers();
    await settle();

    expect((await entriesOf(viewer)).map((e) => [e.postId, e.reposterId]).sort()).toEqual(
      [
        [bobPost.id, alice.user.id],
        [alicePost.id, null],
        [own.id, null],
      ].sort(),
    );
    const page = await feed(viewer);
    expect(page).toMatchObject({ fromTimeline: true, computed: false, hasMore: false });
    expect(page.posts.map((p) => p.content)).toEqual(['bob, not followed', 'mine', 'alice writes']);
    expect(page.posts[0]!.retweetedBy).toMatchObject({ id: alice.user.id });
    expect(page.posts).toEqual((await computedFeed(viewer)).posts);
    // The timeline page with the feed's source, its reposters and its posts read whole with their
    // media: nothing more, however long the page (no poll or quoted post here to read).
    expect(page.statements).toBe(1);

    // Taken back: gone at once, whether its job has run or still waits, and after it.
    await repost(alice, bobPost.id, false);
    expect(ids((await feed(viewer)).posts)).toEqual([own.id, alicePost.id]);
    await settle();
    expect(ids((await feed(viewer)).posts)).toEqual([own.id, alicePost.id]);
  });

  it('reads a timeline page’s entries from the member’s index alone', async () => {
    const [viewer, alice] = await Promise.all([
      registerAndVerify(app, { firstName: 'Viewer' }),
      registerAndVerify(app, { firstName: 'Alice' }),
    ]);
    await follow(app, viewer.token, alice.user.id);
    await createPost(app, alice.token, { content: 'read from the index' });
    await settle();
    const [statement] = (await feed(viewer)).timelineStatements;
    expect(statement).toBeDefined();
    // The entry's place, reposter and hashtag all come from the index: no look-up in the table.
    expect(await entryReads(statement!)).toEqual([
      app.ctx.db.dialect === 'sqlite'
        ? expect.stringMatching(/^SEARCH e USING COVERING INDEX timeline_entries_member_activity /)
        : expect.stringMatching(/^timeline_entries_member_activity: .*Using index/),
    ]);
  });

  it('adds a new followee’s earlier posts once the follow’s job ran, and an unfollow takes them out', async () => {
    const [viewer, alice, bob, carol] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    await follow(app, viewer.token, alice.user.id);
    const tick = clock();
    tick();
    const bobFirst = await createPost(app, bob.token, { content: 'bob 1' });
    tick();
    const alicePost = await createPost(app, alice.token, { content: 'alice 1' });
    tick();
    const bobSecond = await createPost(app, bob.token, { content: 'bob 2' });
    tick();
    const carolPost = await createPost(app, carol.token, { content: 'carol, shared by bob' });
    tick();
    await repost(bob, carolPost.id);
    tick();
    await repost(alice, bobFirst.id);
    vi.useRealTimers();
    await settle();
    expect(ids((await feed(viewer)).posts)).toEqual([bobFirst.id, alicePost.id]);

    await follow(app, viewer.token, bob.user.id);
    await settle();
    const followed = await feed(viewer);
    expect(followed.fromTimeline).toBe(true);
    expect(ids(followed.posts)).toEqual([bobFirst.id, carolPost.id, bobSecond.id, alicePost.id]);
    expect(followed.posts.find((p) => p.id === carolPost.id)!.retweetedBy?.id).toBe(bob.user.id);

    await unfollow(app, viewer.token, bob.user.id);
    await settle();
    const unfollowed = await feed(viewer);
    expect(unfollowed.fromTimeline).toBe(true);
    // Bob's first post stays: Alice reposted it.
    expect(ids(unfollowed.posts)).toEqual([bobFirst.id, alicePost.id]);
    expect(unfollowed.posts[0]!.retweetedBy?.id).toBe(alice.user.id);
    expect((await entriesOf(viewer)).map((e) => e.postId).sort()).toEqual([bobFirst.id, alicePost.id].sort());
  });

  it('drops a deleted post from the feed at once and from every timeline through its job', async () => {
    const [viewer, author] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await follow(app, viewer.token, author.user.id);
    const kept = await createPost(app, author.token, { content: 'kept' });
    const gone = await createPost(app, author.token, { content: 'deleted later' });
    await settle();
    expect((await entriesOf(viewer)).map((e) => e.postId)).toContain(gone.id);

    await app.request.delete(`/api/posts/${gone.id}`).set(bearer(author.token)).expect(200);
    expect(ids((await feed(viewer)).posts)).toEqual([kept.id]);
    await settle();
    expect(await app.ctx.db.models.TimelineEntry.count({ where: { postId: gone.id } })).toBe(0);
    const after = await feed(viewer);
    expect(after.fromTimeline).toBe(true);
    expect(ids(after.posts)).toEqual([kept.id]);
  });

  it('drops a repost from the feed at once when the reposter’s account is deleted', async () => {
    const [viewer, reposter, author, other] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    // Another followee, so the viewer still follows someone once the reposter is gone.
    await follow(app, viewer.token, other.user.id);
    await follow(app, viewer.token, reposter.user.id);
    const own = await createPost(app, viewer.token, { content: 'my own' });
    const shared = await createPost(app, author.token, { content: 'shared by a followee' });
    await repost(reposter, shared.id);
    await settle();
    expect(ids((await feed(viewer)).posts)).toEqual([shared.id, own.id]);

    // The account goes with its reposts, and records no timeline event: the entry stays until a
    // job touches it, and the page leaves it out by its missing reposter.
    await app.request
      .delete('/api/auth/account')
      .set(bearer(reposter.token))
      .send({ password: reposter.password })
      .expect(200);
    expect(await app.ctx.db.models.TimelineEvent.count()).toBe(0);
    expect((await entriesOf(viewer)).map((e) => e.postId)).toContain(shared.id);
    const page = await feed(viewer);
    expect(page.fromTimeline).toBe(true);
    expect(ids(page.posts)).toEqual([own.id]);
  });

  it('checks visibility as the timeline is read', async () => {
    const [viewer, author] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await follow(app, viewer.token, author.user.id);
    await follow(app, author.token, viewer.user.id);
    const open = await createPost(app, author.token, { content: 'public' });
    const friendsOnly = await createPost(app, author.token, { content: 'for friends', privacy: 'friends' });
    const later = await createPost(app, author.token, { content: 'made private after fan-out' });
    await settle();
    expect(ids((await feed(viewer)).posts)).toEqual([later.id, friendsOnly.id, open.id]);

    // There is no edit API yet: a privacy change as an edit would make it.
    await app.ctx.db.models.Post.update({ privacy: 'private' }, { where: { id: later.id } });
    let page = await feed(viewer);
    expect(page.fromTimeline).toBe(true);
    expect(ids(page.posts)).toEqual([friendsOnly.id, open.id]);
    expect((await entriesOf(viewer)).map((e) => e.postId)).toContain(later.id);

    // The author stops following back: the viewer is no friend any more.
    await unfollow(app, author.token, viewer.user.id);
    await settle();
    page = await feed(viewer);
    expect(page.fromTimeline).toBe(true);
    expect(ids(page.posts)).toEqual([open.id]);
  });

  it('shows the quoted posts the viewer may see in a timeline page, read by id, and no others', async () => {
    const [viewer, quoter, stranger] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    await follow(app, viewer.token, quoter.user.id);
    const open = await createPost(app, stranger.token, { content: 'open to all' });
    const friendsOnly = await createPost(app, stranger.token, { content: 'friends of the stranger only' });
    const quotesOpen = await createPost(app, quoter.token, { quotedPostId: open.id, content: 'see this' });
    const quotesHidden = await createPost(app, quoter.token, {
      quotedPostId: friendsOnly.id,
      content: 'and this',
    });
    await app.ctx.db.models.Post.update({ privacy: 'friends' }, { where: { id: friendsOnly.id } });
    await settle();

    const page = await feed(viewer);
    expect(page.fromTimeline).toBe(true);
    const byId = new Map(page.posts.map((post) => [post.id, post]));
    expect(byId.get(quotesOpen.id)?.quotedPost).toMatchObject({ id: open.id, content: 'open to all' });
    expect(byId.get(quotesHidden.id)?.quotedPost ?? null).toBeNull();
    expect(page.posts).toEqual((await computedFeed(viewer)).posts);
    // The page named the quoted posts, so they were read by id, not looked for through the page's rows,
    // and the page's own posts came whole with the page: page and source, then the quoted posts.
    expect(page.quotesFoundFromRows).toBe(false);
    expect(page.statements).toBe(2);
  });

  it('pages the timeline by the before cursor and by page, each post once', async () => {
    const [viewer, author, sharer] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    await follow(app, viewer.token, author.user.id);
    await follow(app, viewer.token, sharer.user.id);
    const thread = await app.request
      .post('/api/threads')
      .set(bearer(author.token))
      .send({ posts: ['1/ a', '2/ b', '3/ c'], privacy: 'public' });
    expect(thread.status).toBe(201);
    const made: PostDto[] = [];
    for (let i = 1; i <= 4; i++) made.push(await createPost(app, author.token, { content: `post ${i}` }));
    await repost(sharer, made[0]!.id);
    await settle();

    const expected = ids((await computedFeed(viewer)).posts);
    expect(expected).toHaveLength(7);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await feed(viewer, `?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.fromTimeline).toBe(true);
      seen.push(...ids(page.posts));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(seen[0]).toBe(made[0]!.id);

    const byPage: string[] = [];
    for (let page = 1; page <= 4; page++)
      byPage.push(...ids((await feed(viewer, `?limit=2&page=${page}`)).posts));
    expect(byPage).toEqual(expected);
  });

  it('reads from the posts while the timeline is missing, and builds it again', async () => {
    const [viewer, author] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await follow(app, viewer.token, author.user.id);
    const posts = [
      await createPost(app, author.token, { content: 'one' }),
      await createPost(app, author.token, { content: 'two' }),
    ];
    await settle();
    const { TimelineEntry, TimelineState, TimelineEvent } = app.ctx.db.models;
    await TimelineEntry.destroy({ where: { memberId: viewer.user.id } });
    await TimelineState.destroy({ where: { memberId: viewer.user.id } });

    const missing = await feed(viewer);
    expect(missing).toMatchObject({ fromTimeline: false, computed: true });
    expect(ids(missing.posts)).toEqual(ids(posts).reverse());
    // One rebuild recorded, not one per request; the job may already have applied it (and deleted
    // the event) by now, which the timeline built below shows.
    expect(
      await TimelineEvent.count({ where: { actorId: viewer.user.id, kind: 'rebuild' } }),
    ).toBeLessThanOrEqual(1);

    await settle();
    expect((await entriesOf(viewer)).map((e) => e.postId).sort()).toEqual(ids(posts).sort());
    const rebuilt = await feed(viewer);
    expect(rebuilt).toMatchObject({ fromTimeline: true, computed: false });
    expect(ids(rebuilt.posts)).toEqual(ids(posts).reverse());
  });

  it(`keeps ${TIMELINE_LENGTH} items and reads what lies below the floor from the posts`, async () => {
    const [viewer, author, other] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    // Written straight into the table: a long history made through the API would take minutes.
    const start = Date.now() - 3600_000;
    const { Post } = app.ctx.db.models;
    await Post.bulkCreate(
      Array.from({ length: TIMELINE_LENGTH + 30 }, (_, i) => {
        const at = new Date(start + i * 1000);
        const author_ = i % 3 === 0 ? other : author;
        return {
          authorId: author_.user.id,
          content: `history ${i}`,
          privacy: i % 7 === 0 ? ('private' as const) : ('public' as const),
          tags: [],
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    await follow(app, viewer.token, author.user.id);
    await follow(app, viewer.token, other.user.id);
    await settle();

    const state = await app.ctx.db.models.TimelineState.findByPk(viewer.user.id);
    expect(state?.floorAt).not.toBeNull();
    expect(await app.ctx.db.models.TimelineEntry.count({ where: { memberId: viewer.user.id } })).toBe(
      TIMELINE_LENGTH,
    );

    const expected = ids((await computedFeed(viewer, TIMELINE_LENGTH + 30)).posts);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await feed(viewer, `?limit=50${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...ids(page.posts));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect(ids((await feed(viewer, '?limit=50&page=2')).posts)).toEqual(expected.slice(50, 100));
    expect(ids((await feed(viewer, '?limit=50&page=7')).posts)).toEqual(expected.slice(300, 350));
  });
});
