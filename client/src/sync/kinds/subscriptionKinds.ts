import type { SelfUserDto } from '@flock/shared';
import {
  changeOfEntry,
  isSubscriptionEntry,
  withSubscriptionChange,
  type SubscriptionUndo,
} from '../../data/subscription';
import type { KindHandler } from './types';

/**
 * A cancel or reactivate: the server's record of the member once it took it (with later changes still
 * queued on top); the fields from before when it refused.
 */
export const subscriptionChangeHandler: KindHandler = {
  async applySuccess(db, sent, data) {
    const user = (data as { user?: SelfUserDto } | undefined)?.user;
    const stored = (await db.profile.get('self'))?.user;
    if (!user || !stored) return;
    const later = await db.outbox
      .orderBy('seq')
      .filter((entry) => isSubscriptionEntry(entry) && entry.id !== sent.id && entry.state !== 'failed')
      .toArray();
    const shown = later.reduce((record, entry) => withSubscriptionChange(record, changeOfEntry(entry)), {
      ...stored,
      ...user,
    });
    await db.profile.put({ key: 'self', user: shown, savedAt: Date.now() });
  },
  async rollback(db, entry) {
    const stored = (await db.profile.get('self'))?.user;
    if (!stored) return;
    await db.profile.put({
      key: 'self',
      user: { ...stored, ...(entry.undo as SubscriptionUndo) },
      savedAt: Date.now(),
    });
  },
};
