import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { SelfUserDto, Theme } from '@flock/shared';
import { setAuthToken } from '../../api/http';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';
import { ThemeContext, type ThemeContextValue } from '../../theme/ThemeContext';

/** Test support for the dashboard, layout, profile and settings tests. Imported by tests only. */

export const TEST_USER: SelfUserDto = {
  id: 'user-1',
  _id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  username: 'ada',
  bio: 'First programmer.',
  profilePicture: null,
  createdAt: '2024-03-14T10:00:00.000Z',
  followersCount: 1280,
  followingCount: 31,
  postsCount: 42,
  isFollowing: false,
  isPremium: false,
  subscriptionType: 'basic',
  email: 'ada@example.com',
  theme: 'dark',
  isEmailVerified: true,
  subscriptionStatus: null,
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  subscriptionCurrentPeriodStart: null,
  subscriptionCurrentPeriodEnd: null,
  subscriptionCanceledAt: null,
  settings: {
    emailNotifications: true,
    pushNotifications: false,
    profileVisibility: 'public',
    twoFactorEnabled: false,
  },
};

/** jsdom has <dialog> but not its modal methods. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: TEST_USER,
    token: 'test-token',
    isAuthenticated: true,
    isLoading: false,
    error: null,
    isInitialized: true,
    pendingVerification: null,
    register: vi.fn(),
    login: vi.fn(),
    verifyEmail: vi.fn(),
    logout: vi.fn(() => Promise.resolve()),
    setUser: vi.fn(),
    setPendingVerification: vi.fn(),
    refreshUser: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

/** Renders its children for the signed-in TEST_USER: a `wrapper` for `render` and `renderHook`. */
export function SignedIn({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={signedInAuth()}>{children}</AuthContext.Provider>;
}

export function fakeTheme(theme: Theme = 'dark'): ThemeContextValue {
  return { theme, setTheme: vi.fn(), toggleTheme: vi.fn() };
}

function WhereAmI() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

interface Options {
  url?: string;
  /** Route pattern the element is mounted at; every other path shows where the router went. */
  path?: string;
  auth?: AuthContextValue;
  theme?: ThemeContextValue;
}

export function renderWithApp(
  element: ReactElement,
  { url = '/', path, auth = signedInAuth(), theme = fakeTheme() }: Options = {},
) {
  setAuthToken(auth.token);
  const [pathname = '/', search = ''] = url.split('?');
  const wrap = (children: ReactNode) => (
    <AuthContext.Provider value={auth}>
      <ThemeContext.Provider value={theme}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}>
          {children}
        </MemoryRouter>
      </ThemeContext.Provider>
    </AuthContext.Provider>
  );
  return render(
    wrap(
      <Routes>
        <Route path={path ?? pathname} element={element} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>,
    ),
  );
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export type Reply =
  { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

/**
 * Replaces fetch: "METHOD /path" (query ignored) answers with its reply; unknown calls answer 404.
 * A reply of `'network'` rejects like a dropped connection. Returns the calls made, in order.
 */
export function scriptFetch(script: Record<string, Reply | 'network'>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
      const call = { method, path: url.pathname.replace(/^\/api/, '') + url.search, body };
      calls.push(call);
      const entry = script[`${method} ${url.pathname.replace(/^\/api/, '')}`];
      if (entry === 'network') throw new TypeError('Failed to fetch');
      const reply =
        typeof entry === 'function'
          ? entry(call)
          : (entry ?? {
              status: 404,
              body: { success: false, message: 'No such API endpoint', code: 'route_not_found' },
            });
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, message: string, code = 'validation_failed') => ({
  status,
  body: { success: false, message, code },
});
