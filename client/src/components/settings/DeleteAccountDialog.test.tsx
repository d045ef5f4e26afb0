import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fail,
  ok,
  polyfillDialog,
  renderWithApp,
  scriptFetch,
  signedInAuth,
} from '../../pages/dashboard/testKit';
import { DangerZoneCard } from './DangerZoneCard';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.getByRole('dialog', { name: 'Delete Account' });
};
const confirm = (password: string) => {
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
};

describe('Delete account', () => {
  it('asks for the password before calling the server', () => {
    const calls = scriptFetch({});
    renderWithApp(<DangerZoneCard />, { url: '/settings' });
    openDialog();
    confirm('');
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s message, or the fallback when there is none', async () => {
    scriptFetch({ 'DELETE /auth/account': fail(400, 'Incorrect password', 'incorrect_password') });
    renderWithApp(<DangerZoneCard />, { url: '/settings' });
    openDialog();
    confirm('wrong');
    expect(await screen.findByText('Incorrect password')).toBeTruthy();

    scriptFetch({ 'DELETE /auth/account': { status: 500, body: {} } });
    confirm('wrong again');
    expect(
      await screen.findByText('Failed to delete account. Please check your password and try again.'),
    ).toBeTruthy();
  });

  it('confirms, then after 3 seconds ends the session and goes to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = scriptFetch({ 'DELETE /auth/account': ok(null) });
    const logout = vi.fn(() => Promise.resolve());
    renderWithApp(<DangerZoneCard />, { url: '/settings', auth: signedInAuth({ logout }) });
    openDialog();
    confirm('Secret123');
    expect(await screen.findByText('Account Deleted Successfully')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/auth/account',
      body: { password: 'Secret123' },
    });
    expect(logout).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
