import type { SelfUserDto } from '@flock/shared';

/**
 * The member's offline data (Dexie) is loaded on demand so the sign-in pages stay small:
 * these helpers import the database module only when a session starts or ends.
 */
export function rememberMember(token: string, user: SelfUserDto): void {
  void import('../db/sessionStore').then((m) => m.rememberSession(token, user)).catch(() => undefined);
}

export function forgetMember(userId: string, options: { keepUnsent?: boolean } = {}): Promise<void> {
  return import('../db/sessionStore').then((m) => m.forgetSession(userId, options)).catch(() => undefined);
}
