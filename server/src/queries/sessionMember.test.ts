import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase.js';
import { loadSessionMember } from './sessionMember.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(() => testDb.close());

it('reads a session and its member as the models would, typed alike on every engine', async () => {
  const { Session, User } = testDb.db.models;
  const at = new Date('2026-11-25T10:00:00.123Z');
  const user = await User.create({
    email: 'typed@example.com',
    username: 'typed',
    usernameLower: 'typed',
    passwordHash: 'x',
    firstName: 'Typed',
    lastName: 'Member',
    emailVerifiedAt: at,
    pushNotifications: true,
  });
  const session = await Session.create({ userId: user.id, userAgent: 'test', expiresAt: at, revokedAt: at });

  const found = await loadSessionMember(testDb.db, session.id, user.id);
  const [sessionRow, userRow] = await Promise.all([Session.findByPk(session.id), User.findByPk(user.id)]);
  expect(found?.session.get({ plain: true })).toEqual(sessionRow!.get({ plain: true }));
  expect(found?.user.get({ plain: true })).toEqual(userRow!.get({ plain: true }));
  expect(found?.user.pushNotifications).toBe(true);
  expect(found?.session.revokedAt).toEqual(at);

  await found!.user.update({ firstName: 'Changed' });
  expect((await User.findByPk(user.id))!.firstName).toBe('Changed');
  expect(await loadSessionMember(testDb.db, session.id, session.id)).toBeNull();
});
