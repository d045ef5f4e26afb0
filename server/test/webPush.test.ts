import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import { createJobRunner } from '../src/jobs/createJobRunner.js';
import { PUSH_ICON, SendWebPushJob, topicFor } from '../src/jobs/definitions/SendWebPushJob.js';
import { createLogger } from '../src/logger.js';
import { createPushService, type PushService } from '../src/services/push/pushService.js';
import { bearer, registerAndVerify } from './accounts.js';
import { browserPushKeys } from '../../testing/pushKeys.js';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../testing/pushServiceStandIn.js';
import { waitUntil } from './testDatabase.js';
import { createTestApp, type TestApp } from './testApp.js';

const SUBJECT = 'mailto:ops@flock.test';

let app: TestApp;
let pushService: PushServiceStandIn;
let push: PushService;
beforeAll(async () => {
  app = await createTestApp();
  pushService = await startPushServiceStandIn();
  push = createPushService({ vapid: app.ctx.secrets.vapid, subject: SUBJECT, agent: pushService.agent });
});
afterAll(async () => {
  await pushService?.close();
  await app?.close();
});

/** A worker whose pushes trust the stand-in's certificate; retries come after 20 ms instead of 30 s. */
const quickRetries = { ...SendWebPushJob, backoffMs: 20 };
let runner: ReturnType<typeof startWorker> | undefined;
function startWorker() {
  const context: AppContext = { ...app.ctx, push };
  return createJobRunner({
    db: app.ctx.db,
    env: { AGENDA_PROCESS_EVERY_MS: 100, JOB_LOCK_LIFETIME_MS: 60_000 },
    logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false }),
    context: () => context,
    name: 'push-worker',
    definitions: [quickRetries] as const,
  });
}
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

let deviceCount = 0;
/** A browser of `token`'s member subscribing through the API, with keys the stand-in decrypts with. */
async function subscribeDevice(token: string) {
  deviceCount += 1;
  const device = `device-${deviceCount}`;
  const browser = browserPushKeys();
  pushService.registerDevice(device, browser);
  const endpoint = pushService.endpointFor(device);
  const res = await app.request
    .post('/api/push/subscriptions')
    .set(bearer(token))
    .send({ endpoint, keys: browser.keys });
  expect(res.status).toBe(201);
  return { device, endpoint, keys: browser.keys };
}

async function memberWithPush(enabled: boolean) {
  const member = await registerAndVerify(app);
  const res = await app.request
    .put('/api/settings')
    .set(bearer(member.token))
    .send({ pushNotifications: enabled });
  expect(res.status).toBe(200);
  return member;
}

const pushesTo = (device: string) => pushService.received.filter((push) => push.device === device);
const jobsLeft = () => app.ctx.db.models.AgendaJob.count({ where: { name: SendWebPushJob.name } });

describe('Web Push', () => {
  it('sends an encrypted message with VAPID, TTL, urgency and topic that the browser decrypts', async () => {
    const member = await registerAndVerify(app);
    const { device, endpoint } = await subscribeDevice(member.token);
    const row = await app.ctx.db.models.PushSubscription.findOne({ where: { userId: member.user.id } });
    const payload = { title: 'Hello', body: 'From Flock', url: '/dashboard', tag: 't1', badgeCount: 3 };

    expect(await push.sendPush(row!, payload, { ttlSeconds: 600, urgency: 'high', topic: 'likes' })).toBe(
      'sent',
    );
    expect(pushesTo(device)).toEqual([
      {
        device,
        status: 201,
        ttl: '600',
        urgency: 'high',
        topic: 'likes',
        vapid: {
          aud: pushService.origin,
          sub: SUBJECT,
          exp: expect.any(Number),
          publicKey: app.ctx.secrets.vapid.publicKey,
        },
        payload,
      },
    ]);
    expect(row?.endpoint).toBe(endpoint);
    expect(pushService.refused.filter((refusal) => refusal.device === device)).toEqual([]);
  });

  it('is refused by the push service when the VAPID signature does not match the key it names', async () => {
    const member = await registerAndVerify(app);
    const { device } = await subscribeDevice(member.token);
    const row = await app.ctx.db.models.PushSubscription.findOne({ where: { userId: member.user.id } });
    const mismatched = createPushService({
      vapid: {
        publicKey: webpush.generateVAPIDKeys().publicKey,
        privateKey: app.ctx.secrets.vapid.privateKey,
      },
      subject: SUBJECT,
      agent: pushService.agent,
    });
    await expect(
      mismatched.sendPush(row!, { title: 'x', body: 'y', url: '/' }, { ttlSeconds: 60 }),
    ).rejects.toThrow(`push service ${pushService.origin} answered 401`);
    expect(pushService.refused).toContainEqual({ device, reason: 'the JWT signature does not match k' });
    expect(pushesTo(device)).toEqual([]);
  });

  it('SendWebPushJob reaches every device of a member with push on and forgets a device that is gone', async () => {
    const member = await memberWithPush(true);
    const phone = await subscribeDevice(member.token);
    const laptop = await subscribeDevice(member.token);
    pushService.unsubscribeDevice(laptop.device);
    const quiet = await memberWithPush(false);
    const quietPhone = await subscribeDevice(quiet.token);

    runner = startWorker();
    const message = {
      title: 'Ada liked your post',
      body: 'Hello Flock',
      url: '/dashboard?post=p1',
      tag: 'like:p1',
    };
    await runner.enqueue('send-web-push', { userId: member.user.id, ...message });
    await runner.enqueue('send-web-push', { userId: quiet.user.id, ...message });
    await runner.start();
    await waitUntil(async () => (await jobsLeft()) === 0, 'both push jobs are done');

    expect(pushesTo(phone.device)).toMatchObject([
      { status: 201, topic: topicFor('like:p1'), payload: { ...message, icon: PUSH_ICON } },
    ]);
    expect(pushesTo(laptop.device).map((p) => p.status)).toEqual([410]);
    const { PushSubscription } = app.ctx.db.models;
    expect(await PushSubscription.findOne({ where: { endpoint: laptop.endpoint } })).toBeNull();
    expect(await PushSubscription.findOne({ where: { endpoint: phone.endpoint } })).not.toBeNull();
    expect(pushesTo(quietPhone.device)).toEqual([]);
  });

  it('retries only the device that failed, and keeps the failure when the push service keeps refusing', async () => {
    const member = await memberWithPush(true);
    const flaky = await subscribeDevice(member.token);
    const steady = await subscribeDevice(member.token);
    pushService.failNext(flaky.device, 500, 503);

    runner = startWorker();
    await runner.enqueue('send-web-push', { userId: member.user.id, title: 'T', body: 'B', url: '/' });
    await runner.start();
    await waitUntil(async () => (await jobsLeft()) === 0, 'the push job succeeded');
    expect(pushesTo(flaky.device).map((p) => p.status)).toEqual([500, 503, 201]);
    expect(pushesTo(steady.device).map((p) => p.status)).toEqual([201]);

    const broken = await subscribeDevice(member.token);
    pushService.failNext(broken.device, ...Array(SendWebPushJob.attempts).fill(500));
    const id = await runner.enqueue('send-web-push', {
      userId: member.user.id,
      title: 'T2',
      body: 'B',
      url: '/',
    });
    await waitUntil(async () => {
      const row = await app.ctx.db.models.AgendaJob.findByPk(id);
      return row?.failCount === SendWebPushJob.attempts && row.lockedAt === null;
    }, 'every attempt failed');
    const failed = await app.ctx.db.models.AgendaJob.findByPk(id);
    expect(failed?.failReason).toContain(`push service ${pushService.origin} answered 500`);
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(pushesTo(broken.device)).toHaveLength(SendWebPushJob.attempts);
    expect(pushesTo(steady.device).map((p) => p.payload)).toMatchObject([{ title: 'T' }, { title: 'T2' }]);
  });
});
