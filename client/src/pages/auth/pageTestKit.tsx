import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';

/** Test support for the page tests: a controllable auth context, a router, and a scripted fetch. */

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    token: null,
    isAuthenticated: false,
    isLoading: false,
    error: null,
    isInitialized: true,
    pendingVerification: null,
    register: vi.fn(),
    login: vi.fn(),
    verifyEmail: vi.fn(),
    logout: vi.fn(),
    setUser: vi.fn(),
    setPendingVerification: vi.fn(),
    refreshUser: vi.fn(),
    ...overrides,
  };
}

/** Shows where the router went, so tests can read the path and the navigation state. */
function WhereAmI() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

interface RenderPageOptions {
  path: string;
  url?: string;
  state?: unknown;
  auth?: AuthContextValue;
}

export function renderPage(
  page: ReactElement,
  { path, url = path, state, auth = fakeAuth() }: RenderPageOptions,
) {
  const [pathname, search = ''] = url.split('?');
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

export interface ScriptedReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch: each "METHOD /path" answers with its scripted reply (or the next of a list);
 * unknown calls answer 404. Returns the calls made, in order.
 */
export function scriptFetch(script: Record<string, ScriptedReply | ScriptedReply[]>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(script).map(([key, reply]) => [key, Array.isArray(reply) ? [...reply] : reply]),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/api/, '');
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const entry = queues.get(`${method} ${path}`);
      const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      const status = reply?.status ?? (reply ? 200 : 404);
      const body =
        reply?.body ?? (reply ? { success: true, data: null } : { success: false, message: 'Not found' });
      return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
    }),
  );
  return calls;
}

/** Lets pending promises (lazily loaded modules, scripted fetches and what follows them) run. */
export async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

export const currentPath = (container: HTMLElement) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? null;

export const currentState = (container: HTMLElement): unknown =>
  JSON.parse(container.querySelector('[data-testid="location"]')?.getAttribute('data-state') ?? 'null');
