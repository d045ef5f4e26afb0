import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry, SendOutcome } from '@flock/shared';
import { createPost, togglePostLike } from '../data/posts';
import type { MemberDb } from '../db/memberDb';
import { fail, ok, scriptFetch, TEST_USER } from '../pages/dashboard/testKit';
import type { RealtimeSocket } from '../realtime/realtimeClient';
import { feedServerEvents } from '../realtime/serverEvents';
import { subscribeDraining, isDraining } from './drainState';
import { createSyncEngine, type SyncEngine } from './engine';
import { makeDraft, serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';

let db: MemberDb;
let engine: SyncEngine | null = null;
signedInEachTest((opened) => (db = opened));
afterEach(async () => {
  await engine?.settled();
  engine?.stop();
  engine = null;
});

const emptyPage = ok({ posts: [], hasMore: false, nextCursor: null });
const start = (send?: (entry: OutboxEntry) => Promise<SendOutcome>) => {
  engine = createSyncEngine(TEST_USER.id, 'test-token', send);
  return engine;
};

describe('the page drains the outbox', () => {
  it('on start, applying the server answer and refreshing the feed after sending', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const calls = scriptFetch({
      'PUT /posts/p1/like': ok({ isLiked: true, likesCount: 10 }),
      'GET /posts': emptyPage,
    });
    start();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /posts?limit=10'));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/posts/p1/like', body: { liked: true } });
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true, likesCount: 10 });
  });

  it('sends the Idempotency-Key and token with every write', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const [entry] = await outboxOf(db);
    const fetchSpy = vi.fn(
      async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    start();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({
      'Idempotency-Key': entry!.idempotencyKey,
      Authorization: 'Bearer test-token',
    });
  });

  it('waits while offline and drains when the browser is back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const calls = scriptFetch({
      'PUT /posts/p1/like': ok({ isLiked: true, likesCount: 4 }),
      'GET /posts': emptyPage,
    });
    await start().drain(true);
    expect(calls).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(calls[0]?.path).toBe('/posts/p1/like');
  });

  it('keeps an entry after a network failure, with the optimistic change in place', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    scriptFetch({ 'PUT /posts/p1/like': 'network' });
    await start().drain(true);
    await waitFor(async () =>
      expect((await outboxOf(db))[0]).toMatchObject({ state: 'pending', attempts: 1 }),
    );
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true, likesCount: 4 });
  });

  it('rolls back a refused write and shows it as failed with the reason', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    scriptFetch({ 'PUT /posts/p1/like': fail(403, 'You are not allowed to do this', 'forbidden') });
    start();
    await waitFor(async () =>
      expect((await outboxOf(db))[0]).toMatchObject({
        state: 'failed',
        rolledBack: true,
        error: { status: 403, message: 'You are not allowed to do this', code: 'forbidden' },
      }),
    );
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false, likesCount: 3 });
  });

  it('stops at 401 and keeps the write for after the next sign-in', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    scriptFetch({
      'PUT /posts/p1/like': fail(401, 'Session expired. Please login again.', 'session_expired'),
    });
    await start().drain(true);
    await waitFor(async () =>
      expect((await outboxOf(db))[0]).toMatchObject({ state: 'pending', attempts: 0 }),
    );
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true });
  });

  it('replaces a post made offline by the one the server created, and lets its files go', async () => {
    const id = await createPost(
      makeDraft({ content: 'From the train', files: [new File(['img'], 'view.png', { type: 'image/png' })] }),
    );
    const sent: OutboxEntry[] = [];
    const created = serverPost(id, {
      content: 'From the train',
      author: { ...serverPost(id).author, id: TEST_USER.id, username: 'ada' },
      mediaUrls: [
        { id: 'm1', type: 'image', url: '/media/view.webp', thumbnailUrl: null, width: 10, height: 10 },
      ],
    });
    scriptFetch({ 'GET /posts': ok({ posts: [created], hasMore: false, nextCursor: null }) });
    start(async (entry) => {
      sent.push(entry);
      return { status: 201, data: { post: created } };
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(sent[0]?.multipart?.fields).toMatchObject({ id, content: 'From the train' });
    await waitFor(async () => expect(await db.mediaBlobs.count()).toBe(0));
    const stored = await db.posts.get(id);
    expect(stored?.origin).toBeUndefined();
    expect(stored?.mediaUrls[0]?.url).toBe('/media/view.webp');
    expect(await db.feedEntries.get(['home', id])).toBeDefined();
  });
});

describe('the drain triggers', () => {
  const liked = { status: 200, data: { isLiked: true, likesCount: 4 } };

  it('sends waiting entries too when the live connection opens', async () => {
    await putPosts(db, serverPost('p1'));
    scriptFetch({ 'GET /posts': emptyPage });
    const sent: string[] = [];
    let reachable = false;
    const engine = start(async (entry) => {
      sent.push(entry.path);
      if (!reachable) throw new TypeError('Failed to fetch');
      return liked;
    });
    await engine.settled();
    await togglePostLike('p1');
    await waitFor(async () => expect((await outboxOf(db))[0]?.attempts).toBe(1));
    await engine.settled();
    // Waiting out a long backoff: only a drain that ignores it sends the entry now.
    const [entry] = await outboxOf(db);
    await db.outbox.update(entry!.id, { nextAttemptAt: Date.now() + 3_600_000 });
    reachable = true;
    await engine.drain(false);
    expect(sent).toHaveLength(1);

    const handlers = new Map<string, (payload?: unknown) => void>();
    const socket = {
      on: (event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler),
      off: (event: string) => handlers.delete(event),
    };
    const stopFeeding = feedServerEvents(socket as unknown as RealtimeSocket);
    handlers.get('connect')?.();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(sent).toEqual(['/posts/p1/like', '/posts/p1/like']);
    stopFeeding();
  });

  it('runs one drain at a time, and whatever asks meanwhile makes exactly one more', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    scriptFetch({ 'GET /posts': emptyPage });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    let runs = 0;
    const stopCounting = subscribeDraining(() => {
      if (isDraining()) runs += 1;
    });
    const engine = start(async (entry) => {
      sent.push(entry.path);
      await gate;
      return liked;
    });
    await waitFor(() => expect(sent).toHaveLength(1));

    const answeredAfter: number[] = [];
    const asked = [engine.drain(true), engine.drain(false)].map((p) =>
      p.then(() => answeredAfter.push(runs)),
    );
    window.dispatchEvent(new Event('online'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(runs).toBe(1);

    release();
    await Promise.all(asked);
    await engine.settled();
    expect(runs).toBe(2);
    expect(answeredAfter).toEqual([2, 2]);
    expect(sent).toEqual(['/posts/p1/like']);
    stopCounting();
  });
});

describe('another drainer holding the outbox lock', () => {
  /** Web Locks where the member's outbox lock is held elsewhere (the worker, another tab) while `held`. */
  const locks = { held: true, request: vi.fn() };
  locks.request.mockImplementation(
    async (_name: string, _options: unknown, callback: (lock: unknown) => Promise<unknown>) =>
      callback(locks.held ? null : {}),
  );
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('sends at once after it, when the drain it turned away was asked to send at once', async () => {
    locks.held = true;
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const [entry] = await outboxOf(db);
    // The other drainer's failed attempt put the entry back to wait out a long backoff.
    await db.outbox.update(entry!.id, { attempts: 3, nextAttemptAt: Date.now() + 3_600_000 });
    scriptFetch({ 'GET /posts': emptyPage });
    const sent: string[] = [];
    const engine = start(async (entry) => {
      sent.push(entry.path);
      return { status: 200, data: { isLiked: true, likesCount: 4 } };
    });
    await engine.settled();
    await engine.drain(true);
    expect(sent).toEqual([]);

    locks.held = false;
    await engine.drain(false);
    expect(sent).toEqual(['/posts/p1/like']);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('catching up on start', () => {
  it('rolls back what the worker marked failed', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const [entry] = await outboxOf(db);
    await db.outbox.update(entry!.id, { state: 'failed', error: { status: 403, message: 'Nope' } });
    scriptFetch({});
    start();
    await waitFor(async () => expect((await db.outbox.get(entry!.id))?.rolledBack).toBe(true));
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false, likesCount: 3 });
  });

  it('takes the server copy of a post the worker sent', async () => {
    const id = await createPost(makeDraft({ content: 'Sent while closed' }));
    await db.outbox.clear();
    scriptFetch({
      [`GET /posts/${id}`]: ok({ post: serverPost(id, { content: 'Sent while closed', likesCount: 2 }) }),
    });
    start();
    await waitFor(async () => expect((await db.posts.get(id))?.origin).toBeUndefined());
    expect((await db.posts.get(id))?.likesCount).toBe(2);
  });
});
