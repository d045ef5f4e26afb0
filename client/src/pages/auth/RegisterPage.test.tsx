import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import RegisterPage from './RegisterPage';
import { currentPath, currentState, fakeAuth, renderPage, settle } from './pageTestKit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', ' Ada@Example.com');
  type('Username', 'ada_l');
  type('Password', 'Engine12');
  type('Confirm password', 'Engine12');
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }),
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterPage', () => {
  it('shows the first problem of every field on submit', async () => {
    const auth = fakeAuth();
    renderPage(<RegisterPage />, { path: '/register', auth });
    type('Username', 'ab');
    type('Password', 'abcdef');
    type('Confirm password', 'abcdeg');
    submit();
    await settle();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Username must be at least 3 characters',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      'Passwords do not match',
      'You must agree to the terms and conditions',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(auth.register).not.toHaveBeenCalled();
    const terms = screen.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    });
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree to the terms and conditions',
    );
  });

  it('links the terms and the privacy policy', () => {
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('sends only the account fields and goes to verification 2 s after success', async () => {
    let finish: () => void = () => undefined;
    const register = vi.fn(
      () =>
        new Promise<object>(
          (resolve) => (finish = () => resolve({ requiresVerification: true, email: 'ada@example.com' })),
        ),
    );
    const { container } = renderPage(<RegisterPage />, { path: '/register', auth: fakeAuth({ register }) });
    fillValidForm();
    submit();
    await settle();
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      username: 'ada_l',
      password: 'Engine12',
    });
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toHaveProperty('disabled', true);
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toMatch(/^Registration successful!/);
    act(() => vi.advanceTimersByTime(1999));
    expect(currentPath(container)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(currentPath(container)).toBe('/verify-email');
    expect(currentState(container)).toEqual({ email: 'ada@example.com' });
  });

  it('goes to the dashboard 2 s after success when no verification is needed', async () => {
    const register = vi.fn(async () => ({ token: 't' }));
    const { container } = renderPage(<RegisterPage />, { path: '/register', auth: fakeAuth({ register }) });
    fillValidForm();
    submit();
    await settle();
    act(() => vi.advanceTimersByTime(2000));
    expect(currentPath(container)).toBe('/dashboard');
  });

  it('shows an existing account on the email field and server field errors on theirs', async () => {
    const register = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 409,
        message: 'User already exists with this email',
        serverMessage: 'User already exists with this email',
        errors: [{ path: 'username', msg: 'Username is already taken' }],
      });
    });
    renderPage(<RegisterPage />, { path: '/register', auth: fakeAuth({ register }) });
    fillValidForm();
    submit();
    await settle();
    const email = screen.getByLabelText('Email');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An account with this email already exists.',
    );
    expect(screen.getByText('Username is already taken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false);
  });

  it('shows the pending-verification notice when coming back, with a way on and a way out', () => {
    const auth = fakeAuth({ pendingVerification: 'ada@example.com' });
    const view = renderPage(<RegisterPage />, { path: '/register', auth });
    expect(screen.getByText(/Verification pending for/).textContent).toContain('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enter Verification Code' }));
    expect(currentPath(view.container)).toBe('/verify-email');
    expect(currentState(view.container)).toEqual({ email: 'ada@example.com' });
  });

  it('registering a different account clears the pending address and shows the form', () => {
    const auth = fakeAuth({ pendingVerification: 'ada@example.com' });
    renderPage(<RegisterPage />, { path: '/register', auth });
    fireEvent.click(screen.getByRole('button', { name: 'Register a different account' }));
    expect(auth.setPendingVerification).toHaveBeenCalledWith(null);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });
});
