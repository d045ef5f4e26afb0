import * as z from 'zod/mini';
import { OTP_LENGTH, RESET_TOKEN_MAX, THEMES } from '../constants.js';
import { capped } from './capped.js';
import {
  emailField,
  enteredPassword,
  passwordField,
  passwordsMatch,
  personName,
  requiredText,
  usernameField,
} from './fields.js';
import { isDigits } from './textChecks.js';

export const RegisterSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailField(),
  username: usernameField,
  password: passwordField('Password must be at least 6 characters'),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

const confirmPassword = enteredPassword('Please confirm your password');

/** The register form adds the fields that are never sent. */
export const RegisterFormSchema = z
  .extend(RegisterSchema, {
    confirmPassword,
    terms: z.literal(true, { error: 'You must agree to the terms and conditions' }),
  })
  .check(passwordsMatch);

export const LoginSchema = z.object({
  email: emailField(),
  password: enteredPassword('Password is required'),
});
export type LoginInput = z.input<typeof LoginSchema>;

const OTP_MESSAGE = 'Please enter the complete 6-digit verification code';
export const OtpSchema = capped(OTP_LENGTH, {
  required: OTP_MESSAGE,
  tooLong: OTP_MESSAGE,
  trim: false,
}).check(z.refine((otp) => isDigits(otp, OTP_LENGTH), OTP_MESSAGE));

export const VerifyEmailSchema = z.object({ email: emailField(), otp: OtpSchema });
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;

export const ResendVerificationSchema = z.object({ email: emailField() });

export const ForgotPasswordSchema = z.object({
  email: emailField({ required: 'Email address is required', invalid: 'Please enter a valid email address' }),
});
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: requiredText(
    'Invalid or missing reset token. Please request a new password reset link.',
    RESET_TOKEN_MAX,
  ),
  password: passwordField('Password must be at least 6 characters long'),
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const ResetPasswordFormSchema = z
  .extend(ResetPasswordSchema, { confirmPassword })
  .check(passwordsMatch);

export const DeleteAccountSchema = z.object({
  password: enteredPassword('Please enter your password'),
});

export const ThemeSchema = z.object({
  theme: z.enum(THEMES, { error: "Theme must be 'light' or 'dark'" }),
});
