import { OTP_TTL_SECONDS, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMemberInput, registerAndVerify, registerMember } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const register = (body: object) => app.request.post('/api/auth/register').send(body);

describe('POST /api/auth/register', () => {
  it('creates an unverified member, stores only hashes and mails a 6-digit code', async () => {
    const input = newMemberInput({ email: '  Mixed.Case.Reg@Example.COM ' });
    const after = app.mail.messages.length;
    const before = Date.now();
    const res = await register(input);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: SUCCESS_MESSAGES.registered,
      data: { requiresVerification: true, email: 'mixed.case.reg@example.com' },
    });

    const mail = await app.mail.waitFor('mixed.case.reg@example.com', { after });
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    expect(mail.subject).toMatch(/verification code/i);

    const user = await app.ctx.db.models.User.findOne({ where: { email: 'mixed.case.reg@example.com' } });
    expect(user).not.toBeNull();
    expect(user!.usernameLower).toBe(input.username.toLowerCase());
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(input.password);
    expect(user!.emailVerifiedAt).toBeNull();
    expect(user!.verificationCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(user!.verificationCodeHash).not.toContain(code);
    expect(user!.verificationAttempts).toBe(0);
    expect(user!.verificationSentAt!.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(user!.verificationExpiresAt!.getTime() - user!.verificationSentAt!.getTime()).toBe(
      OTP_TTL_SECONDS * 1000,
    );
  });

  it('never answers with a password, hash or code', async () => {
    const input = newMemberInput();
    const res = await register(input);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(input.password);
    expect(text).not.toMatch(/hash|argon|verification_?code/i);
  });

  it.each([
    ['firstName', undefined, 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', 'Ada1', 'First name can only contain letters and spaces'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['lastName', 'Love_lace', 'Last name can only contain letters and spaces'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Email is invalid'],
    ['email', 'a@b', 'Email is invalid'],
    ['username', '', 'Username is required'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(31), 'Username must be 30 characters or less'],
    ['username', 'bad name!', 'Username can only contain letters, numbers, and underscores'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1', 'Password must be at least 6 characters'],
    [
      'password',
      'alllowercase1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      'NoDigitsHere',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const res = await register({ ...newMemberInput(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'validation_failed',
      message: 'Validation failed',
    });
    expect(res.body.errors).toEqual([{ path: field, msg: message }]);
  });

  it('reports every invalid field at once', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'username',
      'password',
    ]);
  });

  it('refuses an email that is already registered and verified (409 user_already_exists)', async () => {
    const member = await registerAndVerify(app);
    const res = await register(newMemberInput({ email: member.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('user_already_exists');
    expect(res.body.message).toContain('User already exists');
    expect(res.body.errors).toEqual([{ path: 'email', msg: expect.stringContaining('already exists') }]);
  });

  it('refuses an email still waiting for verification the same way, without a second account or mail', async () => {
    const member = await registerMember(app);
    const mailsBefore = app.mail.messages.length;
    const res = await register(newMemberInput({ email: member.email }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('user_already_exists');
    expect(await app.ctx.db.models.User.count({ where: { email: member.email } })).toBe(1);
    expect(app.mail.messages.length).toBe(mailsBefore);
  });

  it('refuses a username taken in any letter case (409 username_taken)', async () => {
    const member = await registerMember(app);
    const res = await register(newMemberInput({ username: member.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('username_taken');
    expect(res.body.errors).toEqual([{ path: 'username', msg: 'Username is already taken' }]);
  });

  it('lets exactly one of two simultaneous registrations with one email through', async () => {
    const email = newMemberInput().email;
    const [a, b] = await Promise.all([
      register(newMemberInput({ email })),
      register(newMemberInput({ email })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.code, b.body.code]).toContain('user_already_exists');
    expect(await app.ctx.db.models.User.count({ where: { email } })).toBe(1);
  });

  it('lets exactly one of two simultaneous registrations with one username through', async () => {
    const username = newMemberInput().username;
    const [a, b] = await Promise.all([
      register(newMemberInput({ username })),
      register(newMemberInput({ username: username.toUpperCase() })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.code, b.body.code]).toContain('username_taken');
  });
});
