import crypto from 'node:crypto';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { browserPushKeys } from '../../../../testing/pushKeys.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const newEndpoint = () => `https://push.example.net/send/${crypto.randomUUID()}`;
const subscribe = (token: string, body: object) =>
  app.request.post('/api/push/subscriptions').set(bearer(token)).send(body);
const unsubscribe = (token: string, endpoint: string) =>
  app.request.delete('/api/push/subscriptions').set(bearer(token)).send({ endpoint });
const rowOf = (endpoint: string) =>
  app.ctx.db.models.PushSubscription.findOne({
    where: { endpointHash: app.ctx.db.models.PushSubscription.hashEndpoint(endpoint) },
  });

describe('GET /api/push/vapid-public-key', () => {
  it("gives signed-in members the server's VAPID public key", async () => {
    const member = await registerAndVerify(app);
    const res = await app.request.get('/api/push/vapid-public-key').set(bearer(member.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { publicKey: app.ctx.secrets.vapid.publicKey } });
    expect(Buffer.from(res.body.data.publicKey, 'base64url')).toHaveLength(65);
  });

  it('needs a token', async () => {
    const res = await app.request.get('/api/push/vapid-public-key');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'not_authenticated' });
  });
});

describe('POST /api/push/subscriptions', () => {
  it("stores this device's subscription (201)", async () => {
    const member = await registerAndVerify(app);
    const endpoint = newEndpoint();
    const { keys } = browserPushKeys();
    const res = await subscribe(member.token, { endpoint, keys, expirationTime: null });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: SUCCESS_MESSAGES.pushSubscribed,
      data: { subscription: { id: expect.any(String), endpoint, createdAt: expect.any(String) } },
    });
    expect(JSON.stringify(res.body)).not.toContain(keys.auth);
    expect(await rowOf(endpoint)).toMatchObject({ userId: member.user.id, endpoint, ...keys });
  });

  it('keeps one row per device: subscribing again updates the keys and moves it to the member signed in', async () => {
    const [first, second] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const endpoint = newEndpoint();
    const created = await subscribe(first.token, { endpoint, keys: browserPushKeys().keys });
    const renewedKeys = browserPushKeys().keys;
    const renewed = await subscribe(first.token, { endpoint, keys: renewedKeys });
    expect(renewed.status).toBe(201);
    expect(renewed.body.data.subscription.id).toBe(created.body.data.subscription.id);
    expect(await rowOf(endpoint)).toMatchObject({ userId: first.user.id, ...renewedKeys });

    const moved = await subscribe(second.token, { endpoint, keys: { ...renewedKeys } });
    expect(moved.status).toBe(201);
    expect(await rowOf(endpoint)).toMatchObject({ userId: second.user.id });
    const count = await app.ctx.db.models.PushSubscription.count({
      where: { endpointHash: app.ctx.db.models.PushSubscription.hashEndpoint(endpoint) },
    });
    expect(count).toBe(1);
  });

  it("refuses another member's endpoint with other keys (409) and changes nothing", async () => {
    const [owner, intruder] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const endpoint = newEndpoint();
    const ownerKeys = browserPushKeys().keys;
    await subscribe(owner.token, { endpoint, keys: ownerKeys });
    for (const keys of [
      browserPushKeys().keys,
      { ...browserPushKeys().keys, auth: ownerKeys.auth },
      { ...browserPushKeys().keys, p256dh: ownerKeys.p256dh },
    ]) {
      const res = await subscribe(intruder.token, { endpoint, keys });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        code: 'push_subscription_conflict',
        message: ERROR_MESSAGES.push_subscription_conflict,
      });
    }
    expect(await rowOf(endpoint)).toMatchObject({ userId: owner.user.id, ...ownerKeys });
  });

  it.each([
    [
      {},
      [
        { path: 'endpoint', msg: 'endpoint is required' },
        { path: 'keys', msg: 'keys must hold p256dh and auth' },
      ],
    ],
    [
      { endpoint: 'http://push.example.net/x', keys: browserPushKeys().keys },
      [{ path: 'endpoint', msg: 'endpoint must be an https URL' }],
    ],
    [
      {
        endpoint: 'https://push.example.net/x',
        keys: { p256dh: 'not a key', auth: browserPushKeys().keys.auth },
      },
      [{ path: 'keys.p256dh', msg: "keys.p256dh must be the browser's base64url key" }],
    ],
    [
      { endpoint: 'https://push.example.net/x', keys: { p256dh: browserPushKeys().keys.p256dh } },
      [{ path: 'keys.auth', msg: 'keys.auth is required' }],
    ],
  ])('refuses %j with field errors (400)', async (body, errors) => {
    const member = await registerAndVerify(app);
    const res = await subscribe(member.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed', errors });
  });

  it('needs a token', async () => {
    const res = await app.request
      .post('/api/push/subscriptions')
      .send({ endpoint: newEndpoint(), keys: browserPushKeys().keys });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("removes this device's subscription", async () => {
    const member = await registerAndVerify(app);
    const endpoint = newEndpoint();
    await subscribe(member.token, { endpoint, keys: browserPushKeys().keys });
    const res = await unsubscribe(member.token, endpoint);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: SUCCESS_MESSAGES.pushUnsubscribed,
      data: { endpoint },
    });
    expect(await rowOf(endpoint)).toBeNull();

    const again = await unsubscribe(member.token, endpoint);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      success: false,
      code: 'push_subscription_not_found',
      message: ERROR_MESSAGES.push_subscription_not_found,
    });
  });

  it("cannot remove another member's device (404, and it stays)", async () => {
    const [owner, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const endpoint = newEndpoint();
    await subscribe(owner.token, { endpoint, keys: browserPushKeys().keys });
    const res = await unsubscribe(other.token, endpoint);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('push_subscription_not_found');
    expect(await rowOf(endpoint)).toMatchObject({ userId: owner.user.id });
  });

  it('refuses a missing endpoint and needs a token', async () => {
    const member = await registerAndVerify(app);
    const bad = await app.request.delete('/api/push/subscriptions').set(bearer(member.token)).send({});
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'endpoint', msg: 'endpoint is required' }]);
    const anonymous = await app.request.delete('/api/push/subscriptions').send({ endpoint: newEndpoint() });
    expect(anonymous.status).toBe(401);
  });
});
