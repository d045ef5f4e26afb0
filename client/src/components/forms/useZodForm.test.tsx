import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginSchema, ResetPasswordFormSchema } from '@flock/shared';
import { useZodForm } from './useZodForm';

function validate(form: { validate(): unknown }) {
  let parsed: unknown;
  act(() => {
    parsed = form.validate();
  });
  return parsed;
}

describe('useZodForm', () => {
  it('shows no errors before submit, then the first message of each field', () => {
    const { result } = renderHook(() => useZodForm(LoginSchema, { email: '', password: '' }));
    act(() => result.current.setValue('email', 'not-an-email'));
    expect(result.current.errors).toEqual({});

    expect(validate(result.current)).toBeNull();
    expect(result.current.errors).toEqual({ email: 'Email is invalid', password: 'Password is required' });
  });

  it('re-checks a field with an error as it changes, and only that field', () => {
    const { result } = renderHook(() => useZodForm(LoginSchema, { email: '', password: '' }));
    validate(result.current);
    act(() => result.current.setValue('email', 'someone@'));
    expect(result.current.errors.email).toBe('Email is invalid');
    act(() => result.current.setValue('email', 'someone@example.com'));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.password).toBe('Password is required');
  });

  it('returns the parsed (trimmed, lowercased) values when valid', () => {
    const { result } = renderHook(() =>
      useZodForm(LoginSchema, { email: '  Me@Example.COM ', password: 'x' }),
    );
    expect(validate(result.current)).toEqual({ email: 'me@example.com', password: 'x' });
    expect(result.current.errors).toEqual({});
  });

  it('re-checks linked fields: fixing the password clears "Passwords do not match"', () => {
    const { result } = renderHook(() =>
      useZodForm(
        ResetPasswordFormSchema,
        { token: 't', password: 'Secret12', confirmPassword: 'Secret13' },
        { linkedFields: { password: ['confirmPassword'] } },
      ),
    );
    validate(result.current);
    expect(result.current.errors).toEqual({ confirmPassword: 'Passwords do not match' });
    act(() => result.current.setValue('password', 'Secret13'));
    expect(result.current.errors).toEqual({});
  });

  it('merges errors from elsewhere and binds text inputs', () => {
    const { result } = renderHook(() => useZodForm(LoginSchema, { email: 'a@b.co', password: '' }));
    act(() => result.current.showErrors({ email: 'An account with this email already exists.' }));
    const field = result.current.textField('email');
    expect(field).toMatchObject({
      name: 'email',
      value: 'a@b.co',
      error: 'An account with this email already exists.',
    });
    act(() => field.onChange({ target: { value: 'c@d.co' } } as React.ChangeEvent<HTMLInputElement>));
    expect(result.current.values.email).toBe('c@d.co');
    expect(result.current.errors.email).toBeUndefined();
  });
});
