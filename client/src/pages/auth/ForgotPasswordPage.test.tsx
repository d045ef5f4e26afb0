import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderPage, scriptFetch, settle } from './pageTestKit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GENERIC = 'If an account with that email exists, you will receive a password reset link shortly.';

function requestLink(email: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordPage', () => {
  it('checks the address with the forgot-password wording', async () => {
    const calls = scriptFetch({});
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await settle();
    expect(screen.getByText('Email address is required')).toBeTruthy();
    requestLink('nope');
    await settle();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed, lowercased address and shows the next steps', async () => {
    const calls = scriptFetch({
      'POST /auth/forgot-password': { body: { success: true, message: GENERIC } },
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestLink('  Ada@Example.COM ');
    await settle();
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/forgot-password', body: { email: 'ada@example.com' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText(GENERIC)).toBeTruthy();
    expect(screen.getByText(/spam/)).toBeTruthy();
    expect(screen.getByText('10 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('sends again for the same address', async () => {
    const calls = scriptFetch({
      'POST /auth/forgot-password': { body: { success: true, message: GENERIC } },
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestLink('ada@example.com');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Reset Email' }));
    await settle();
    expect(calls.map((c) => c.body)).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com' }]);
    expect(screen.getByRole('status').textContent).toBe('We sent another reset email.');
  });

  it('shows the same success for an unknown address', async () => {
    scriptFetch({
      'POST /auth/forgot-password': {
        status: 404,
        body: { success: false, code: 'user_not_found', message: 'User not found' },
      },
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestLink('ghost@example.com');
    await settle();
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
  });

  it('stays on the form with the mapped error when refused', async () => {
    scriptFetch({
      'POST /auth/forgot-password': {
        status: 429,
        body: {
          success: false,
          code: 'too_many_requests',
          message: 'Too many requests, please try again later',
        },
      },
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestLink('ada@example.com');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many requests. Please wait a few minutes before trying again.',
    );
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestLink('ada@example.com');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});
