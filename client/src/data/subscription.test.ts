import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry, SelfUserDto, SendOutcome } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import { cancelSubscription, reactivateSubscription } from './subscription';

const PREMIUM: SelfUserDto = {
  ...TEST_USER,
  isPremium: true,
  subscriptionType: 'premium',
  subscriptionStatus: 'active',
  subscriptionStartDate: '2026-03-01T00:00:00.000Z',
  subscriptionCurrentPeriodStart: '2026-03-01T00:00:00.000Z',
  subscriptionCurrentPeriodEnd: '2099-04-01T00:00:00.000Z',
};

let db: MemberDb;
let engine: SyncEngine;
let answer: (entry: OutboxEntry) => SendOutcome;
signedInEachTest((opened) => (db = opened));
beforeEach(async () => {
  await db.profile.put({ key: 'self', user: PREMIUM, savedAt: Date.now() });
  engine = createSyncEngine(TEST_USER.id, 'test-token', async (entry) => answer(entry));
});
afterEach(async () => {
  await engine.settled();
  engine.stop();
});

const own = async () => (await db.profile.get('self'))!.user;

describe('canceling and reactivating premium on the device', () => {
  it('shows the cancel at once and keeps the server’s record once it took it', async () => {
    const canceledAt = '2026-03-15T10:00:00.000Z';
    answer = () => ({
      status: 200,
      data: {
        user: {
          ...PREMIUM,
          subscriptionStatus: 'canceled',
          subscriptionCanceledAt: canceledAt,
          subscriptionEndDate: PREMIUM.subscriptionCurrentPeriodEnd,
        },
      },
    });
    await cancelSubscription();
    expect(await own()).toMatchObject({
      subscriptionStatus: 'canceled',
      subscriptionEndDate: PREMIUM.subscriptionCurrentPeriodEnd,
    });
    await engine.drain(true);
    expect(await outboxOf(db)).toEqual([]);
    expect((await own()).subscriptionCanceledAt).toBe(canceledAt);
  });

  it('puts the record back when the server refuses', async () => {
    answer = () => ({ status: 400, message: 'You have no premium subscription', code: 'no_subscription' });
    await cancelSubscription();
    await engine.drain(true);
    expect(await own()).toMatchObject({ subscriptionStatus: 'active', subscriptionCanceledAt: null });
    expect((await outboxOf(db)).map((e) => [e.kind, e.state, e.rolledBack])).toEqual([
      ['subscription.cancel', 'failed', true],
    ]);
  });

  it('sends nothing for a cancel taken back before it left, and refuses basic members', async () => {
    answer = () => ({ status: 500, message: 'should not be sent' });
    await cancelSubscription();
    await reactivateSubscription();
    expect(await outboxOf(db)).toEqual([]);
    expect((await own()).subscriptionStatus).toBe('active');
    await db.profile.put({ key: 'self', user: TEST_USER, savedAt: Date.now() });
    await expect(cancelSubscription()).rejects.toThrow('You have no premium subscription');
  });
});
