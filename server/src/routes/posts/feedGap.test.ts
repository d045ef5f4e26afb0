import type { FeedPageDto } from '@flock/shared';
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

const feed = (token: string, query: Record<string, string>) =>
  app.request.get('/api/posts').query(query).set(bearer(token));
const cursorOf = (post: { id: string; createdAt: string }) =>
  `${new Date(post.createdAt).toISOString()},${post.id}`;

/** `count` posts by the author, one second apart, oldest first. */
async function postsInOrder(token: string, count: number, label: string) {
  let now = Date.now() + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  const made = [];
  for (let i = 0; i < count; i++) {
    now += 1000;
    vi.setSystemTime(now);
    made.push(await createPost(app, token, { content: `${label} ${i}` }));
  }
  vi.useRealTimers();
  return made;
}

describe('GET /api/posts?since (home feed gaps)', () => {
  it('counts the posts between the newest page and what the device holds, and pages through them with before', async () => {
    const [viewer, author] = await Promise.all([
      registerAndVerify(app, { firstName: 'Viewer' }),
      registerAndVerify(app, { firstName: 'Author' }),
    ]);
    await follow(app, viewer.token, author.user.id);
    const [held] = await postsInOrder(author.token, 1, 'held');
    const fresh = await postsInOrder(author.token, 7, 'fresh');
    const since = cursorOf(held!);

    const first = await feed(viewer.token, { limit: '3', since }).expect(200);
    const page = first.body.data as FeedPageDto;
    expect(page.posts.map((p) => p.content)).toEqual(['fresh 6', 'fresh 5', 'fresh 4']);
    expect(page.gap).toEqual({ missing: 4, capped: false });

    const filling = await feed(viewer.token, { limit: '3', since, before: page.nextCursor! }).expect(200);
    const next = filling.body.data as FeedPageDto;
    expect(next.posts.map((p) => p.content)).toEqual(['fresh 3', 'fresh 2', 'fresh 1']);
    expect(next.gap).toEqual({ missing: 1, capped: false });

    const last = await feed(viewer.token, { limit: '3', since, before: next.nextCursor! }).expect(200);
    const closing = last.body.data as FeedPageDto;
    expect(ids(closing.posts).slice(0, 2)).toEqual([fresh[0]!.id, held!.id]);
    expect(closing.gap).toBeNull();
  });

  it('answers no gap when the page reaches the device’s newest post, and none without since', async () => {
    const [viewer, author] = await Promise.all([
      registerAndVerify(app, { firstName: 'Viewer' }),
      registerAndVerify(app, { firstName: 'Author' }),
    ]);
    await follow(app, viewer.token, author.user.id);
    const [held] = await postsInOrder(author.token, 1, 'held');
    await postsInOrder(author.token, 2, 'fresh');

    const reached = await feed(viewer.token, { limit: '3', since: cursorOf(held!) }).expect(200);
    expect(reached.body.data.gap).toBeNull();
    expect(reached.body.data.posts).toHaveLength(3);
    const plain = await feed(viewer.token, { limit: '1' }).expect(200);
    expect(plain.body.data).not.toHaveProperty('gap');
  });

  it('counts only the posts the viewer may see', async () => {
    const [viewer, author, stranger] = await Promise.all([
      registerAndVerify(app, { firstName: 'Viewer' }),
      registerAndVerify(app, { firstName: 'Author' }),
      registerAndVerify(app, { firstName: 'Stranger' }),
    ]);
    await follow(app, viewer.token, author.user.id);
    const [held] = await postsInOrder(author.token, 1, 'held');
    await postsInOrder(author.token, 3, 'fresh');
    await postsInOrder(stranger.token, 3, 'unfollowed');
    await createPost(app, author.token, { content: 'only me', privacy: 'private' });
    const page = await feed(viewer.token, { limit: '1', since: cursorOf(held!) }).expect(200);
    expect(page.body.data.gap).toEqual({ missing: 2, capped: false });
  });

  it('refuses a since that is no cursor, and answers nothing without a session', async () => {
    const viewer = await registerAndVerify(app, { firstName: 'Viewer' });
    const bad = await feed(viewer.token, { since: 'yesterday' }).expect(400);
    expect(bad.body).toMatchObject({ success: false, errors: [{ path: 'since' }] });
    expect(bad.body.errors[0].msg).toBe('since must be a nextCursor or an ISO date-time');
    const long = await feed(viewer.token, { since: 'x'.repeat(5000) }).expect(400);
    expect(long.body.errors[0].path).toBe('since');
    const anonymous = await app.request.get('/api/posts').query({ since: new Date().toISOString() });
    expect(anonymous.status).toBe(401);
  });
});
