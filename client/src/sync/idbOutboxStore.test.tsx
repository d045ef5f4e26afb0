import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { describe, expect, it } from 'vitest';
import { drainOutbox, openIdbOutboxStore, readWorkerSession, type OutboxEntry } from '@flock/shared';
import { deleteMemberDb, type MemberDb } from '../db/memberDb';
import { sessionDb } from '../db/sessionDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { notifyExternalChanges } from './externalChanges';
import { enqueue } from './outboxQueue';
import { signedInEachTest } from '../test/memberDbTestKit';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

async function queue(db: MemberDb, path: string, extra: Partial<OutboxEntry> = {}): Promise<OutboxEntry> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await enqueue(db, {
      method: 'PUT',
      path,
      body: { liked: true },
      kind: 'post.like',
      entityId: path,
      label: path,
      undo: { on: false, count: 0 },
    });
    if (Object.keys(extra).length > 0) await db.outbox.update(entry.id, extra);
    return { ...entry, ...extra };
  });
}

describe('the worker store over the database Dexie created', () => {
  it('lists, claims, updates and removes the entries the page queued', async () => {
    const first = await queue(db, '/a');
    const second = await queue(db, '/b');
    const failed = await queue(db, '/c', { state: 'failed' });
    const store = (await openIdbOutboxStore(indexedDB, TEST_USER.id))!;
    try {
      expect((await store.list()).map((e) => e.path)).toEqual(['/a', '/b', '/c']);
      expect(await store.claim(first.id)).toMatchObject({ id: first.id, state: 'sending' });
      expect((await db.outbox.get(first.id))?.state).toBe('sending');
      expect(await store.claim(failed.id)).toBeUndefined();
      await store.update(second.id, { attempts: 2, nextAttemptAt: 99 });
      expect(await db.outbox.get(second.id)).toMatchObject({ attempts: 2, nextAttemptAt: 99, path: '/b' });
      await store.remove(first.id);
      expect(await db.outbox.get(first.id)).toBeUndefined();
    } finally {
      store.close();
    }
  });

  it('reads files kept for an upload', async () => {
    await db.mediaBlobs.put({
      id: 'blob-1',
      blob: new Blob(['abc'], { type: 'image/png' }),
      name: 'a.png',
      type: 'image/png',
      createdAt: 1,
    });
    const store = (await openIdbOutboxStore(indexedDB, TEST_USER.id))!;
    const media = await store.readMedia('blob-1');
    store.close();
    expect(media).toMatchObject({ id: 'blob-1', name: 'a.png', type: 'image/png' });
  });

  it('sends every entry once with the same drain the page uses', async () => {
    await queue(db, '/a');
    await queue(db, '/b');
    const store = (await openIdbOutboxStore(indexedDB, TEST_USER.id))!;
    const keys: string[] = [];
    const report = await drainOutbox({
      store,
      send: async (entry) => {
        keys.push(`${entry.path} ${entry.idempotencyKey}`);
        return { status: 200 };
      },
    });
    store.close();
    expect(report.sent).toBe(2);
    expect(keys.map((k) => k.split(' ')[0])).toEqual(['/a', '/b']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not create a database for a member who has none, and does not block deleting one', async () => {
    expect(await openIdbOutboxStore(indexedDB, 'nobody')).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('flock-member-nobody');
    await queue(db, '/a');
    const store = await openIdbOutboxStore(indexedDB, TEST_USER.id);
    expect(store).not.toBeNull();
    await deleteMemberDb(TEST_USER.id);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(`flock-member-${TEST_USER.id}`);
  });

  it('finds the session the page left for the worker', async () => {
    await sessionDb.session.put({ key: 'current', token: 'tok', userId: TEST_USER.id });
    expect(await readWorkerSession(indexedDB)).toEqual({
      key: 'current',
      token: 'tok',
      userId: TEST_USER.id,
    });
    await sessionDb.session.delete('current');
    expect(await readWorkerSession(indexedDB)).toBeNull();
  });

  it('lets the page see what the worker changed once it says so', async () => {
    const entry = await queue(db, '/a');
    const { result } = renderHook(() => useLiveQuery(() => db.outbox.count(), []));
    await waitFor(() => expect(result.current).toBe(1));
    const store = (await openIdbOutboxStore(indexedDB, TEST_USER.id))!;
    await store.remove(entry.id);
    store.close();
    notifyExternalChanges();
    await waitFor(() => expect(result.current).toBe(0));
  });
});
