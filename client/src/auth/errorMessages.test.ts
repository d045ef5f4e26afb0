import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@flock/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/ApiError';
import {
  cooldownAfterResendError,
  forgotErrorMessage,
  interestsLoadErrorMessage,
  interestsSaveErrorMessage,
  isEmailNotVerifiedError,
  isInvalidResetLinkError,
  isResendCooldownError,
  isUnknownEmailAnswer,
  loginErrorMessage,
  registerErrorMessage,
  registerFieldErrors,
  resendErrorMessage,
  resetErrorMessage,
  verifyErrorMessage,
} from './errorMessages';

const TRANSPORT_429 = 'Too many requests. Please wait a moment before trying again.';

/** An ApiError as http.ts builds it for the server's answer with this code. */
function serverError(
  code: ErrorCode,
  extra: { body?: Record<string, unknown>; errors?: { path: string; msg: string }[] } = {},
) {
  const status = ERROR_STATUS[code];
  const serverMessage = ERROR_MESSAGES[code];
  const kind = status === 429 ? 'rate_limited' : status === 400 && extra.errors ? 'validation' : 'http';
  return new ApiError({
    kind,
    status,
    code,
    serverMessage,
    message: status === 429 ? TRANSPORT_429 : serverMessage,
    errors: extra.errors,
    body: { success: false, code, message: serverMessage, ...extra.body },
  });
}

const plain = (status: number, serverMessage: string, kind: ApiError['kind'] = 'http') =>
  new ApiError({ kind, status, serverMessage, message: serverMessage || `HTTP error! status: ${status}` });

const network = () => new ApiError({ kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE });
const bare429 = () => new ApiError({ kind: 'rate_limited', status: 429, message: TRANSPORT_429 });

describe('loginErrorMessage', () => {
  it('maps the server phrases to the spec texts', () => {
    expect(loginErrorMessage(serverError('invalid_credentials'))).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(loginErrorMessage(serverError('account_deactivated'))).toBe(
      'Your account has been deactivated. Please contact support for assistance.',
    );
    expect(loginErrorMessage(serverError('too_many_auth_attempts'))).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
  });

  it('recognises the phrases without a code', () => {
    expect(loginErrorMessage(plain(400, 'Invalid email or password'))).toMatch(
      /^Invalid email or password\. Please/,
    );
    expect(loginErrorMessage(plain(403, 'Account is deactivated'))).toMatch(
      /^Your account has been deactivated/,
    );
    expect(loginErrorMessage(plain(429, 'Too many authentication attempts', 'rate_limited'))).toMatch(
      /^Too many login attempts/,
    );
  });

  it('keeps the transport texts for network failures and other rate limits', () => {
    expect(loginErrorMessage(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(loginErrorMessage(bare429())).toBe(TRANSPORT_429);
  });

  it('falls back to the default for other answers and to the unexpected text for non-API failures', () => {
    expect(loginErrorMessage(plain(500, 'Something went wrong on our side'))).toBe(
      'Login failed. Please try again.',
    );
    expect(loginErrorMessage(new TypeError('boom'))).toBe('An unexpected error occurred. Please try again.');
  });

  it('detects the unverified-email answer', () => {
    expect(isEmailNotVerifiedError(serverError('email_not_verified'))).toBe(true);
    expect(isEmailNotVerifiedError(plain(403, 'Email not verified'))).toBe(true);
    expect(isEmailNotVerifiedError(serverError('invalid_credentials'))).toBe(false);
    expect(isEmailNotVerifiedError(new Error('Email not verified'))).toBe(false);
  });
});

describe('registerErrorMessage and registerFieldErrors', () => {
  it('turns "already exists" into the account-exists text, also on the email field', () => {
    const error = serverError('user_already_exists');
    expect(registerErrorMessage(error)).toBe('An account with this email already exists.');
    expect(registerFieldErrors(error)).toEqual({ email: 'An account with this email already exists.' });
    expect(registerFieldErrors(plain(409, 'Email already exists'))).toEqual({
      email: 'An account with this email already exists.',
    });
  });

  it('maps rate limits to the registration text', () => {
    const text = 'Too many registration attempts. Please wait a moment and try again.';
    expect(registerErrorMessage(serverError('too_many_requests'))).toBe(text);
    expect(registerErrorMessage(plain(503, 'Too many requests right now'))).toBe(text);
  });

  it('shows server field errors on their fields and the server message above the form', () => {
    const error = serverError('validation_failed', {
      errors: [{ path: 'username', msg: 'Username is required' }],
    });
    expect(registerFieldErrors(error)).toEqual({ username: 'Username is required' });
    expect(registerErrorMessage(error)).toBe('Validation failed');
  });

  it('puts a taken username on the username field', () => {
    const error = serverError('username_taken');
    expect(registerFieldErrors(error)).toEqual({ username: 'Username is already taken' });
    expect(registerErrorMessage(error)).toBe('Username is already taken');
  });

  it('keeps the network text and otherwise falls back to the default', () => {
    expect(registerErrorMessage(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(registerErrorMessage(plain(500, ''))).toBe('Registration failed. Please try again.');
    expect(registerErrorMessage(new Error('x'))).toBe('Registration failed. Please try again.');
    expect(registerFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('verifyErrorMessage', () => {
  it('maps the server phrases', () => {
    expect(verifyErrorMessage(serverError('invalid_verification_code'))).toBe(
      'Verification code is invalid or has expired. Please request a new code.',
    );
    expect(verifyErrorMessage(serverError('verification_attempts_exceeded'))).toMatch(
      /^Verification code is invalid/,
    );
    expect(verifyErrorMessage(serverError('already_verified'))).toBe(
      'Email is already verified. Please try logging in.',
    );
    expect(verifyErrorMessage(serverError('user_not_found'))).toBe(
      'Account not found. Please check your email or register again.',
    );
  });

  it('shows transport texts, then the server text, then the default', () => {
    expect(verifyErrorMessage(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(verifyErrorMessage(bare429())).toBe(TRANSPORT_429);
    expect(verifyErrorMessage(plain(500, 'Mail service is down'))).toBe('Mail service is down');
    expect(verifyErrorMessage(plain(500, ''))).toBe('Email verification failed. Please try again.');
    expect(verifyErrorMessage(new Error('x'))).toBe('Email verification failed. Please try again.');
  });
});

describe('resend errors', () => {
  it('tells how many minutes to wait on a cooldown refusal and locks for the seconds the server gave', () => {
    const error = serverError('resend_cooldown', { body: { cooldownSecondsLeft: 125 } });
    expect(isResendCooldownError(error)).toBe(true);
    expect(resendErrorMessage(error)).toBe('Please wait 3 minute(s) before requesting a new code');
    expect(cooldownAfterResendError(error)).toBe(125);
  });

  it('uses the default cooldown when the refusal carries no seconds', () => {
    const error = plain(400, 'Please wait 2 minute(s) before requesting a new code');
    expect(isResendCooldownError(error)).toBe(true);
    expect(resendErrorMessage(error)).toBe('Please wait 8 minute(s) before requesting a new code');
    expect(cooldownAfterResendError(error)).toBe(480);
  });

  it('treats the general rate limit as too many requests with a 300 second lock', () => {
    const error = serverError('too_many_requests');
    expect(isResendCooldownError(error)).toBe(false);
    expect(resendErrorMessage(error)).toBe('Too many requests. Please wait a moment before trying again.');
    expect(cooldownAfterResendError(error)).toBe(300);
    expect(isResendCooldownError(bare429())).toBe(false);
    expect(cooldownAfterResendError(bare429())).toBe(300);
  });

  it('falls back to the resend failure text without locking', () => {
    expect(resendErrorMessage(plain(500, 'Mailer down'))).toBe('Failed to resend verification code.');
    expect(resendErrorMessage(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(resendErrorMessage(new Error('x'))).toBe('Failed to resend verification code.');
    expect(cooldownAfterResendError(plain(500, 'Mailer down'))).toBeNull();
    expect(cooldownAfterResendError(new Error('x'))).toBeNull();
  });
});

describe('forgotErrorMessage', () => {
  it('recognises the unknown-address answer', () => {
    expect(isUnknownEmailAnswer(serverError('user_not_found'))).toBe(true);
    expect(isUnknownEmailAnswer(plain(400, 'User not found'))).toBe(true);
    expect(isUnknownEmailAnswer(serverError('too_many_requests'))).toBe(false);
    expect(isUnknownEmailAnswer(new Error('not found'))).toBe(false);
  });

  it('maps rate limits, network failures, server texts and the default', () => {
    expect(forgotErrorMessage(serverError('too_many_requests'))).toBe(
      'Too many requests. Please wait a few minutes before trying again.',
    );
    expect(forgotErrorMessage(plain(503, 'Too many open connections'))).toBe(
      'Too many requests. Please wait a few minutes before trying again.',
    );
    expect(forgotErrorMessage(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(forgotErrorMessage(plain(500, 'Mail service is down'))).toBe('Mail service is down');
    expect(forgotErrorMessage(plain(500, ''))).toBe('Failed to send reset email. Please try again.');
    expect(forgotErrorMessage(new Error('x'))).toBe('Failed to send reset email. Please try again.');
  });
});

describe('resetErrorMessage', () => {
  it('recognises an invalid or expired link', () => {
    expect(isInvalidResetLinkError(serverError('invalid_reset_token'))).toBe(true);
    expect(isInvalidResetLinkError(plain(400, 'Invalid or expired token'))).toBe(true);
    expect(isInvalidResetLinkError(serverError('validation_failed'))).toBe(false);
    expect(resetErrorMessage(serverError('invalid_reset_token'))).toBe(
      'This password reset link has expired or is invalid. Please request a new one.',
    );
  });

  it('maps rate limits, network failures and the default', () => {
    expect(resetErrorMessage(serverError('too_many_requests'))).toBe(
      'Too many reset attempts. Please wait a few minutes before trying again.',
    );
    expect(resetErrorMessage(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(
      resetErrorMessage(
        serverError('validation_failed', { errors: [{ path: 'password', msg: 'Too weak' }] }),
      ),
    ).toBe('Failed to reset password. Please try again.');
    expect(resetErrorMessage(new Error('x'))).toBe('Failed to reset password. Please try again.');
  });
});

describe('interests errors', () => {
  it('maps load failures', () => {
    expect(interestsLoadErrorMessage(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(interestsLoadErrorMessage(plain(500, 'boom'))).toBe(
      'Failed to load interest categories. Please try again.',
    );
    expect(interestsLoadErrorMessage(new Error('x'))).toBe(
      'Failed to load interest categories. Please try again.',
    );
  });

  it('maps save failures as spec 001 section 8 lists them', () => {
    const expired = new ApiError({
      kind: 'session_expired',
      status: 401,
      message: 'Session expired. Please login again.',
    });
    expect(interestsSaveErrorMessage(expired)).toBe('Your session has expired. Please log in again.');
    expect(interestsSaveErrorMessage(serverError('unknown_interest'))).toBe(
      'Invalid request. Please check your selections and try again.',
    );
    expect(interestsSaveErrorMessage(network())).toBe(`Failed to save interests: ${NETWORK_ERROR_MESSAGE}`);
    expect(interestsSaveErrorMessage(bare429())).toBe(TRANSPORT_429);
    expect(interestsSaveErrorMessage(plain(500, 'Database unavailable'))).toBe('Database unavailable');
    expect(interestsSaveErrorMessage(plain(500, ''))).toBe('Failed to save interests. Please try again.');
    expect(interestsSaveErrorMessage(new Error('disk full'))).toBe('Failed to save interests: disk full');
    expect(interestsSaveErrorMessage('nope')).toBe('Failed to save interests. Please try again.');
  });
});
