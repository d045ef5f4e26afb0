import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  addIdbRecordIfAbsent,
  appendToIdbOutbox,
  MEMBER_STORES,
  pushActionWrites,
  writeIdbPushLog,
} from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import type { PostRecord } from '../db/records';
import { TEST_USER } from '../pages/dashboard/testKit';
import { signedInEachTest } from '../test/memberDbTestKit';
import { enqueue } from './outboxQueue';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const target = { notificationId: 'n1', commentId: 'c1', postId: 'p1', actorId: 'u2', actorUsername: 'ada' };

describe('what the worker writes into the database Dexie created', () => {
  it("appends a notification action's entries after the page's, each with its own Idempotency-Key", async () => {
    const mine = await db.transaction('rw', db.outbox, () =>
      enqueue(db, { method: 'POST', path: '/x', kind: 'post.like', entityId: 'x', label: 'x', undo: null }),
    );
    const added = await appendToIdbOutbox(indexedDB, TEST_USER.id, pushActionWrites('like', target));
    expect(added).toHaveLength(2);
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.kind, e.path, e.state])).toEqual([
      ['post.like', '/x', 'pending'],
      ['comment.like', '/posts/comments/c1/like', 'pending'],
      ['notification.read', '/notifications/n1/read', 'pending'],
    ]);
    expect(queued[1]!.seq).toBeGreaterThan(mine.seq);
    expect(new Set(queued.map((e) => e.idempotencyKey)).size).toBe(3);
  });

  it('records the last action for Settings, and keeps a post only where the device has none', async () => {
    expect(
      await writeIdbPushLog(indexedDB, TEST_USER.id, {
        key: 'lastAction',
        at: 1,
        label: 'Like',
        entryId: 'e1',
      }),
    ).toBe(true);
    expect(await db.pushLog.get('lastAction')).toMatchObject({ label: 'Like', entryId: 'e1' });

    const stored = { id: 'p1', content: 'as the page keeps it' } as PostRecord;
    await db.posts.put(stored);
    const fetched = { id: 'p1', content: 'fetched by the worker' };
    expect(await addIdbRecordIfAbsent(indexedDB, TEST_USER.id, MEMBER_STORES.posts, 'p1', fetched)).toBe(
      false,
    );
    expect((await db.posts.get('p1'))?.content).toBe('as the page keeps it');
    const other = { id: 'p2', content: 'new here' };
    expect(await addIdbRecordIfAbsent(indexedDB, TEST_USER.id, MEMBER_STORES.posts, 'p2', other)).toBe(true);
    expect((await db.posts.get('p2'))?.content).toBe('new here');
  });

  it('writes nothing for a member without a database on this device', async () => {
    expect(
      await appendToIdbOutbox(indexedDB, 'someone-else', pushActionWrites('mark_read', target)),
    ).toBeNull();
    expect(
      await writeIdbPushLog(indexedDB, 'someone-else', {
        key: 'lastAction',
        at: 1,
        label: 'x',
        entryId: 'e',
      }),
    ).toBe(false);
  });
});
