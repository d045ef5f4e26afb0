import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushTestTooSoonMessage } from '@flock/shared';
import { deleteMemberDb, memberDb } from '../../db/memberDb';
import SettingsSection from '../../pages/dashboard/SettingsSection';
import { fail, ok, renderWithApp, signedInAuth, TEST_USER } from '../../pages/dashboard/testKit';
import type { PushLogRecord } from '../../db/pushLogRecords';
import { ENDPOINT, fakeBrowser, KEY_TEXT, server } from './pushTestKit';

const CREATED = '2026-11-20T09:30:00.000Z';
const device = { id: 's1', endpoint: ENDPOINT, createdAt: CREATED, lastTestAt: null };
const withPush = {
  auth: signedInAuth({
    user: { ...TEST_USER, settings: { ...TEST_USER.settings, pushNotifications: true } },
  }),
};

const card = () => screen.getByRole('region', { name: "This device's push" });
const valueOf = (term: string) =>
  within(card()).getByText(term).closest('.account-info-row')?.querySelector('dd')?.textContent;

beforeEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  await deleteMemberDb(TEST_USER.id);
});

describe("the Settings card of this device's push", () => {
  it('shows the subscription, since when, the last push and the last notification action', async () => {
    fakeBrowser({ subscribed: true });
    server({ 'GET /push/device': ok({ device, publicKey: KEY_TEXT }) });
    const db = memberDb(TEST_USER.id);
    const log: PushLogRecord[] = [
      { key: 'lastPush', receivedAt: Date.parse(CREATED), title: 'Flock', body: 'Ada liked your post' },
      { key: 'lastAction', at: Date.parse(CREATED), label: 'Like a comment by @ada', entryId: 'gone' },
    ];
    await db.pushLog.bulkPut(log);
    renderWithApp(<SettingsSection />, { url: '/settings', ...withPush });
    await waitFor(() => expect(valueOf('Status')).toBe('Subscribed'));
    expect(valueOf('Since')).toContain('2026');
    await waitFor(() => expect(valueOf('Last push received')).toContain('Ada liked your post'));
    expect(valueOf('Last notification action')).toContain('Like a comment by @ada, done');
  });

  it('sends a test notification to this device and says so; a refusal says why', async () => {
    fakeBrowser({ subscribed: true });
    let tests = 0;
    const calls = server({
      'GET /push/device': ok({ device, publicKey: KEY_TEXT }),
      'POST /push/test': () =>
        ++tests === 1
          ? ok({ sentAt: new Date().toISOString() })
          : fail(429, pushTestTooSoonMessage(30), 'push_test_too_soon'),
    });
    renderWithApp(<SettingsSection />, { url: '/settings', ...withPush });
    const button = await screen.findByRole('button', { name: 'Send a test notification' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(card()).getByRole('status').textContent).toMatch(/^Test notification sent/),
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/push/test',
      body: { endpoint: ENDPOINT },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    await waitFor(() =>
      expect(within(card()).getByRole('status').textContent).toBe(pushTestTooSoonMessage(30)),
    );
  });

  it('says when this device is not subscribed, with no test button', async () => {
    fakeBrowser();
    server();
    renderWithApp(<SettingsSection />, { url: '/settings', ...withPush });
    await waitFor(() => expect(valueOf('Status')).toBe('Not subscribed'));
    expect(valueOf('Last push received')).toBe('None yet');
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).toBeNull();
    expect(screen.getByText('Turn on Push notifications above to get them on this device.')).toBeTruthy();
  });

  it('says when the server could not be asked, and when the browser has no Web Push', async () => {
    fakeBrowser({ subscribed: true });
    server({ 'GET /push/device': 'network' });
    renderWithApp(<SettingsSection />, { url: '/settings', ...withPush });
    await waitFor(() => expect(valueOf('Status')).toBe('Subscribed (not checked with the server)'));
    cleanup();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    renderWithApp(<SettingsSection />, { url: '/settings', ...withPush });
    await waitFor(() => expect(valueOf('Status')).toBe('Not supported in this browser'));
  });
});
