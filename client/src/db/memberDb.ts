import Dexie, { type EntityTable } from 'dexie';
import type { SelfUserDto } from '@flock/shared';

/**
 * The signed-in member's own IndexedDB database, `flock-member-<userId>`: what the app shows when it
 * starts offline. Schema and versions only; reads and writes go through src/data/.
 */
export interface ProfileRecord {
  /** Always 'self' for the signed-in member. */
  key: 'self';
  user: SelfUserDto;
  savedAt: number;
}

export class MemberDb extends Dexie {
  profile!: EntityTable<ProfileRecord, 'key'>;

  constructor(userId: string) {
    super(memberDbName(userId));
    this.version(1).stores({ profile: 'key' });
  }
}

export const memberDbName = (userId: string) => `flock-member-${userId}`;

let open: MemberDb | null = null;

/** The one open handle for this member (reopened when the member changes). */
export function memberDb(userId: string): MemberDb {
  if (open?.name !== memberDbName(userId)) {
    open?.close();
    open = new MemberDb(userId);
  }
  return open;
}

export async function deleteMemberDb(userId: string): Promise<void> {
  if (open?.name === memberDbName(userId)) {
    open.close();
    open = null;
  }
  await Dexie.delete(memberDbName(userId));
}
