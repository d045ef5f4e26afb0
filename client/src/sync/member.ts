import { getAuthToken } from '../api/http';
import { readStoredSession } from '../auth/authStorage';
import { memberDb, type MemberDb } from '../db/memberDb';

/** Whose database the data layer writes to: the member the sync engine runs for, else the stored session. */
let active: { userId: string; token: string } | null = null;

export function setActiveMember(member: { userId: string; token: string } | null): void {
  active = member;
}

export const NOT_SIGNED_IN_MESSAGE = 'Please sign in again to continue.';

export function activeMemberId(): string {
  if (active) return active.userId;
  const stored = readStoredSession();
  if (stored.kind === 'found') return stored.session.user.id;
  throw new Error(NOT_SIGNED_IN_MESSAGE);
}

export function activeMemberDb(): MemberDb {
  return memberDb(activeMemberId());
}

export function activeToken(): string | null {
  return getAuthToken() ?? active?.token ?? null;
}
