import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import LoginPage from './LoginPage';
import { currentPath, currentState, fakeAuth, renderPage, settle } from './pageTestKit';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fillAndSubmit(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('renders the labelled form, links and options', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('validates on submit without calling the server', async () => {
    const auth = fakeAuth();
    renderPage(<LoginPage />, { path: '/login', auth });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(auth.login).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'bad' } });
    expect(screen.getByText('Email is invalid')).toBeTruthy();
  });

  it('signs in, shows the success message, then goes where the guard came from after 1.5 s', async () => {
    let finish: () => void = () => undefined;
    const login = vi.fn(() => new Promise<object>((resolve) => (finish = () => resolve({}))));
    const { container } = renderPage(<LoginPage />, {
      path: '/login',
      state: { from: { pathname: '/settings', search: '?tab=a' } },
      auth: fakeAuth({ login }),
    });
    fillAndSubmit('  Me@Example.com ', 'Secret12');
    await settle();
    expect(login).toHaveBeenCalledWith({ email: 'me@example.com', password: 'Secret12' });
    expect(screen.getByRole('button', { name: 'Signing In...' })).toHaveProperty('disabled', true);

    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('Login successful! Redirecting...');
    act(() => vi.advanceTimersByTime(1400));
    expect(currentPath(container)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(currentPath(container)).toBe('/settings?tab=a');
  });

  it('goes to the dashboard when no page was asked for', async () => {
    const { container } = renderPage(<LoginPage />, {
      path: '/login',
      auth: fakeAuth({ login: vi.fn(async () => ({})) }),
    });
    fillAndSubmit('me@example.com', 'Secret12');
    await settle();
    act(() => vi.advanceTimersByTime(1500));
    expect(currentPath(container)).toBe('/dashboard');
  });

  it('sends unverified accounts to verification with their email', async () => {
    const login = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 403,
        message: 'Email not verified',
        serverMessage: 'Email not verified',
      });
    });
    const { container } = renderPage(<LoginPage />, { path: '/login', auth: fakeAuth({ login }) });
    fillAndSubmit('Me@example.com', 'Secret12');
    await settle();
    expect(currentPath(container)).toBe('/verify-email');
    expect(currentState(container)).toEqual({ email: 'me@example.com' });
  });

  it('shows the mapped error and lets the visitor try again', async () => {
    const login = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'Invalid email or password',
        serverMessage: 'Invalid email or password',
      });
    });
    renderPage(<LoginPage />, { path: '/login', auth: fakeAuth({ login }) });
    fillAndSubmit('me@example.com', 'wrong');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  it('shows an expired-session notice once, and the notice passed by the reset page', () => {
    sessionStorage.setItem('authNotice', 'Session expired. Please login again.');
    renderPage(<LoginPage />, {
      path: '/login',
      state: { notice: 'Password reset successful. Please sign in with your new password.' },
    });
    expect(screen.getByText('Session expired. Please login again.')).toBeTruthy();
    expect(
      screen.getByText('Password reset successful. Please sign in with your new password.'),
    ).toBeTruthy();
    expect(sessionStorage.getItem('authNotice')).toBeNull();
  });

  it('takes the notes it was brought away once the member tries to sign in', async () => {
    sessionStorage.setItem('authNotice', 'Session expired. Please login again.');
    const login = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'Invalid email or password',
        serverMessage: 'Invalid email or password',
      });
    });
    renderPage(<LoginPage />, {
      path: '/login',
      auth: fakeAuth({ login }),
      state: { notice: 'Password reset successful. Please sign in with your new password.' },
    });
    fillAndSubmit('me@example.com', 'wrong');
    await settle();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/Password reset successful/)).toBeNull();
    expect(screen.queryByText(/Session expired/)).toBeNull();
  });

  it('only announces the social sign-in buttons', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderPage(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Twitter' }));
    expect(alert.mock.calls).toEqual([
      ['Google sign-in is not implemented yet'],
      ['Twitter sign-in is not implemented yet'],
    ]);
  });
});
