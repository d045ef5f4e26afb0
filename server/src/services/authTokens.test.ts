import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKED_TOKENS_KEPT, createTokenService } from './authTokens.js';

const SECRET = 'a-secret-for-these-tests-only-0123456789';
const claims = (n: number) => ({ userId: `user-${n}`, sessionId: `session-${n}` });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('token service', () => {
  it('checks a token once and answers its claims from what it kept afterwards', () => {
    const tokens = createTokenService(SECRET, 600);
    const token = tokens.sign(claims(1));
    const check = vi.spyOn(jwt, 'verify');
    expect(tokens.verify(token)).toEqual(claims(1));
    expect(tokens.verify(token)).toEqual(claims(1));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept token once it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T00:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.sign(claims(2));
    expect(tokens.verify(token)).toEqual(claims(2));
    vi.setSystemTime(Date.now() + 59_000);
    expect(tokens.verify(token)).toEqual(claims(2));
    vi.setSystemTime(Date.now() + 1_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('keeps only tokens that passed the check, under their exact text', () => {
    const tokens = createTokenService(SECRET, 600);
    const token = tokens.sign(claims(3));
    expect(tokens.verify(token)).toEqual(claims(3));
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...(jwt.decode(token) as object), sub: 'user-4' })).toString('base64url')}.${signature}`;
    expect(tokens.verify(forged)).toBeNull();
    expect(tokens.verify(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeNull();
    expect(createTokenService('another-secret-0123456789abcdefghij', 600).verify(token)).toBeNull();
  });

  it('hands out a copy, so a caller changing the claims changes nothing kept', () => {
    const tokens = createTokenService(SECRET, 600);
    const token = tokens.sign(claims(5));
    tokens.verify(token)!.userId = 'someone-else';
    tokens.verify(token)!.userId = 'someone-else';
    expect(tokens.verify(token)).toEqual(claims(5));
  });

  it(`keeps at most ${CHECKED_TOKENS_KEPT} tokens, forgetting the one checked first`, () => {
    const tokens = createTokenService(SECRET, 600);
    const first = tokens.sign(claims(0));
    tokens.verify(first);
    for (let n = 1; n <= CHECKED_TOKENS_KEPT; n += 1) tokens.verify(tokens.sign(claims(n)));
    const check = vi.spyOn(jwt, 'verify');
    expect(tokens.verify(first)).toEqual(claims(0));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
