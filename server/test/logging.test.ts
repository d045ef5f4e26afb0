import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from '../src/logger.js';
import { bearer, mailedResetToken, registerMember } from './accounts.js';
import { createTestApp, type TestApp } from './testApp.js';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino(
    { level: 'trace', redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined },
    sink,
  );
  app = await createTestApp({ LOG_LEVEL: 'trace' }, { logger });
});
afterAll(() => app.close());

describe('logs', () => {
  it('never carry passwords, codes, tokens or reset links', async () => {
    const member = await registerMember(app, { password: 'LoggedNever1' });
    const verified = await app.request
      .post('/api/auth/verify-email')
      .send({ email: member.email, otp: member.code });
    const token = verified.body.data.token as string;
    await app.request.post('/api/auth/login').send({ email: member.email, password: 'WrongPassword9' });
    const after = app.mail.messages.length;
    await app.request.post('/api/auth/forgot-password').send({ email: member.email });
    const resetToken = await mailedResetToken(app, member.email, after);
    await app.request.get(`/reset-password?token=${resetToken}`);
    await app.request.post('/api/auth/reset-password').send({ token: resetToken, password: 'NewSecret22' });
    await app.request.get('/api/auth/profile').set(bearer(token));

    const log = lines.join('');
    expect(log).toContain('/api/auth/login');
    for (const secret of [member.password, 'WrongPassword9', 'NewSecret22', member.code, token, resetToken]) {
      expect(log).not.toContain(secret);
    }
  });
});
