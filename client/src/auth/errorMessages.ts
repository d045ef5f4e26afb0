import {
  RESEND_COOLDOWN_AFTER_TOO_MANY_SECONDS,
  RESEND_COOLDOWN_SECONDS,
  resendCooldownMessage,
} from '@flock/shared';
import { isApiError } from '../api/ApiError';

/** The per-screen error texts of spec 000 section 8 and spec 001 section 8. */

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  deactivated: 'Your account has been deactivated. Please contact support for assistance.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes before trying again.',
  failed: 'Login failed. Please try again.',
} as const;

export const REGISTER_MESSAGES = {
  accountExists: 'An account with this email already exists.',
  tooManyAttempts: 'Too many registration attempts. Please wait a moment and try again.',
  failed: 'Registration failed. Please try again.',
} as const;

export const VERIFY_MESSAGES = {
  invalidCode: 'Verification code is invalid or has expired. Please request a new code.',
  alreadyVerified: 'Email is already verified. Please try logging in.',
  accountNotFound: 'Account not found. Please check your email or register again.',
  failed: 'Email verification failed. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment before trying again.',
  resendFailed: 'Failed to resend verification code.',
} as const;

export const PASSWORD_MESSAGES = {
  forgotTooMany: 'Too many requests. Please wait a few minutes before trying again.',
  forgotSent: 'If an account with that email exists, you will receive a password reset link shortly.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  resetExpired: 'This password reset link has expired or is invalid. Please request a new one.',
  resetMissingToken: 'Invalid or missing reset token. Please request a new password reset link.',
  resetTooMany: 'Too many reset attempts. Please wait a few minutes before trying again.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetSucceeded: 'Password reset successful. Please sign in with your new password.',
} as const;

export const INTERESTS_MESSAGES = {
  empty: 'No interest categories available. Please contact support.',
  loadFailed: 'Failed to load interest categories. Please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidRequest: 'Invalid request. Please check your selections and try again.',
  saveFailed: 'Failed to save interests. Please try again.',
} as const;

/** Login answers "Email not verified" for accounts that still need their code: the page moves to /verify-email. */
export const isEmailNotVerifiedError = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'email_not_verified' || error.mentions('Email not verified'));

export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.code === 'invalid_credentials' || error.mentions('Invalid email or password')) {
    return LOGIN_MESSAGES.invalidCredentials;
  }
  if (error.code === 'account_deactivated' || error.mentions('Account is deactivated')) {
    return LOGIN_MESSAGES.deactivated;
  }
  if (error.code === 'too_many_auth_attempts' || error.mentions('Too many authentication attempts')) {
    return LOGIN_MESSAGES.tooManyAttempts;
  }
  if (error.kind === 'network' || error.kind === 'rate_limited') return error.message;
  return LOGIN_MESSAGES.failed;
}

const mentionsAlreadyExists = (error: unknown) => isApiError(error) && error.mentions('already exists');

export function registerErrorMessage(error: unknown): string {
  if (!isApiError(error)) return REGISTER_MESSAGES.failed;
  if (mentionsAlreadyExists(error)) return REGISTER_MESSAGES.accountExists;
  if (error.kind === 'rate_limited' || error.mentions('Too many requests'))
    return REGISTER_MESSAGES.tooManyAttempts;
  if (error.kind === 'network') return error.message;
  if (Object.keys(error.fieldErrors).length > 0 || error.serverMessage) return error.message;
  return REGISTER_MESSAGES.failed;
}

/** The server's field errors, plus the "already exists" answer shown on the email field. */
export function registerFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const fields = { ...error.fieldErrors };
  if (mentionsAlreadyExists(error)) fields.email = REGISTER_MESSAGES.accountExists;
  if (error.code === 'username_taken' && !fields.username) fields.username = error.serverMessage;
  return fields;
}

export function verifyErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VERIFY_MESSAGES.failed;
  if (error.mentions('Invalid or expired')) return VERIFY_MESSAGES.invalidCode;
  if (error.mentions('already verified')) return VERIFY_MESSAGES.alreadyVerified;
  if (error.mentions('User not found')) return VERIFY_MESSAGES.accountNotFound;
  if (error.kind === 'network' || error.kind === 'rate_limited') return error.message;
  return error.serverMessage || VERIFY_MESSAGES.failed;
}

/** Seconds the server says are left before another code may be requested, when it said so. */
export function cooldownSecondsFrom(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const seconds = error.body.cooldownSecondsLeft;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** A refusal because the previous code is too recent (as opposed to the general rate limit). */
export const isResendCooldownError = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'resend_cooldown' || (error.serverMessage !== '' && error.mentions('wait')));

/** How long the resend button stays locked after a refused resend; null when it need not be. */
export function cooldownAfterResendError(error: unknown): number | null {
  if (isResendCooldownError(error)) return cooldownSecondsFrom(error) ?? RESEND_COOLDOWN_SECONDS;
  if (isApiError(error) && error.kind === 'rate_limited') return RESEND_COOLDOWN_AFTER_TOO_MANY_SECONDS;
  return null;
}

export function resendErrorMessage(error: unknown): string {
  if (isResendCooldownError(error)) {
    return resendCooldownMessage(cooldownSecondsFrom(error) ?? RESEND_COOLDOWN_SECONDS);
  }
  if (isApiError(error) && (error.kind === 'rate_limited' || error.mentions('Too many requests'))) {
    return VERIFY_MESSAGES.tooManyRequests;
  }
  if (isApiError(error) && error.kind === 'network') return error.message;
  return VERIFY_MESSAGES.resendFailed;
}

/** Forgot-password answers "not found" for unknown addresses; the page still shows its generic success. */
export const isUnknownEmailAnswer = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.mentions('not found'));

export function forgotErrorMessage(error: unknown): string {
  if (!isApiError(error)) return PASSWORD_MESSAGES.forgotFailed;
  if (error.kind === 'network') return error.message;
  if (error.kind === 'rate_limited' || error.mentions('Too many')) return PASSWORD_MESSAGES.forgotTooMany;
  return error.serverMessage || PASSWORD_MESSAGES.forgotFailed;
}

/** The reset link is no good any more: the page switches to its invalid-link view. */
export const isInvalidResetLinkError = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'invalid_reset_token' || error.mentions('Invalid or expired'));

export function resetErrorMessage(error: unknown): string {
  if (!isApiError(error)) return PASSWORD_MESSAGES.resetFailed;
  if (error.kind === 'network') return error.message;
  if (isInvalidResetLinkError(error)) return PASSWORD_MESSAGES.resetExpired;
  if (error.kind === 'rate_limited' || error.mentions('Too many')) return PASSWORD_MESSAGES.resetTooMany;
  return PASSWORD_MESSAGES.resetFailed;
}

export function interestsLoadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return error.message;
  return INTERESTS_MESSAGES.loadFailed;
}

const isUnauthorized = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.kind === 'session_expired');

export const isInterestsSessionError = isUnauthorized;

export function interestsSaveErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (isUnauthorized(error)) return INTERESTS_MESSAGES.sessionExpired;
    if (error.status === 400) return INTERESTS_MESSAGES.invalidRequest;
    if (error.kind === 'network') return `Failed to save interests: ${error.message}`;
    if (error.kind === 'rate_limited') return error.message;
    return error.serverMessage || INTERESTS_MESSAGES.saveFailed;
  }
  if (error instanceof Error && error.message) return `Failed to save interests: ${error.message}`;
  return INTERESTS_MESSAGES.saveFailed;
}
