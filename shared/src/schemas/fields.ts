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
import { capped } from './capped.js';
import { hasPasswordMix, isEmailShape } from './textChecks.js';

// Schemas use zod/mini so the sign-in pages ship only the checks they use (issue: login page <= 100 KB).

/** A string that must be present and non-blank after trimming; both cases say `requiredMessage`. */
export const requiredText = (requiredMessage: string, max: number) =>
  capped(max, { required: requiredMessage, tooLong: requiredMessage }).check(z.minLength(1, requiredMessage));

export const emailField = (messages = { required: 'Email is required', invalid: 'Email is invalid' }) =>
  capped(EMAIL_MAX, { required: messages.required, tooLong: messages.invalid }).check(
    z.minLength(1, messages.required),
    z.refine(isEmailShape, messages.invalid),
    z.toLowerCase(),
  );

export const personName = (label: 'First name' | 'Last name') =>
  capped(NAME_MAX, {
    required: `${label} is required`,
    tooLong: `${label} must be ${NAME_MAX} characters or less`,
  }).check(
    z.minLength(1, `${label} is required`),
    z.minLength(NAME_MIN, `${label} must be at least ${NAME_MIN} characters`),
    z.regex(/^[\p{L}\s]+$/u, `${label} can only contain letters and spaces`),
  );

export const usernameField = capped(USERNAME_MAX, {
  required: 'Username is required',
  tooLong: `Username must be ${USERNAME_MAX} characters or less`,
}).check(
  z.minLength(1, 'Username is required'),
  z.minLength(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`),
  z.regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores'),
);

/** Register and reset share the rules; the spec words the length message differently on each screen. */
export const passwordField = (lengthMessage: string) =>
  capped(PASSWORD_MAX, {
    required: 'Password is required',
    tooLong: `Password must be ${PASSWORD_MAX} characters or less`,
    trim: false,
  }).check(
    z.minLength(1, 'Password is required'),
    z.minLength(PASSWORD_MIN, lengthMessage),
    z.refine(
      hasPasswordMix,
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  );

/** A password only compared with the stored hash (login, account deletion): present and capped. */
export const enteredPassword = (requiredMessage: string) =>
  capped(PASSWORD_MAX, {
    required: requiredMessage,
    tooLong: `Password must be ${PASSWORD_MAX} characters or less`,
    trim: false,
  }).check(z.minLength(1, requiredMessage));

export const bioField = capped(BIO_MAX, {
  required: 'Bio must be text',
  tooLong: `Bio must be ${BIO_MAX} characters or less`,
});

/** "Passwords do not match" on confirmPassword, checked even while other fields still have problems. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.confirmPassword === '' || form.password === form.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match', when: () => true },
);
