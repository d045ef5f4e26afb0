import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT, fakeBrowser, KEY_TEXT, server } from '../components/settings/pushTestKit';
import { rememberPushDevice } from '../data/pushLog';
import type { MemberDb } from '../db/memberDb';
import { ok } from '../pages/dashboard/testKit';
import { signedInEachTest } from '../test/memberDbTestKit';
import { healPushDevice } from './pushHealing';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const record = { id: 's1', endpoint: ENDPOINT, createdAt: '2026-11-27T10:00:00.000Z', lastTestAt: null };
const granted = () =>
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn(async () => 'granted') });

describe('healing push at start-up', () => {
  it('leaves a device in step alone: same key, and the server has its record', async () => {
    fakeBrowser({ subscribed: true });
    granted();
    const calls = server({ 'GET /push/device': ok({ device: record, publicKey: KEY_TEXT }) });
    expect(await healPushDevice(true)).toBe('in-step');
    expect(calls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual(['GET /push/device']);
  });

  it('registers again a subscription the server lost', async () => {
    fakeBrowser({ subscribed: true });
    granted();
    const calls = server();
    expect(await healPushDevice(true)).toBe('registered');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/push/subscriptions' });
    expect(await db.pushLog.get('device')).toMatchObject({ endpoint: ENDPOINT });
  });

  it('re-subscribes silently a subscription the browser dropped, once this device had subscribed', async () => {
    const browser = fakeBrowser();
    granted();
    await rememberPushDevice(ENDPOINT);
    server({ 'GET /push/device': ok({ device: record, publicKey: KEY_TEXT }) });
    expect(await healPushDevice(true)).toBe('resubscribed');
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing where this browser never subscribed, or the permission was taken back', async () => {
    const browser = fakeBrowser();
    granted();
    const calls = server();
    expect(await healPushDevice(true)).toBe('not-here');
    await rememberPushDevice(ENDPOINT);
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(await healPushDevice(true)).toBe('no-permission');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('drops a leftover subscription when push is off for the member', async () => {
    const browser = fakeBrowser({ subscribed: true });
    const calls = server();
    expect(await healPushDevice(false)).toBe('off');
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ body: { endpoint: ENDPOINT } });
  });
});
