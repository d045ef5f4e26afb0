import { useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import LoginPage from '../pages/auth/LoginPage';
import { fakeAuth, settle } from '../pages/auth/pageTestKit';
import { GuestRoute, ProtectedRoute } from './guards';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

/** Auth whose login really signs in, as the provider does, before the page has shown its message. */
function Auth({ initial, children }: { initial: Partial<AuthContextValue>; children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(initial.isAuthenticated ?? false);
  const value = fakeAuth({
    ...initial,
    isAuthenticated: signedIn,
    login: vi.fn(async () => {
      setSignedIn(true);
      return {};
    }),
  });
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function renderAt(path: string, initial: Partial<AuthContextValue>) {
  return render(
    <Auth initial={initial}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<GuestRoute />}>
            <Route path="/login" element={<LoginPage />} />
          </Route>
          <Route element={<ProtectedRoute />}>
            <Route path="/settings" element={<p>Settings</p>} />
          </Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Auth>,
  );
}

const where = () => screen.queryByTestId('where')?.textContent ?? null;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('route guards', () => {
  it('send signed-in members away from guest pages', () => {
    renderAt('/login', { isAuthenticated: true });
    expect(where()).toBe('/dashboard');
  });

  it('send visitors to sign in, and signing in brings them back', async () => {
    renderAt('/settings', { isAuthenticated: false });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('Settings')).toBeTruthy();
  });

  it('leave the login page alone while it shows its success message', async () => {
    renderAt('/login', { isAuthenticated: false });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(screen.getByText('Login successful! Redirecting...')).toBeTruthy();
    expect(where()).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(where()).toBe('/dashboard');
  });
});
