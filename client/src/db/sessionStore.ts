import type { SelfUserDto } from '@flock/shared';
import { deleteMemberDb, memberDb } from './memberDb';
import { sessionDb } from './sessionDb';

/** Cache Storage buckets that hold a member's data (media and avatars seen while signed in). */
export const MEMBER_CACHE_PREFIXES = ['flock-media', 'flock-avatars'];

export async function rememberSession(token: string, user: SelfUserDto): Promise<void> {
  await sessionDb.session.put({ key: 'current', token, userId: user.id });
  await memberDb(user.id).profile.put({ key: 'self', user, savedAt: Date.now() });
}

/** Sign-out: the member's database, the worker's copy of the token and the member's caches go. */
export async function forgetSession(userId: string): Promise<void> {
  await sessionDb.session.delete('current');
  await deleteMemberDb(userId);
  if ('caches' in globalThis) {
    const names = await caches.keys();
    await Promise.all(
      names.filter((n) => MEMBER_CACHE_PREFIXES.some((p) => n.startsWith(p))).map((n) => caches.delete(n)),
    );
  }
}
