import { describe, expect, it } from 'vitest';
import { drainOutbox } from './drainOutbox.js';
import { copy, entry, memoryStore, scripted } from './drainTestKit.js';
import type { OutboxEntry } from './outboxEntry.js';
import {
  BUSY_GIVE_UP_MESSAGE,
  classifyOutcome,
  IDEMPOTENCY_BUSY_GIVE_UP_MS,
  retryDelayMs,
  type SendOutcome,
} from './sendOutcome.js';

const NOW = 1_000_000;
const now = () => NOW;

describe('drainOutbox', () => {
  it('sends entries in seq order and removes each after a 2xx', async () => {
    const store = memoryStore([entry('b', { seq: 2 }), entry('a', { seq: 1 }), entry('c', { seq: 3 })]);
    const { sent, send } = scripted({});
    const done: Array<[string, unknown]> = [];
    const report = await drainOutbox({
      store,
      send,
      now,
      onSuccess: (e, data) => void done.push([e.id, data]),
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(done).toEqual([
      ['a', { ok: 'a' }],
      ['b', { ok: 'b' }],
      ['c', { ok: 'c' }],
    ]);
    expect(store.entries.size).toBe(0);
    expect(report).toEqual({ sent: 3, failed: 0, outcome: 'empty', nextAttemptAt: null });
  });

  it('stops at a network error, keeps the order and backs off', async () => {
    const store = memoryStore([entry('a'), entry('b')]);
    const { sent, send } = scripted({ a: ['throw'] });
    const report = await drainOutbox({ store, send, now, random: () => 1 });
    expect(sent).toEqual(['a']);
    expect(report).toEqual({ sent: 0, failed: 0, outcome: 'retry', nextAttemptAt: NOW + 1000 });
    expect(store.entries.get('a')).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: NOW + 1000,
    });
    expect(store.entries.get('b')).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it.each([408, 429, 500, 503])('keeps and retries an entry answered %i', async (status) => {
    const store = memoryStore([entry('a', { attempts: 2 }), entry('b')]);
    const { sent, send } = scripted({ a: [{ status, message: 'busy' }] });
    const report = await drainOutbox({ store, send, now, random: () => 1 });
    expect(sent).toEqual(['a']);
    expect(report.outcome).toBe('retry');
    expect(store.entries.get('a')).toMatchObject({
      state: 'pending',
      attempts: 3,
      nextAttemptAt: NOW + 4000,
    });
  });

  it('treats a key still being processed by the server as a passing problem', async () => {
    const store = memoryStore([entry('a')]);
    const { send } = scripted({ a: [{ status: 409, code: 'idempotency_in_progress', message: 'busy' }] });
    expect((await drainOutbox({ store, send, now })).outcome).toBe('retry');
    expect(store.entries.get('a')?.state).toBe('pending');
  });

  it('gives a key the server keeps in progress up after 10 minutes, into the failed entries', async () => {
    const busy: SendOutcome = { status: 409, code: 'idempotency_in_progress', message: 'busy' };
    const store = memoryStore([entry('a'), entry('b')]);
    const failed: string[] = [];
    let clock = NOW;
    const drain = (outcomes: Array<SendOutcome | 'throw'>) =>
      drainOutbox({
        store,
        send: scripted({ a: outcomes }).send,
        now: () => clock,
        ignoreBackoff: true,
        onFailure: (e) => void failed.push(e.id),
      });

    expect((await drain([busy])).outcome).toBe('retry');
    expect(store.entries.get('a')).toMatchObject({ state: 'pending', busySince: NOW });
    clock = NOW + 5 * 60_000;
    expect((await drain(['throw'])).outcome).toBe('retry');
    clock = NOW + IDEMPOTENCY_BUSY_GIVE_UP_MS - 1;
    expect((await drain([busy])).outcome).toBe('retry');
    expect(store.entries.get('a')?.busySince).toBe(NOW);
    expect(failed).toEqual([]);

    clock = NOW + IDEMPOTENCY_BUSY_GIVE_UP_MS;
    const report = await drain([busy]);
    expect(report).toMatchObject({ sent: 1, failed: 1, outcome: 'empty' });
    expect(failed).toEqual(['a']);
    expect(store.entries.get('a')).toMatchObject({
      state: 'failed',
      error: { status: 409, code: 'idempotency_in_progress', message: BUSY_GIVE_UP_MESSAGE },
    });
    expect(store.entries.has('b')).toBe(false);
  });

  it('waits out the backoff unless told to ignore it', async () => {
    const store = memoryStore([entry('a', { attempts: 1, nextAttemptAt: NOW + 500 }), entry('b')]);
    const first = scripted({});
    expect(await drainOutbox({ store, send: first.send, now })).toEqual({
      sent: 0,
      failed: 0,
      outcome: 'waiting',
      nextAttemptAt: NOW + 500,
    });
    expect(first.sent).toEqual([]);
    const second = scripted({});
    const report = await drainOutbox({ store, send: second.send, now, ignoreBackoff: true });
    expect(second.sent).toEqual(['a', 'b']);
    expect(report.sent).toBe(2);
  });

  it('stops at 401 and keeps every entry as it was', async () => {
    const store = memoryStore([entry('a'), entry('b')]);
    const { sent, send } = scripted({ a: [{ status: 401, message: 'Session expired' }] });
    const report = await drainOutbox({ store, send, now });
    expect(sent).toEqual(['a']);
    expect(report.outcome).toBe('unauthorized');
    expect(store.entries.get('a')).toMatchObject({ state: 'pending', attempts: 0, error: null });
    expect(store.entries.get('b')).toMatchObject({ state: 'pending' });
  });

  it('fails an entry the server refuses, reports it and goes on with the next', async () => {
    const store = memoryStore([entry('a'), entry('b')]);
    const { sent, send } = scripted({
      a: [{ status: 404, message: 'Post not found', code: 'post_not_found' }],
    });
    const failures: OutboxEntry[] = [];
    const report = await drainOutbox({ store, send, now, onFailure: (e) => void failures.push(e) });
    expect(sent).toEqual(['a', 'b']);
    expect(report).toMatchObject({ sent: 1, failed: 1, outcome: 'empty' });
    expect(store.entries.get('a')).toMatchObject({
      state: 'failed',
      error: { status: 404, message: 'Post not found', code: 'post_not_found' },
    });
    expect(failures.map((f) => [f.id, f.state, f.error?.message])).toEqual([
      ['a', 'failed', 'Post not found'],
    ]);
    expect(store.entries.has('b')).toBe(false);
  });

  it('counts a listed non-2xx answer as done (deleting what is already gone)', async () => {
    const store = memoryStore([entry('a', { method: 'DELETE', okStatuses: [404] })]);
    const { send } = scripted({ a: [{ status: 404, message: 'Post not found' }] });
    expect((await drainOutbox({ store, send, now })).sent).toBe(1);
    expect(store.entries.size).toBe(0);
  });

  it('skips failed entries and fails everything queued about what a failed create would have made', async () => {
    const store = memoryStore([
      entry('old', { state: 'failed', error: { status: 400, message: 'x' }, creates: ['p0'] }),
      entry('create', { kind: 'post.create', entityId: 'p1', creates: ['p1'] }),
      entry('like', { entityId: 'p1' }),
      entry('comment', { kind: 'comment.create', entityId: 'c1', dependsOn: ['p1'], creates: ['c1'] }),
      entry('commentLike', { kind: 'comment.like', entityId: 'c1' }),
      entry('likeOld', { entityId: 'p0' }),
      entry('other', { entityId: 'p9' }),
    ]);
    const { sent, send } = scripted({ create: [{ status: 400, message: 'Validation failed' }] });
    const failures: string[] = [];
    const report = await drainOutbox({ store, send, now, onFailure: (e) => void failures.push(e.id) });
    expect(sent).toEqual(['create', 'other']);
    expect(failures).toEqual(['create', 'like', 'comment', 'commentLike', 'likeOld']);
    expect(report).toMatchObject({ sent: 1, failed: 5 });
    expect(store.entries.get('like')?.error).toEqual({
      status: 0,
      message: 'Not sent: it depends on “Entry create”, which could not be sent',
      blockedBy: 'create',
    });
    expect(store.entries.get('commentLike')?.error?.blockedBy).toBe('comment');
    expect(store.entries.get('old')?.state).toBe('failed');
  });

  it('sends entries queued while it runs', async () => {
    const store = memoryStore([entry('a')]);
    const sent: string[] = [];
    const send = async (e: OutboxEntry): Promise<SendOutcome> => {
      sent.push(e.id);
      if (e.id === 'a') store.entries.set('late', entry('late', { seq: 1 }));
      return { status: 200 };
    };
    await drainOutbox({ store, send, now });
    expect(sent).toEqual(['a', 'late']);
  });

  it('sends a stale `sending` entry again (the drainer that claimed it was stopped)', async () => {
    const store = memoryStore([entry('a', { state: 'sending' })]);
    const { sent, send } = scripted({});
    await drainOutbox({ store, send, now });
    expect(sent).toEqual(['a']);
  });

  it('applies a write once when the answer is lost after the server applied it', async () => {
    const store = memoryStore([entry('a'), entry('b')]);
    const applied = new Map<string, number>();
    let dropNextAnswer = true;
    const serverSend = async (e: OutboxEntry): Promise<SendOutcome> => {
      if (!applied.has(e.idempotencyKey)) applied.set(e.idempotencyKey, applied.size);
      if (dropNextAnswer) {
        dropNextAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return { status: 200 };
    };
    expect((await drainOutbox({ store, send: serverSend, now })).outcome).toBe('retry');
    await drainOutbox({ store, send: serverSend, now, ignoreBackoff: true });
    expect([...applied.keys()]).toEqual(['key-a', 'key-b']);
    expect(store.entries.size).toBe(0);
  });
});

describe('drainOutbox finishing an accepted entry with the next claim', () => {
  /** Records the store's steps, and which ran inside one `together` step. */
  function recordingStore(initial: OutboxEntry[]) {
    const store = memoryStore(initial);
    const steps: string[] = [];
    const claim = store.claim;
    const remove = store.remove;
    store.claim = (id) => {
      steps.push(`claim ${id}`);
      return claim(id);
    };
    store.remove = (id) => {
      steps.push(`remove ${id}`);
      return remove(id);
    };
    const together = async <T>(work: () => Promise<T>): Promise<T> => {
      steps.push('[');
      try {
        return await work();
      } finally {
        steps.push(']');
      }
    };
    return { store, steps, together };
  }

  it('removes an accepted entry, applies its answer and claims the next in one step, sending in order', async () => {
    const { store, steps, together } = recordingStore([entry('a'), entry('b'), entry('c')]);
    const { sent, send } = scripted({});
    const report = await drainOutbox({
      store,
      send: async (e) => {
        steps.push(`send ${e.id}`);
        return send(e);
      },
      now,
      together,
      onSuccess: (e) => void steps.push(`applied ${e.id}`),
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(steps).toEqual([
      'claim a',
      'send a',
      '[',
      'remove a',
      'applied a',
      'claim b',
      ']',
      'send b',
      '[',
      'remove b',
      'applied b',
      'claim c',
      ']',
      'send c',
      '[',
      'remove c',
      'applied c',
      ']',
    ]);
    expect(store.entries.size).toBe(0);
    expect(report).toEqual({ sent: 3, failed: 0, outcome: 'empty', nextAttemptAt: null });
  });

  it('claims the next entry as the previous answer left it', async () => {
    const { store, together } = recordingStore([entry('a'), entry('b')]);
    const { send } = scripted({ b: [{ status: 400, message: 'Refused' }] });
    const failures: OutboxEntry[] = [];
    await drainOutbox({
      store,
      send,
      now,
      together,
      // The page's answer for a moves what b would undo (a conversation merged into another).
      onSuccess: () => store.update('b', { undo: { conversationId: 'server-1' } }),
      onFailure: (e) => void failures.push(e),
    });
    expect(failures.map((f) => [f.id, f.undo])).toEqual([['b', { conversationId: 'server-1' }]]);
  });

  it('applies an accepted answer before it handles a refusal and a blocked entry after it', async () => {
    const { store, together } = recordingStore([
      entry('a'),
      entry('create', { kind: 'post.create', entityId: 'p1', creates: ['p1'] }),
      entry('like', { entityId: 'p1' }),
      entry('late', { attempts: 1, nextAttemptAt: NOW + 500 }),
    ]);
    const { send } = scripted({ create: [{ status: 400, message: 'Refused' }] });
    const effects: string[] = [];
    const report = await drainOutbox({
      store,
      send,
      now,
      together,
      onSuccess: (e) => void effects.push(`applied ${e.id}`),
      onFailure: (e) => void effects.push(`rolled back ${e.id}`),
    });
    expect(effects).toEqual(['applied a', 'rolled back create', 'rolled back like']);
    expect(report).toEqual({ sent: 1, failed: 2, outcome: 'waiting', nextAttemptAt: NOW + 500 });
    expect(store.entries.has('a')).toBe(false);
  });

  it('finishes the last accepted entry before stopping at an entry that waits out its backoff', async () => {
    const { store, steps, together } = recordingStore([
      entry('a'),
      entry('late', { attempts: 1, nextAttemptAt: NOW + 500 }),
    ]);
    const { sent, send } = scripted({});
    const report = await drainOutbox({ store, send, now, together });
    expect(sent).toEqual(['a']);
    expect(steps).toEqual(['claim a', '[', 'remove a', ']']);
    expect(report).toEqual({ sent: 1, failed: 0, outcome: 'waiting', nextAttemptAt: NOW + 500 });
  });

  it('finishes the last accepted entry before stopping at a network error', async () => {
    const { store, steps, together } = recordingStore([entry('a'), entry('b')]);
    const { sent, send } = scripted({ b: ['throw'] });
    const report = await drainOutbox({ store, send, now, together, random: () => 1 });
    expect(sent).toEqual(['a', 'b']);
    expect(steps).toEqual(['claim a', '[', 'remove a', 'claim b', ']']);
    expect(report).toMatchObject({ sent: 1, outcome: 'retry' });
    expect(store.entries.has('a')).toBe(false);
    expect(store.entries.get('b')).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('removes an accepted entry whose answer cannot be applied, and stops before sending the next', async () => {
    const store = memoryStore([entry('a'), entry('b')]);
    const { sent, send } = scripted({});
    // Like a transaction: nothing the step did stays when it fails.
    const together = async <T>(work: () => Promise<T>): Promise<T> => {
      const before = new Map([...store.entries].map(([id, e]) => [id, copy(e)]));
      try {
        return await work();
      } catch (error) {
        store.entries.clear();
        for (const [id, e] of before) store.entries.set(id, e);
        throw error;
      }
    };
    const drained = drainOutbox({
      store,
      send,
      now,
      together,
      onSuccess: () => {
        throw new Error('Cannot apply');
      },
    });
    await expect(drained).rejects.toThrow('Cannot apply');
    expect(sent).toEqual(['a']);
    expect(store.entries.has('a')).toBe(false);
    expect(store.entries.get('b')).toMatchObject({ state: 'pending' });
  });
});

describe('drainOutbox at volume', () => {
  it('lists the store once per pass, not once per entry, and sends what was queued during a pass after it', async () => {
    const queued = Array.from({ length: 1000 }, (_, i) => entry(`bulk-${i}`));
    const store = memoryStore(queued);
    let listings = 0;
    const list = store.list;
    store.list = () => {
      listings += 1;
      return list();
    };
    const sent: string[] = [];
    const send = async (e: OutboxEntry): Promise<SendOutcome> => {
      sent.push(e.id);
      // A write made on the page while the drain runs.
      if (e.id === 'bulk-500') store.entries.set('late', copy(entry('late')));
      return { status: 200 };
    };

    const report = await drainOutbox({ store, send, now });

    expect(report).toMatchObject({ sent: 1001, failed: 0, outcome: 'empty' });
    expect(sent).toEqual([...queued.map((e) => e.id), 'late']);
    // One pass for the 1,000, one for the late entry, one that finds nothing left.
    expect(listings).toBe(3);
  });

  it('fails, within one pass, what depends on a create refused earlier in that pass', async () => {
    const store = memoryStore([
      entry('create', { method: 'POST', creates: ['post-new'], entityId: 'post-new' }),
      entry('like', { entityId: 'post-new' }),
      entry('other'),
    ]);
    const { sent, send } = scripted({ create: [{ status: 400, message: 'Bad post' }] });
    const report = await drainOutbox({ store, send, now });
    expect(report).toMatchObject({ sent: 1, failed: 2 });
    expect(sent).toEqual(['create', 'other']);
    expect(store.entries.get('like')).toMatchObject({ state: 'failed', error: { blockedBy: 'create' } });
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s up to 5 minutes, with jitter below the ceiling', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, () => 1)).toBe(300_000);
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(3, () => 0.5)).toBe(3000);
  });
});

describe('classifyOutcome', () => {
  it('sorts answers into done, retry, unauthorized and refused', () => {
    const plain = {};
    expect(classifyOutcome(plain, { status: 201 })).toBe('done');
    expect(classifyOutcome(plain, { status: 0 })).toBe('retry');
    expect(classifyOutcome(plain, { status: 401 })).toBe('unauthorized');
    expect(classifyOutcome(plain, { status: 403 })).toBe('refused');
    expect(classifyOutcome(plain, { status: 409, code: 'id_conflict' })).toBe('refused');
    expect(classifyOutcome({ okStatuses: [404] }, { status: 404 })).toBe('done');
  });
});
