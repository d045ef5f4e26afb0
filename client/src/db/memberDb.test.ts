import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { allowMemberDb } from './deletedMemberDbs';
import { forgetSession } from './sessionStore';
import { memberDb, memberDbName } from './memberDb';

const exists = async (name: string) => (await Dexie.getDatabaseNames()).includes(name);

describe('memberDb after sign-out (forgetSession)', () => {
  it('does not recreate a deleted database on a late access, until the member signs in again', async () => {
    const userId = 'member-1';
    await memberDb(userId).outbox.count();
    expect(await exists(memberDbName(userId))).toBe(true);

    await forgetSession(userId);
    await expect(memberDb(userId).outbox.count()).rejects.toThrow();
    expect(await exists(memberDbName(userId))).toBe(false);

    allowMemberDb(userId);
    expect(await memberDb(userId).outbox.count()).toBe(0);
    expect(await exists(memberDbName(userId))).toBe(true);
  });
});
