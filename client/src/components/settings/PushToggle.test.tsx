import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteMemberDb } from '../../db/memberDb';
import SettingsSection from '../../pages/dashboard/SettingsSection';
import { fail, renderWithApp, signedInAuth, TEST_USER } from '../../pages/dashboard/testKit';
import { PUSH_MESSAGES } from '../../realtime/pushDevice';
import { ENDPOINT, fakeBrowser, KEY, KEYS, server } from './pushTestKit';

const pushSwitch = () => screen.getByRole('switch', { name: 'Push notifications' });
const withPush = (on: boolean) => ({
  auth: signedInAuth({ user: { ...TEST_USER, settings: { ...TEST_USER.settings, pushNotifications: on } } }),
});

beforeEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  await deleteMemberDb(TEST_USER.id);
});

describe('the push notifications switch', () => {
  it('turning it on asks for permission, subscribes with the server key, registers the device and stores the setting', async () => {
    const browser = fakeBrowser();
    const calls = server();
    renderWithApp(<SettingsSection />, { url: '/settings' });
    fireEvent.click(pushSwitch());
    expect(pushSwitch().getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalled();
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect([...(options[0].applicationServerKey as Uint8Array)]).toEqual([...KEY]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ endpoint: ENDPOINT, keys: KEYS });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ pushNotifications: true });
    await waitFor(() => expect((pushSwitch() as HTMLButtonElement).disabled).toBe(false));
    expect(pushSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('turning it off stores the setting, drops the subscription and tells the server', async () => {
    const browser = fakeBrowser({ subscribed: true });
    const calls = server();
    renderWithApp(<SettingsSection />, { url: '/settings', ...withPush(true) });
    await waitFor(() => expect(pushSwitch().getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ pushNotifications: false });
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('shows off on a device that is not subscribed, even with push on for the account', async () => {
    fakeBrowser();
    server();
    renderWithApp(<SettingsSection />, { url: '/settings', ...withPush(true) });
    await waitFor(() => expect(pushSwitch().getAttribute('aria-checked')).toBe('false'));
  });

  it('rolls back with a reason when the permission is refused', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    const calls = server();
    renderWithApp(<SettingsSection />, { url: '/settings' });
    fireEvent.click(pushSwitch());
    expect(await screen.findByText(PUSH_MESSAGES.blocked)).toBeTruthy();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('drops the new subscription when the server does not take it', async () => {
    const browser = fakeBrowser();
    server({ 'POST /push/subscriptions': fail(500, 'Something went wrong on our side', 'internal_error') });
    renderWithApp(<SettingsSection />, { url: '/settings' });
    fireEvent.click(pushSwitch());
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('gives up on a push service that never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const browser = fakeBrowser();
    browser.pushManager.subscribe.mockImplementation(() => new Promise(() => undefined));
    const calls = server();
    renderWithApp(<SettingsSection />, { url: '/settings' });
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(browser.pushManager.subscribe).toHaveBeenCalled());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16_000);
    });
    expect(await screen.findByText(PUSH_MESSAGES.timeout)).toBeTruthy();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so where the browser has no Web Push', async () => {
    server();
    renderWithApp(<SettingsSection />, { url: '/settings' });
    fireEvent.click(pushSwitch());
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeTruthy();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
  });
});
