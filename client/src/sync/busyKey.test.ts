import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUSY_GIVE_UP_MESSAGE,
  IDEMPOTENCY_BUSY_GIVE_UP_MS,
  type OutboxEntry,
  type SendOutcome,
} from '@flock/shared';
import { togglePostLike } from '../data/posts';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { createSyncEngine, type SyncEngine } from './engine';
import { retryOutboxEntry } from './status';

const BUSY: SendOutcome = {
  status: 409,
  code: 'idempotency_in_progress',
  message: 'A request with this Idempotency-Key is still being processed',
};

let db: MemberDb;
let engine: SyncEngine;
let answer: (entry: OutboxEntry) => SendOutcome;

signedInEachTest((opened) => (db = opened));
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  answer = () => BUSY;
  engine = createSyncEngine(TEST_USER.id, 'test-token', async (entry) => answer(entry));
  await engine.drain(true);
});
afterEach(async () => {
  await engine.settled();
  engine.stop();
  vi.useRealTimers();
});

describe('a write the server keeps in progress', () => {
  it('is retried, then given up into the sync centre after 10 minutes and undone; Retry counts afresh', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    await engine.drain(true);
    const started = Date.now();
    expect(await outboxOf(db)).toMatchObject([{ state: 'pending', busySince: started }]);
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true });

    vi.setSystemTime(started + IDEMPOTENCY_BUSY_GIVE_UP_MS - 1);
    await engine.drain(true);
    expect(await outboxOf(db)).toMatchObject([{ state: 'pending', busySince: started }]);

    vi.setSystemTime(started + IDEMPOTENCY_BUSY_GIVE_UP_MS);
    await engine.drain(true);
    const [failed] = await outboxOf(db);
    expect(failed).toMatchObject({
      state: 'failed',
      error: { status: 409, code: 'idempotency_in_progress', message: BUSY_GIVE_UP_MESSAGE },
    });
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false });

    await retryOutboxEntry(failed!.id);
    expect((await outboxOf(db))[0]?.busySince).toBeUndefined();
    answer = () => ({ status: 200, data: { isLiked: true, likesCount: 5 } });
    await engine.drain(true);
    expect(await outboxOf(db)).toEqual([]);
  });
});
