import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteMemberDb } from '../../db/memberDb';
import SettingsSection from './SettingsSection';
import {
  fail,
  fakeTheme,
  ok,
  polyfillDialog,
  renderWithApp,
  scriptFetch,
  signedInAuth,
  TEST_USER,
} from './testKit';

beforeAll(polyfillDialog);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await deleteMemberDb(TEST_USER.id);
});

const settingsReply = ok({ settings: TEST_USER.settings });
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('SettingsSection', () => {
  it('shows the stored settings, the account and the theme', () => {
    scriptFetch({ 'GET /settings': settingsReply });
    renderWithApp(<SettingsSection />, { url: '/settings', theme: fakeTheme('light') });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(toggle('Dark mode').getAttribute('aria-checked')).toBe('false');
    expect(toggle('Email notifications').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Push notifications').getAttribute('aria-checked')).toBe('false');
    expect(toggle('Two-factor authentication').getAttribute('aria-checked')).toBe('false');
    expect((screen.getByRole('combobox', { name: 'Profile visibility' }) as HTMLSelectElement).value).toBe(
      'public',
    );
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('@ada')).toBeTruthy();
    expect(screen.getByText('Basic')).toBeTruthy();
  });

  it('switches the theme through the theme context', () => {
    scriptFetch({ 'GET /settings': settingsReply });
    const theme = fakeTheme('dark');
    renderWithApp(<SettingsSection />, { url: '/settings', theme });
    fireEvent.click(toggle('Dark mode'));
    expect(theme.setTheme).toHaveBeenCalledWith('light');
  });

  it('saves a change at once and keeps it when the server agrees', async () => {
    const setUser = vi.fn();
    const calls = scriptFetch({
      'GET /settings': settingsReply,
      'PUT /settings': ({ body }) => ok({ settings: { ...TEST_USER.settings, ...(body as object) } }),
    });
    const premium = { ...TEST_USER, isPremium: true, subscriptionType: 'premium' as const };
    renderWithApp(<SettingsSection />, { url: '/settings', auth: signedInAuth({ setUser, user: premium }) });
    fireEvent.click(toggle('Email notifications'));
    expect(toggle('Email notifications').getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(setUser).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ emailNotifications: false });
    expect(setUser.mock.calls[0]?.[0].settings.emailNotifications).toBe(false);
    expect(toggle('Email notifications').getAttribute('aria-checked')).toBe('false');

    fireEvent.change(screen.getByRole('combobox', { name: 'Profile visibility' }), {
      target: { value: 'private' },
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ profileVisibility: 'private' });
  });

  it('offers followers-only and private profiles to premium members only', () => {
    scriptFetch({ 'GET /settings': settingsReply });
    renderWithApp(<SettingsSection />, { url: '/settings' });
    const option = (name: string) => screen.getByRole('option', { name }) as HTMLOptionElement;
    expect(option('Public').disabled).toBe(false);
    expect(option('Followers only (Premium)').disabled).toBe(true);
    expect(option('Private (Premium)').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe(
      '/dashboard?section=subscription-details',
    );
  });

  it('rolls a refused change back and says why', async () => {
    scriptFetch({ 'GET /settings': settingsReply, 'PUT /settings': fail(500, '') });
    renderWithApp(<SettingsSection />, { url: '/settings' });
    fireEvent.click(toggle('Two-factor authentication'));
    expect(toggle('Two-factor authentication').getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('Could not save this setting. Please try again.')).toBeTruthy();
    expect(toggle('Two-factor authentication').getAttribute('aria-checked')).toBe('false');
  });

  it('explains a save that failed for lack of network', async () => {
    scriptFetch({ 'GET /settings': 'network', 'PUT /settings': 'network' });
    renderWithApp(<SettingsSection />, { url: '/settings' });
    fireEvent.click(toggle('Email notifications'));
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(toggle('Email notifications').getAttribute('aria-checked')).toBe('true');
  });
});
