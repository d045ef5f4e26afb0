import * as z from 'zod/mini';
import {
  BIO_MAX,
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants.js';

// Schemas use zod/mini so the sign-in pages ship only the checks they use (issue: login page <= 100 KB).

/** A string that must be present and non-blank after trimming; both cases say `requiredMessage`. */
export const requiredText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage));

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = (messages = { required: 'Email is required', invalid: 'Email is invalid' }) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(EMAIL_MAX, messages.invalid),
      z.regex(EMAIL_SHAPE, messages.invalid),
      z.toLowerCase(),
    );

export const personName = (label: 'First name' | 'Last name') =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.minLength(NAME_MIN, `${label} must be at least ${NAME_MIN} characters`),
      z.maxLength(NAME_MAX, `${label} must be ${NAME_MAX} characters or less`),
      z.regex(/^[\p{L}\s]+$/u, `${label} can only contain letters and spaces`),
    );

export const usernameField = z
  .string({ error: 'Username is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Username is required'),
    z.minLength(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`),
    z.maxLength(USERNAME_MAX, `Username must be ${USERNAME_MAX} characters or less`),
    z.regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores'),
  );

const PASSWORD_COMPLEXITY = /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/** Register and reset share the rules; the spec words the length message differently on each screen. */
export const passwordField = (lengthMessage: string) =>
  z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, 'Password is required'),
      z.minLength(PASSWORD_MIN, lengthMessage),
      z.maxLength(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or less`),
      z.regex(
        PASSWORD_COMPLEXITY,
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    );

export const bioField = z
  .string({ error: 'Bio must be text' })
  .check(z.trim(), z.maxLength(BIO_MAX, `Bio must be ${BIO_MAX} characters or less`));

/** "Passwords do not match" on confirmPassword, checked even while other fields still have problems. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.confirmPassword === '' || form.password === form.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match', when: () => true },
);
