import type { OutboxEntry, SelfUserDto } from '@flock/shared';
import { readStoredSession } from '../auth/authStorage';
import type { MemberDb } from '../db/memberDb';
import { NOT_SIGNED_IN_MESSAGE } from '../sync/member';
import { enqueue, isUntouched } from '../sync/outboxQueue';
import { LocalValidationError, writeLocally } from './writeTransaction';

/**
 * Cancelling and reactivating premium: local writes like any other. The member's own record changes at
 * once (status, dates) and the call waits in the outbox, so a member offline can cancel before the next
 * charge; a refusal brings the record back. Buying premium is not here: a payment needs a connection.
 */

export type SubscriptionChange = 'cancel' | 'reactivate';

const PATHS: Record<SubscriptionChange, string> = {
  cancel: '/subscription/cancel',
  reactivate: '/subscription/reactivate',
};
const KINDS = { cancel: 'subscription.cancel', reactivate: 'subscription.reactivate' } as const;
const LABELS: Record<SubscriptionChange, string> = {
  cancel: 'Cancel your Premium subscription',
  reactivate: 'Reactivate your Premium subscription',
};

/** The fields a change touches, as they were before it: what a refusal puts back. */
export type SubscriptionUndo = Pick<
  SelfUserDto,
  'subscriptionStatus' | 'subscriptionCanceledAt' | 'subscriptionEndDate'
>;

/** The record with a change applied, as the server will answer it. */
export function withSubscriptionChange(
  user: SelfUserDto,
  change: SubscriptionChange,
  at: Date = new Date(),
): SelfUserDto {
  if (change === 'cancel') {
    if (user.subscriptionStatus === 'canceled') return user;
    return {
      ...user,
      subscriptionStatus: 'canceled',
      subscriptionCanceledAt: at.toISOString(),
      subscriptionEndDate: user.subscriptionCurrentPeriodEnd,
    };
  }
  if (user.subscriptionStatus !== 'canceled') return user;
  return { ...user, subscriptionStatus: 'active', subscriptionCanceledAt: null, subscriptionEndDate: null };
}

export const undoOf = (user: SelfUserDto): SubscriptionUndo => ({
  subscriptionStatus: user.subscriptionStatus,
  subscriptionCanceledAt: user.subscriptionCanceledAt,
  subscriptionEndDate: user.subscriptionEndDate,
});

/** The record the outbox entries about the subscription are filed under. */
export const subscriptionEntityId = (userId: string) => `subscription:${userId}`;

export const isSubscriptionEntry = (entry: Pick<OutboxEntry, 'kind'>) =>
  entry.kind === 'subscription.cancel' || entry.kind === 'subscription.reactivate';

export const changeOfEntry = (entry: Pick<OutboxEntry, 'kind'>): SubscriptionChange =>
  entry.kind === 'subscription.cancel' ? 'cancel' : 'reactivate';

export const cancelSubscription = () => changeSubscription('cancel');
export const reactivateSubscription = () => changeSubscription('reactivate');

/**
 * Applies the change to the stored record and queues its call. The opposite change still unsent is
 * dropped instead (cancel, then reactivate, offline: nothing is sent).
 */
function changeSubscription(change: SubscriptionChange): Promise<SelfUserDto> {
  return writeLocally(async (db) => {
    const current = await ownRecord(db);
    if (!current.isPremium && current.subscriptionType !== 'premium') {
      throw new LocalValidationError('You have no premium subscription');
    }
    const user = withSubscriptionChange(current, change);
    const opposite = await db.outbox
      .where('entityId')
      .equals(subscriptionEntityId(current.id))
      .filter((entry) => isUntouched(entry) && isSubscriptionEntry(entry) && changeOfEntry(entry) !== change)
      .first();
    await db.profile.put({ key: 'self', user, savedAt: Date.now() });
    if (opposite) {
      await db.outbox.delete(opposite.id);
      return user;
    }
    await enqueue(db, {
      method: 'POST',
      path: PATHS[change],
      body: {},
      kind: KINDS[change],
      entityId: subscriptionEntityId(current.id),
      label: LABELS[change],
      undo: undoOf(current),
    });
    return user;
  });
}

async function ownRecord(db: MemberDb): Promise<SelfUserDto> {
  const stored = (await db.profile.get('self'))?.user;
  const session = readStoredSession();
  const current = stored ?? (session.kind === 'found' ? session.session.user : null);
  if (!current) throw new Error(NOT_SIGNED_IN_MESSAGE);
  return current;
}
