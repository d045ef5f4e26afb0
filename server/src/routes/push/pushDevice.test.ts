import crypto from 'node:crypto';
import {
  ERROR_MESSAGES,
  PUSH_TEST_COOLDOWN_SECONDS,
  PUSH_TEST_MESSAGE,
  pushTestTooSoonMessage,
  SUCCESS_MESSAGES,
} from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { browserPushKeys } from '../../../../testing/pushKeys.js';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../../../testing/pushServiceStandIn.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { PUSH_ICON } from '../../jobs/definitions/SendWebPushJob.js';
import { createPushService } from '../../services/push/pushService.js';

let app: TestApp;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  app = await createTestApp();
  pushService = await startPushServiceStandIn();
  // The app's own push service, made to trust the stand-in's certificate.
  Object.assign(app.ctx, {
    push: createPushService({
      vapid: app.ctx.secrets.vapid,
      subject: 'mailto:ops@flock.test',
      agent: pushService.agent,
    }),
  });
});
afterAll(async () => {
  await pushService.close();
  await app.close();
});

/** A member with one device the stand-in push service can reach. */
async function memberWithDevice() {
  const member = await registerAndVerify(app);
  const device = crypto.randomUUID();
  const keys = browserPushKeys();
  pushService.registerDevice(device, { ecdh: keys.ecdh, authSecret: keys.authSecret });
  const endpoint = pushService.endpointFor(device);
  await app.request
    .post('/api/push/subscriptions')
    .set(bearer(member.token))
    .send({ endpoint, keys: keys.keys })
    .expect(201);
  return { ...member, device, endpoint };
}

const deviceOf = (token: string, endpoint: string) =>
  app.request.get('/api/push/device').query({ endpoint }).set(bearer(token));
const sendTest = (token: string, endpoint: string) =>
  app.request.post('/api/push/test').set(bearer(token)).send({ endpoint });
const pushesTo = (device: string) => pushService.received.filter((push) => push.device === device);
const rowOf = (endpoint: string) =>
  app.ctx.db.models.PushSubscription.findOne({
    where: { endpointHash: app.ctx.db.models.PushSubscription.hashEndpoint(endpoint) },
  });

describe('GET /api/push/device', () => {
  it("answers this device's record and the server's key, never the device's keys", async () => {
    const ada = await memberWithDevice();
    const res = await deviceOf(ada.token, ada.endpoint);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        device: {
          id: expect.any(String),
          endpoint: ada.endpoint,
          createdAt: expect.any(String),
          lastTestAt: null,
        },
        publicKey: app.ctx.secrets.vapid.publicKey,
      },
    });
    const row = await rowOf(ada.endpoint);
    expect(JSON.stringify(res.body)).not.toContain(row!.auth);
  });

  it('says the server has no record for an unknown device, or for the device of another member', async () => {
    const [ada, bob] = [await memberWithDevice(), await registerAndVerify(app)];
    const unknown = await deviceOf(ada.token, `https://push.example.net/send/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.device).toBeNull();
    const others = await deviceOf(bob.token, ada.endpoint);
    expect(others.body.data).toEqual({ device: null, publicKey: app.ctx.secrets.vapid.publicKey });
  });

  it('needs a token and an https endpoint', async () => {
    const member = await registerAndVerify(app);
    expect((await app.request.get('/api/push/device').query({ endpoint: 'https://x.test/a' })).status).toBe(
      401,
    );
    const missing = await app.request.get('/api/push/device').set(bearer(member.token));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'endpoint', msg: 'endpoint is required' }]);
    const plain = await deviceOf(member.token, 'http://push.example.net/x');
    expect(plain.body.errors).toEqual([{ path: 'endpoint', msg: 'endpoint must be an https URL' }]);
    const long = await deviceOf(member.token, `https://push.example.net/${'a'.repeat(2100)}`);
    expect(long.status).toBe(400);
  });
});

describe('POST /api/push/test', () => {
  it('pushes a test notification to this device only, encrypted, and records when', async () => {
    const ada = await memberWithDevice();
    const otherDevice = await memberWithDevice();
    const res = await sendTest(ada.token, ada.endpoint);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: SUCCESS_MESSAGES.pushTestSent,
      data: { sentAt: expect.any(String) },
    });
    expect(pushesTo(ada.device)).toMatchObject([
      { status: 201, ttl: '60', urgency: 'high', payload: { ...PUSH_TEST_MESSAGE, icon: PUSH_ICON } },
    ]);
    expect(pushesTo(otherDevice.device)).toEqual([]);
    const record = await deviceOf(ada.token, ada.endpoint);
    expect(record.body.data.device.lastTestAt).toBe(res.body.data.sentAt);
  });

  it('allows one test per device per cooldown (429 with the wait), two taps at once send one', async () => {
    const ada = await memberWithDevice();
    const answers = await Promise.all([sendTest(ada.token, ada.endpoint), sendTest(ada.token, ada.endpoint)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({
      success: false,
      code: 'push_test_too_soon',
      message: pushTestTooSoonMessage(PUSH_TEST_COOLDOWN_SECONDS),
      retryAfterSeconds: PUSH_TEST_COOLDOWN_SECONDS,
    });
    expect(pushesTo(ada.device)).toHaveLength(1);

    // Once the cooldown has passed, the next test goes out.
    const past = new Date(Date.now() - (PUSH_TEST_COOLDOWN_SECONDS + 1) * 1000);
    await app.ctx.db.models.PushSubscription.update(
      { lastTestAt: past },
      { where: { endpoint: ada.endpoint } },
    );
    expect((await sendTest(ada.token, ada.endpoint)).status).toBe(200);
    expect(pushesTo(ada.device)).toHaveLength(2);
  });

  it("cannot test another member's device (404) and nothing is pushed", async () => {
    const [ada, bob] = [await memberWithDevice(), await registerAndVerify(app)];
    const res = await sendTest(bob.token, ada.endpoint);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 'push_subscription_not_found',
      message: ERROR_MESSAGES.push_subscription_not_found,
    });
    expect(pushesTo(ada.device)).toEqual([]);
    expect((await rowOf(ada.endpoint))!.lastTestAt).toBeNull();
  });

  it('a device the push service dropped is forgotten (410), so the page can subscribe it again', async () => {
    const ada = await memberWithDevice();
    pushService.unsubscribeDevice(ada.device);
    const res = await sendTest(ada.token, ada.endpoint);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'push_device_gone', message: ERROR_MESSAGES.push_device_gone });
    expect(await rowOf(ada.endpoint)).toBeNull();
  });

  it('gives the cooldown back when the push service fails (502), so a retry goes out', async () => {
    const ada = await memberWithDevice();
    pushService.failNext(ada.device, 500);
    const failed = await sendTest(ada.token, ada.endpoint);
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('push_service_unavailable');
    expect((await rowOf(ada.endpoint))!.lastTestAt).toBeNull();
    expect((await sendTest(ada.token, ada.endpoint)).status).toBe(200);
  });

  it('needs a token and an endpoint', async () => {
    const member = await registerAndVerify(app);
    expect((await app.request.post('/api/push/test').send({ endpoint: 'https://x.test/a' })).status).toBe(
      401,
    );
    const missing = await app.request.post('/api/push/test').set(bearer(member.token)).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'endpoint', msg: 'endpoint is required' }]);
  });
});
