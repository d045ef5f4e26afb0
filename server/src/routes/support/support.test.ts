import { SUPPORT_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { grantPremium } from '../../../test/premium.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

const SUPPORT_EMAIL = 'help-desk@flock.test';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SUPPORT_EMAIL });
});
afterAll(() => app.close());

const request = { subject: 'Cannot see my photos', message: 'Since yesterday\nthe feed shows grey boxes.' };
const send = (body: object, token?: string) => {
  const req = app.request.post('/api/support');
  return (token ? req.set(bearer(token)) : req).send(body);
};

describe('POST /api/support', () => {
  it('mails a member’s request to SUPPORT_EMAIL, answering to their address', async () => {
    const member = await registerAndVerify(app);
    const after = app.mail.messages.length;
    const res = await send({ ...request, category: 'technical' }, member.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: SUPPORT_MESSAGES.sent, data: { priority: false } });
    const mail = await app.mail.waitFor(SUPPORT_EMAIL, { after });
    expect(mail.subject).toBe(`Support: ${request.subject}`);
    expect(mail.text).toContain('Since yesterday\nthe feed shows grey boxes.');
    expect(mail.text).toContain(`@${member.username}, Basic`);
    expect(mail.text).toContain('Category: Something is not working');
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${member.email}$`, 'mi'));
    expect(mail.raw).not.toMatch(/^X-Priority: 1/im);
  });

  it('marks a premium member’s request priority', async () => {
    const member = await registerAndVerify(app);
    await grantPremium(app, member.user.id);
    const after = app.mail.messages.length;
    const res = await send(request, member.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: SUPPORT_MESSAGES.sentPriority, data: { priority: true } });
    const mail = await app.mail.waitFor(SUPPORT_EMAIL, { after });
    expect(mail.subject).toBe(`[Priority] Support: ${request.subject}`);
    expect(mail.text).toContain('Priority: yes (Premium member)');
    expect(mail.raw).toMatch(/^X-Priority: 1/im);
  });

  it('takes a visitor’s request with their address, never as priority', async () => {
    const after = app.mail.messages.length;
    const missing = await send(request);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'email', msg: 'Please enter your email address' }]);
    const res = await send({ ...request, email: 'visitor@example.com' });
    expect(res.status).toBe(201);
    const mail = await app.mail.waitFor(SUPPORT_EMAIL, { after });
    expect(mail.text).toContain('A visitor who was not signed in');
    expect(mail.raw).toMatch(/^Reply-To: visitor@example.com$/im);
  });

  it('validates the form and refuses a bad token', async () => {
    const res = await send({ subject: ' ', message: 'x'.repeat(5001), category: 'love' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'subject', msg: SUPPORT_MESSAGES.subjectRequired },
      { path: 'message', msg: SUPPORT_MESSAGES.messageTooLong },
      { path: 'category', msg: SUPPORT_MESSAGES.category },
    ]);
    expect((await send(request, 'not-a-token')).status).toBe(401);
  });
});
