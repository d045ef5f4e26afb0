import type { SelfUserDto } from '@flock/shared';
import { withProfileEdit, type ProfileEditUndo } from '../../data/profile';
import type { KindHandler } from './types';

/** A profile edit: the server's record once it took it; the names and bio from before when it refused. */
export const profileUpdateHandler: KindHandler = {
  async applySuccess(db, sent, data) {
    const user = (data as { user?: SelfUserDto } | undefined)?.user;
    const stored = (await db.profile.get('self'))?.user;
    if (!user || !stored) return;
    // Later edits still queued stay on top of what the server answered.
    const later = await db.outbox
      .orderBy('seq')
      .filter((entry) => entry.kind === 'profile.update' && entry.id !== sent.id && entry.state !== 'failed')
      .toArray();
    const shown = later.reduce(
      (record, entry) => withProfileEdit(record, entry.body as Parameters<typeof withProfileEdit>[1]),
      { ...stored, ...user },
    );
    await db.profile.put({ key: 'self', user: shown, savedAt: Date.now() });
  },
  async rollback(db, entry) {
    const stored = (await db.profile.get('self'))?.user;
    if (!stored) return;
    const { before } = entry.undo as ProfileEditUndo;
    await db.profile.put({ key: 'self', user: withProfileEdit(stored, before), savedAt: Date.now() });
  },
};
