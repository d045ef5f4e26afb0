import { PWA_CACHES, type SelfUserDto } from '@flock/shared';
import { markMemberDbDeleted } from './deletedMemberDbs';
import { deleteMemberDb, memberDb } from './memberDb';
import { sessionDb } from './sessionDb';

/** Cache Storage buckets that hold a member's data (media and avatars seen while signed in). */
export const MEMBER_CACHE_PREFIXES: string[] = Object.values(PWA_CACHES);

export async function rememberSession(token: string, user: SelfUserDto): Promise<void> {
  await sessionDb.session.put({ key: 'current', token, userId: user.id });
  await memberDb(user.id).profile.put({ key: 'self', user, savedAt: Date.now() });
  await requestPersistentStorage();
}

let persistenceAsked = false;

/** Asks the browser (once per page) not to evict the member's offline data; a refusal is fine. */
async function requestPersistentStorage(): Promise<void> {
  if (persistenceAsked) return;
  persistenceAsked = true;
  try {
    if (!(await navigator.storage?.persisted?.())) await navigator.storage?.persist?.();
  } catch {
    // Not granted or not supported: the data stays, only without the eviction guarantee.
  }
}

/**
 * Sign-out: the member's database, the worker's copy of the token and the member's caches go.
 * With `keepUnsent` (a session that expired rather than one the member ended) a database that still
 * holds unsent writes stays, so they are delivered once the same member signs in again.
 */
export async function forgetSession(userId: string, { keepUnsent = false } = {}): Promise<void> {
  await sessionDb.session.delete('current');
  if (keepUnsent && (await memberDb(userId).outbox.count()) > 0) return;
  markMemberDbDeleted(userId);
  await deleteMemberDb(userId);
  if ('caches' in globalThis) {
    const names = await caches.keys();
    await Promise.all(
      names.filter((n) => MEMBER_CACHE_PREFIXES.some((p) => n.startsWith(p))).map((n) => caches.delete(n)),
    );
  }
}
