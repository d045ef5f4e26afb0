import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterFormSchema,
  RegisterSchema,
  ResetPasswordFormSchema,
  ThemeSchema,
  VerifyEmailSchema,
} from './auth.js';
import { fieldErrorMap, toFieldErrors } from './fieldErrors.js';

const validRegistration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: '  Ada@Example.COM ',
  username: 'ada_99',
  password: 'Secret12',
};

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrorMap(toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]));
}

describe('RegisterSchema', () => {
  it('accepts a valid registration and normalises the email', () => {
    const result = RegisterSchema.safeParse(validRegistration);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('ada@example.com');
  });

  it.each([
    ['firstName', undefined, 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', 'Ada1', 'First name can only contain letters and spaces'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['lastName', 'Love-lace', 'Last name can only contain letters and spaces'],
    ['email', '', 'Email is required'],
    ['email', 'ada@example', 'Email is invalid'],
    ['username', '', 'Username is required'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(31), 'Username must be 30 characters or less'],
    ['username', 'ada lovelace', 'Username can only contain letters, numbers, and underscores'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1', 'Password must be at least 6 characters'],
    [
      'password',
      'secret12',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(errorsOf(RegisterSchema, { ...validRegistration, [field]: value })[field]).toBe(message);
  });

  it('accepts names with accented letters and spaces', () => {
    expect(RegisterSchema.safeParse({ ...validRegistration, firstName: 'José María' }).success).toBe(true);
  });
});

describe('RegisterFormSchema', () => {
  const form = { ...validRegistration, confirmPassword: 'Secret12', terms: true };

  it('needs the confirmation and the terms', () => {
    const errors = errorsOf(RegisterFormSchema, { ...form, confirmPassword: '', terms: false });
    expect(errors.confirmPassword).toBe('Please confirm your password');
    expect(errors.terms).toBe('You must agree to the terms and conditions');
  });

  it('reports a mismatch even while other fields are invalid', () => {
    const errors = errorsOf(RegisterFormSchema, { ...form, firstName: '', confirmPassword: 'Other123' });
    expect(errors.firstName).toBe('First name is required');
    expect(errors.confirmPassword).toBe('Passwords do not match');
  });
});

describe('LoginSchema', () => {
  it('states each missing field', () => {
    expect(errorsOf(LoginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(LoginSchema, { email: 'x', password: 'p' })).toEqual({ email: 'Email is invalid' });
  });
});

describe('VerifyEmailSchema', () => {
  it('needs all six digits', () => {
    const message = 'Please enter the complete 6-digit verification code';
    expect(errorsOf(VerifyEmailSchema, { email: 'a@b.co', otp: '12345' }).otp).toBe(message);
    expect(errorsOf(VerifyEmailSchema, { email: 'a@b.co', otp: '12345a' }).otp).toBe(message);
    expect(VerifyEmailSchema.safeParse({ email: 'a@b.co', otp: '012345' }).success).toBe(true);
  });
});

describe('ForgotPasswordSchema', () => {
  it('uses the forgot-password wording and normalises the address', () => {
    expect(errorsOf(ForgotPasswordSchema, { email: '' }).email).toBe('Email address is required');
    expect(errorsOf(ForgotPasswordSchema, { email: 'nope' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(ForgotPasswordSchema.safeParse({ email: ' A@B.CO ' }).data?.email).toBe('a@b.co');
  });
});

describe('ResetPasswordFormSchema', () => {
  it('uses the reset wording for the length rule and checks the confirmation', () => {
    const errors = errorsOf(ResetPasswordFormSchema, { token: 't', password: 'Ab1', confirmPassword: 'Ab2' });
    expect(errors.password).toBe('Password must be at least 6 characters long');
    expect(errors.confirmPassword).toBe('Passwords do not match');
  });

  it('reports a missing token', () => {
    expect(
      errorsOf(ResetPasswordFormSchema, { password: 'Secret12', confirmPassword: 'Secret12' }).token,
    ).toBe('Invalid or missing reset token. Please request a new password reset link.');
  });
});

describe('ThemeSchema', () => {
  it('accepts light and dark only', () => {
    expect(ThemeSchema.safeParse({ theme: 'light' }).success).toBe(true);
    expect(errorsOf(ThemeSchema, { theme: 'blue' }).theme).toBe("Theme must be 'light' or 'dark'");
  });
});
