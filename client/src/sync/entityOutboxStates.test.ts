import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { togglePostLike } from '../data/posts';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { entityOutboxStates } from './entityOutboxStates';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

/** Waits until `check` holds, reading the store after each of Dexie's answers. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('the outbox states of the records on screen', () => {
  it('follows each record asked about, and tells only the ones whose state changed', async () => {
    await putPosts(db, serverPost('p1'), serverPost('p2'));
    const states = entityOutboxStates(TEST_USER.id);
    const heardP1 = vi.fn();
    const heardP2 = vi.fn();
    const stopP1 = states.subscribe('p1', heardP1);
    const stopP2 = states.subscribe('p2', heardP2);

    await togglePostLike('p1');
    await until(() => states.stateOf('p1') === 'pending');
    expect(states.stateOf('p2')).toBeNull();
    expect(heardP1).toHaveBeenCalled();
    expect(heardP2).not.toHaveBeenCalled();

    const [entry] = await outboxOf(db);
    await db.outbox.update(entry!.id, { state: 'failed' });
    await until(() => states.stateOf('p1') === 'failed');
    await togglePostLike('p2');
    await until(() => states.stateOf('p2') === 'pending');
    // A refused write outweighs one still queued about the same record.
    await togglePostLike('p1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states.stateOf('p1')).toBe('failed');

    stopP1();
    heardP1.mockClear();
    await db.outbox.clear();
    await until(() => states.stateOf('p2') === null);
    expect(heardP1).not.toHaveBeenCalled();
    stopP2();
  });

  it('reads a record asked about later, and starts afresh for another member', async () => {
    await putPosts(db, serverPost('p1'), serverPost('p2'));
    await togglePostLike('p2');
    const states = entityOutboxStates(TEST_USER.id);
    const stopP1 = states.subscribe('p1', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states.stateOf('p2')).toBeNull();
    const stopP2 = states.subscribe('p2', () => undefined);
    await until(() => states.stateOf('p2') === 'pending');
    expect(entityOutboxStates(TEST_USER.id)).toBe(states);
    expect(entityOutboxStates('someone-else')).not.toBe(states);
    stopP1();
    stopP2();
  });
});
