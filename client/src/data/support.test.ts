import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry, SelfUserDto, SendOutcome } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import { discardEntries } from '../sync/discard';
import { sendSupportRequest, stateOf } from './support';

const PREMIUM: SelfUserDto = { ...TEST_USER, isPremium: true, subscriptionType: 'premium' };
const FORM = {
  subject: 'Card charged twice',
  category: 'billing',
  message: 'Two charges on the 3rd',
} as const;

let db: MemberDb;
let engine: SyncEngine;
let sent: OutboxEntry[];
let answer: (entry: OutboxEntry) => SendOutcome;
signedInEachTest((opened) => (db = opened));
beforeEach(async () => {
  sent = [];
  await db.profile.put({ key: 'self', user: TEST_USER, savedAt: Date.now() });
  engine = createSyncEngine(TEST_USER.id, 'test-token', async (entry) => {
    sent.push(entry);
    return answer(entry);
  });
});
afterEach(async () => {
  await engine.settled();
  engine.stop();
});

const queuedIds = async () => new Set((await outboxOf(db)).map((e) => e.entityId));

describe('support requests on the device', () => {
  it('keeps the request and queues it, then marks it sent with the server’s priority', async () => {
    answer = () => ({ status: 201, data: { priority: false } });
    // Written offline, so the engine cannot send it before it is looked at queued.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const record = await sendSupportRequest({ ...FORM, subject: '  Card charged twice  ' });
    expect(record).toMatchObject({ subject: 'Card charged twice', priority: false, sent: false });
    const [entry] = await outboxOf(db);
    expect(entry).toMatchObject({
      kind: 'support.request',
      method: 'POST',
      path: '/support',
      entityId: record.id,
    });
    expect(entry!.body).toEqual({
      subject: 'Card charged twice',
      category: 'billing',
      message: FORM.message,
    });
    expect(stateOf((await db.supportRequests.get(record.id))!, await queuedIds())).toBe('waiting');

    offline.mockRestore();
    await engine.drain(true);
    expect(sent).toHaveLength(1);
    const stored = (await db.supportRequests.get(record.id))!;
    expect(stored).toMatchObject({ sent: true, refusal: null, priority: false });
    expect(stateOf(stored, await queuedIds())).toBe('sent');
  });

  it('marks a premium member’s request priority from the start', async () => {
    await db.profile.put({ key: 'self', user: PREMIUM, savedAt: Date.now() });
    answer = () => ({ status: 201, data: { priority: true } });
    const record = await sendSupportRequest(FORM);
    expect(record.priority).toBe(true);
    await engine.drain(true);
    expect((await db.supportRequests.get(record.id))!.priority).toBe(true);
  });

  it('shows the server’s reason when it refuses, and keeps it refused once discarded', async () => {
    answer = () => ({ status: 400, message: 'Please add a subject', code: 'validation_failed' });
    const record = await sendSupportRequest(FORM);
    await engine.drain(true);
    const refused = (await db.supportRequests.get(record.id))!;
    expect(refused.refusal).toBe('Please add a subject');
    expect(stateOf(refused, await queuedIds())).toBe('refused');
    await db.transaction('rw', db.tables, async () => discardEntries(db, (await outboxOf(db))[0]!));
    expect(stateOf((await db.supportRequests.get(record.id))!, await queuedIds())).toBe('refused');
  });

  it('queues nothing for a form the shared schema refuses', async () => {
    await expect(sendSupportRequest({ ...FORM, message: '   ' })).rejects.toThrow();
    await expect(sendSupportRequest({ ...FORM, subject: 'x'.repeat(151) })).rejects.toThrow();
    expect(await outboxOf(db)).toEqual([]);
    expect(await db.supportRequests.count()).toBe(0);
  });
});
