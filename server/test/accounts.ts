import crypto from 'node:crypto';
import type { SelfUserDto } from '@flock/shared';
import { expect } from 'vitest';
import type { TestApp } from './testApp.js';

/** Small steps most API tests share: make a member, read mailed codes and links, send a token. */

export interface MemberInput {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registration fields that pass every rule, unique per call. */
export function newMemberInput(overrides: Partial<MemberInput> = {}): MemberInput {
  const tag = crypto.randomBytes(6).toString('hex');
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${tag}@example.com`,
    username: `ada_${tag}`,
    password: 'Secret123',
    ...overrides,
  };
}

/** The 6-digit code of the first mail to `email` that arrived after message number `after`. */
export async function mailedCode(app: TestApp, email: string, after: number): Promise<string> {
  const mail = await app.mail.waitFor(email, { after });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail to ${email}`);
  return code;
}

/** The reset token from the first reset mail to `email` after message number `after`. */
export async function mailedResetToken(app: TestApp, email: string, after: number): Promise<string> {
  const mail = await app.mail.waitFor(email, { after });
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in mail to ${email}`);
  return token;
}

/** Registers (unverified) and returns the fields plus the mailed code. */
export async function registerMember(app: TestApp, overrides: Partial<MemberInput> = {}) {
  const input = newMemberInput(overrides);
  const after = app.mail.messages.length;
  const res = await app.request.post('/api/auth/register').send(input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const email = input.email.trim().toLowerCase();
  return { ...input, email, code: await mailedCode(app, email, after) };
}

/** Registers and verifies: a signed-in member. */
export async function registerAndVerify(app: TestApp, overrides: Partial<MemberInput> = {}) {
  const member = await registerMember(app, overrides);
  const res = await app.request
    .post('/api/auth/verify-email')
    .send({ email: member.email, otp: member.code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = res.body.data as { token: string; user: SelfUserDto };
  return { ...member, token: data.token, user: data.user };
}

export async function logIn(app: TestApp, email: string, password: string): Promise<string> {
  const res = await app.request.post('/api/auth/login').send({ email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

/** A code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
