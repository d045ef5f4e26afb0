import { describe, expect, it } from 'vitest';
import { drainOutbox } from './drainOutbox.js';
import { entry, memoryStore } from './drainTestKit.js';
import type { OutboxEntry } from './outboxEntry.js';
import type { SendOutcome } from './sendOutcome.js';

const NOW = 1_000_000;
const now = () => NOW;

/** Lets `turns` rounds of promise callbacks run: the drain's own steps go on meanwhile. */
async function after(turns: number): Promise<void> {
  for (let n = 0; n < turns; n++) await Promise.resolve();
}

/** A server that answers each entry after `delays[id]` turns (20 by default) and logs starts and ends. */
function slowServer(
  delays: Record<string, number> = {},
  answers: Record<string, SendOutcome | 'throw'> = {},
) {
  const log: string[] = [];
  let open = 0;
  let mostAtOnce = 0;
  const send = async (e: OutboxEntry): Promise<SendOutcome> => {
    log.push(`start ${e.id}`);
    open += 1;
    mostAtOnce = Math.max(mostAtOnce, open);
    await after(delays[e.id] ?? 20);
    open -= 1;
    log.push(`end ${e.id}`);
    const answer = answers[e.id];
    if (answer === 'throw') throw new TypeError('Failed to fetch');
    return answer ?? { status: 200, data: { ok: e.id } };
  };
  return { log, send, mostAtOnce: () => mostAtOnce };
}

const before = (log: string[], first: string, then: string) => {
  expect(log).toContain(first);
  expect(log).toContain(then);
  return log.indexOf(first) < log.indexOf(then);
};
const sentIds = (log: string[]) =>
  log.filter((line) => line.startsWith('start ')).map((line) => line.slice(6));

const post = (id: string) =>
  entry(id, { kind: 'post.create', method: 'POST', path: '/posts', entityId: id, creates: [id] });
const comment = (id: string, postId: string) =>
  entry(id, {
    kind: 'comment.create',
    method: 'POST',
    path: `/posts/${postId}/comments`,
    entityId: id,
    creates: [id],
    dependsOn: [postId],
  });

describe('drainOutbox with several entries on their way', () => {
  it('sends independent entries side by side, never more than the limit, each exactly once', async () => {
    const entries = Array.from({ length: 9 }, (_, n) => entry(`like${n}`));
    const store = memoryStore(entries);
    const server = slowServer();
    const done: string[] = [];
    const report = await drainOutbox({
      store,
      send: server.send,
      now,
      concurrency: 3,
      onSuccess: (e) => void done.push(e.id),
    });
    expect(server.mostAtOnce()).toBe(3);
    expect(sentIds(server.log).sort()).toEqual(entries.map((e) => e.id).sort());
    expect(done.sort()).toEqual(entries.map((e) => e.id).sort());
    expect(store.entries.size).toBe(0);
    expect(report).toEqual({ sent: 9, failed: 0, outcome: 'empty', nextAttemptAt: null });
  });

  it('sends a write about a record only after the earlier writes about it were answered and applied', async () => {
    const store = memoryStore([
      post('p'),
      entry('like-q'),
      comment('c1', 'p'),
      comment('c2', 'p'),
      entry('like-p', { entityId: 'p' }),
    ]);
    const server = slowServer({ p: 400, c1: 200 });
    const events: string[] = [];
    const claim = store.claim.bind(store);
    store.claim = async (id) => {
      events.push(`claim ${id}`);
      return claim(id);
    };
    await drainOutbox({
      store,
      send: server.send,
      now,
      concurrency: 4,
      onSuccess: (e) => void events.push(`applied ${e.id}`),
    });
    // The like of another post went while the post was on its way...
    expect(before(server.log, 'start like-q', 'end p')).toBe(true);
    // ...the comments and the like of the post waited for it, and the second comment for the first.
    expect(before(server.log, 'end p', 'start c1')).toBe(true);
    expect(before(server.log, 'end c1', 'start c2')).toBe(true);
    expect(before(server.log, 'end c2', 'start like-p')).toBe(true);
    expect(before(events, 'applied p', 'claim c1')).toBe(true);
    expect(before(events, 'applied c1', 'claim c2')).toBe(true);
    expect(store.entries.size).toBe(0);
  });

  it('sends a write of any other kind alone, after everything before it and before everything after it', async () => {
    const store = memoryStore([
      entry('like1'),
      entry('like2'),
      entry('profile', { kind: 'profile.update', method: 'PATCH', path: '/users/profile', entityId: 'me' }),
      entry('like3'),
    ]);
    const server = slowServer({ like2: 200, profile: 200 });
    await drainOutbox({ store, send: server.send, now, concurrency: 4 });
    expect(before(server.log, 'start like1', 'end like2')).toBe(true);
    expect(before(server.log, 'end like2', 'start profile')).toBe(true);
    expect(before(server.log, 'end profile', 'start like3')).toBe(true);
    expect(store.entries.size).toBe(0);
  });

  it('fails the writes about a refused create without sending them, and sends the rest', async () => {
    const store = memoryStore([post('p'), comment('c', 'p'), entry('like-q')]);
    const server = slowServer({}, { p: { status: 400, message: 'Content is required' } });
    const failed: string[] = [];
    const report = await drainOutbox({
      store,
      send: server.send,
      now,
      concurrency: 3,
      onFailure: (e) => void failed.push(e.id),
    });
    expect(sentIds(server.log).sort()).toEqual(['like-q', 'p']);
    expect(failed).toEqual(['p', 'c']);
    expect(store.entries.get('c')).toMatchObject({ state: 'failed', error: { status: 0, blockedBy: 'p' } });
    expect(store.entries.has('like-q')).toBe(false);
    expect(report).toMatchObject({ sent: 1, failed: 2, outcome: 'empty' });
  });

  it('starts nothing more after a network error, records what was on its way and backs off', async () => {
    const store = memoryStore([entry('a'), entry('b'), entry('c'), entry('d')]);
    const server = slowServer({ b: 100 }, { a: 'throw' });
    const report = await drainOutbox({ store, send: server.send, now, concurrency: 2, random: () => 1 });
    expect(sentIds(server.log)).toEqual(['a', 'b']);
    expect(report).toEqual({ sent: 1, failed: 0, outcome: 'retry', nextAttemptAt: NOW + 1000 });
    expect(store.entries.get('a')).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: NOW + 1000,
    });
    expect(store.entries.has('b')).toBe(false);
    expect(store.entries.get('c')).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('stops at an entry still waiting out its backoff, as the drain one at a time does', async () => {
    const store = memoryStore([entry('a'), entry('b', { nextAttemptAt: NOW + 500 }), entry('c')]);
    const server = slowServer();
    const report = await drainOutbox({ store, send: server.send, now, concurrency: 3 });
    expect(sentIds(server.log)).toEqual(['a']);
    expect(report).toEqual({ sent: 1, failed: 0, outcome: 'waiting', nextAttemptAt: NOW + 500 });
  });

  it('sends entries queued during the drain in a later pass', async () => {
    const store = memoryStore([entry('a')]);
    const server = slowServer();
    let queued = false;
    const report = await drainOutbox({
      store,
      send: async (e) => {
        if (!queued) {
          queued = true;
          store.entries.set('b', entry('b'));
        }
        return server.send(e);
      },
      now,
      concurrency: 2,
    });
    expect(sentIds(server.log)).toEqual(['a', 'b']);
    expect(report.sent).toBe(2);
  });
});
