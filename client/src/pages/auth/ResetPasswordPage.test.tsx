import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from './ResetPasswordPage';
import { currentPath, currentState, renderPage, scriptFetch, settle } from './pageTestKit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const URL_WITH_TOKEN = '/reset-password?token=abc123';

function choose(password: string, confirm = password) {
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('shows the invalid-link view without a token', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid or missing reset token. Please request a new password reset link.',
    );
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('meters the password strength as it is typed', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: URL_WITH_TOKEN });
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'abcdefgh' } });
    expect(meter.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Abcdefg1' } });
    expect(meter.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Strong password!')).toBeTruthy();
  });

  it('checks the new password with the reset wording', async () => {
    const calls = scriptFetch({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: URL_WITH_TOKEN });
    choose('abc');
    await settle();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    choose('Abcdef1', 'Abcdef2');
    await settle();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    choose('Abcdef1', '');
    await settle();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('resets, says so, and goes to sign in after 3 s with a notice', async () => {
    const calls = scriptFetch({ 'POST /auth/reset-password': { body: { success: true, message: 'ok' } } });
    const { container } = renderPage(<ResetPasswordPage />, { path: '/reset-password', url: URL_WITH_TOKEN });
    choose('Abcdefg1');
    await settle();
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/reset-password', body: { token: 'abc123', password: 'Abcdefg1' } },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Password reset successful');
    act(() => vi.advanceTimersByTime(2999));
    expect(currentPath(container)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(currentPath(container)).toBe('/login');
    expect(currentState(container)).toEqual({
      notice: 'Password reset successful. Please sign in with your new password.',
    });
  });

  it('switches to the invalid-link view when the server says the link expired', async () => {
    scriptFetch({
      'POST /auth/reset-password': {
        status: 400,
        body: { success: false, code: 'invalid_reset_token', message: 'Invalid or expired reset token' },
      },
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: URL_WITH_TOKEN });
    choose('Abcdefg1');
    await settle();
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This password reset link has expired or is invalid. Please request a new one.',
    );
  });

  it('shows server field errors on the password', async () => {
    scriptFetch({
      'POST /auth/reset-password': {
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: 'Validation failed',
          errors: [{ path: 'password', msg: 'Password is too common' }],
        },
      },
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: URL_WITH_TOKEN });
    choose('Abcdefg1');
    await settle();
    expect(screen.getByText('Password is too common')).toBeTruthy();
    expect(screen.getByText('Failed to reset password. Please try again.')).toBeTruthy();
  });
});
