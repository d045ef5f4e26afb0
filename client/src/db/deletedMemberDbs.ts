/**
 * Members whose database this page deleted at sign-out. No Dexie here: the sign-in code (in the
 * entry bundle) clears a member's mark synchronously when that member signs in again.
 */
const deleted = new Set<string>();

export const markMemberDbDeleted = (userId: string): void => void deleted.add(userId);
export const isMemberDbDeleted = (userId: string): boolean => deleted.has(userId);
export const allowMemberDb = (userId: string): void => void deleted.delete(userId);
