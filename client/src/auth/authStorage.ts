import type { SelfUserDto } from '@flock/shared';

/** The spec's local browser storage: the token, the user record and a persisted auth record. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const PERSISTED_KEY = 'auth-storage';

export interface StoredSession {
  token: string;
  user: SelfUserDto;
}

export type StoredSessionResult =
  { kind: 'none' } | { kind: 'corrupt' } | { kind: 'found'; session: StoredSession };

export function readStoredSession(): StoredSessionResult {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  if (!token || !rawUser) return { kind: 'none' };
  try {
    const user = JSON.parse(rawUser) as SelfUserDto;
    if (!user || typeof user !== 'object' || typeof user.id !== 'string') return { kind: 'corrupt' };
    return { kind: 'found', session: { token, user } };
  } catch {
    return { kind: 'corrupt' };
  }
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  storeUser(session.user, session.token);
}

export function storeUser(user: SelfUserDto, token = localStorage.getItem(TOKEN_KEY)): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(PERSISTED_KEY, JSON.stringify({ state: { user, token, isAuthenticated: true } }));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(PERSISTED_KEY);
}
