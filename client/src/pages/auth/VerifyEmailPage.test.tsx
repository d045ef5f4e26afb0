import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { formatCountdown } from './useResendCooldown';
import VerifyEmailPage from './VerifyEmailPage';
import { currentPath, fakeAuth, renderPage, scriptFetch, settle } from './pageTestKit';

const EMAIL = 'ada@example.com';
const COOLDOWN_PATH = `GET /auth/cooldown-status/${encodeURIComponent(EMAIL)}`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });

function typeCode(code: string) {
  code.split('').forEach((digit, i) => fireEvent.input(box(i + 1), { target: { value: digit } }));
}

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(480)).toBe('8:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
  });
});

describe('VerifyEmailPage', () => {
  it('sends visitors without a known address to registration', () => {
    scriptFetch({});
    const { container } = renderPage(<VerifyEmailPage />, { path: '/verify-email' });
    expect(currentPath(container)).toBe('/register');
  });

  it('uses the pending address when none was passed, and offers the way back', async () => {
    const calls = scriptFetch({});
    renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      auth: fakeAuth({ pendingVerification: EMAIL }),
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to registration' }).getAttribute('href')).toBe('/register');
    expect(calls[0]?.path).toBe(`/auth/cooldown-status/${encodeURIComponent(EMAIL)}`);
    // The lookup's 404 is normal: nothing to wait for.
    expect(resendButton().textContent).toBe('Resend code');
    expect(resendButton()).toHaveProperty('disabled', false);
  });

  it('counts down the cooldown the server reports, once a second', async () => {
    scriptFetch({
      [COOLDOWN_PATH]: { body: { success: true, data: { cooldownActive: true, cooldownSecondsLeft: 62 } } },
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', state: { email: EMAIL } });
    await settle();
    expect(resendButton().textContent).toBe('Resend code in 1:02');
    expect(resendButton()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe('Resend code in 1:01');
    act(() => vi.advanceTimersByTime(61_000));
    expect(resendButton().textContent).toBe('Resend code');
    expect(resendButton()).toHaveProperty('disabled', false);
  });

  it('after a resend waits what the server says, or 480 s by default', async () => {
    const calls = scriptFetch({
      'POST /auth/resend-verification': [
        { body: { success: true, data: { cooldownActive: true, cooldownSecondsLeft: 300 } } },
        { body: { success: true, data: null } },
      ],
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', state: { email: EMAIL } });
    await settle();
    fireEvent.click(resendButton());
    await settle();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/auth/resend-verification',
      body: { email: EMAIL },
    });
    expect(screen.getByRole('status').textContent).toBe(
      'A new verification code has been sent to your email.',
    );
    expect(resendButton().textContent).toBe('Resend code in 5:00');

    act(() => vi.advanceTimersByTime(300_000));
    fireEvent.click(resendButton());
    await settle();
    expect(resendButton().textContent).toBe('Resend code in 8:00');
  });

  it('a cooldown refusal shows the minutes left and locks for the seconds in its body', async () => {
    scriptFetch({
      'POST /auth/resend-verification': {
        status: 400,
        body: {
          success: false,
          code: 'resend_cooldown',
          message: 'Please wait 4 minute(s) before requesting a new code',
          cooldownSecondsLeft: 200,
        },
      },
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', state: { email: EMAIL } });
    await settle();
    fireEvent.click(resendButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please wait 4 minute(s) before requesting a new code',
    );
    expect(resendButton().textContent).toBe('Resend code in 3:20');
  });

  it('a general rate limit locks the button for 300 s', async () => {
    scriptFetch({
      'POST /auth/resend-verification': {
        status: 429,
        body: {
          success: false,
          code: 'too_many_requests',
          message: 'Too many requests, please try again later',
        },
      },
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', state: { email: EMAIL } });
    await settle();
    fireEvent.click(resendButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many requests. Please wait a moment before trying again.',
    );
    expect(resendButton().textContent).toBe('Resend code in 5:00');
  });

  it('asks for all six digits before verifying', async () => {
    scriptFetch({});
    const auth = fakeAuth();
    renderPage(<VerifyEmailPage />, { path: '/verify-email', state: { email: EMAIL }, auth });
    await settle();
    typeCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the complete 6-digit verification code');
    expect(auth.verifyEmail).not.toHaveBeenCalled();
  });

  it('verifies the typed code and moves on to interests', async () => {
    scriptFetch({});
    const verifyEmail = vi.fn(async () => ({}));
    const { container } = renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      state: { email: EMAIL },
      auth: fakeAuth({ verifyEmail }),
    });
    await settle();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(verifyEmail).toHaveBeenCalledWith(EMAIL, '123456');
    await settle();
    expect(currentPath(container)).toBe('/interests');
  });

  it('verifies as soon as a whole code is pasted', async () => {
    scriptFetch({});
    const verifyEmail = vi.fn(async () => ({}));
    renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      state: { email: EMAIL },
      auth: fakeAuth({ verifyEmail }),
    });
    await settle();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '654321' } });
    expect(verifyEmail).toHaveBeenCalledWith(EMAIL, '654321');
  });

  it('shows the mapped verification error', async () => {
    scriptFetch({});
    const verifyEmail = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'Invalid or expired verification code',
        serverMessage: 'Invalid or expired verification code',
      });
    });
    renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      state: { email: EMAIL },
      auth: fakeAuth({ verifyEmail }),
    });
    await settle();
    typeCode('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Verification code is invalid or has expired. Please request a new code.',
    );
    expect(screen.getByRole('button', { name: 'Verify Email' })).toHaveProperty('disabled', false);
  });
});
