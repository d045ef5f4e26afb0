import { useEffect, useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterestCategoryDto, SelfUserDto } from '@flock/shared';
import { setAuthToken, setSessionExpiredHandler } from '../../api/http';
import { AuthContext } from '../../auth/AuthContext';
import { ProtectedRoute } from '../../routes/guards';
import { isInterestCompletionCached } from '../../routes/interestCompletionCache';
import { fakeAuth, scriptFetch, settle } from '../auth/pageTestKit';
import InterestsPage from './InterestsPage';

const CATEGORIES: InterestCategoryDto[] = [
  { id: 'c1', name: 'Sports', icon: 'Trophy' },
  { id: 'c2', name: 'Technology', icon: 'Cpu' },
  { id: 'c3', name: 'Movies', icon: 'Film' },
  { id: 'c4', name: 'Music', icon: 'Music' },
  { id: 'c5', name: 'Travel', icon: 'Plane' },
  { id: 'c6', name: 'Gaming', icon: 'Gamepad2' },
  { id: 'c7', name: 'Mystery', icon: 'NotAnIcon' },
];
const USER = { id: 'u1', firstName: 'Ada' } as SelfUserDto;

const categoriesReply = (data: InterestCategoryDto[] = CATEGORIES) => ({ body: { success: true, data } });
const mineReply = (categoryIds: string[]) => ({
  body: { success: true, data: { categoryIds, categories: [] } },
});

/** A signed-in member whose session ends the way the real provider ends it: through http.ts's 401 handler. */
function SignedIn({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState(() => fakeAuth({ isAuthenticated: true, user: USER, token: 't' }));
  useEffect(() => {
    setSessionExpiredHandler(() =>
      setAuth((a) => ({ ...a, isAuthenticated: false, user: null, token: null })),
    );
    return () => setSessionExpiredHandler(null);
  }, []);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

function Elsewhere() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderInterests() {
  setAuthToken('t');
  return render(
    <SignedIn>
      <MemoryRouter initialEntries={['/interests']}>
        <Routes>
          <Route element={<ProtectedRoute />}>
            <Route path="/interests" element={<InterestsPage />} />
          </Route>
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </SignedIn>,
  );
}

const tile = (name: string) => screen.getByRole('button', { name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const location = () => screen.queryByTestId('location')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('InterestsPage', () => {
  it('shows every category as a toggle and counts the choice up to five', async () => {
    scriptFetch({ 'GET /interests/categories': categoriesReply(), 'GET /interests/user': mineReply([]) });
    renderInterests();
    await settle();
    expect(screen.getByRole('heading', { name: 'Choose your interests' })).toBeTruthy();
    expect(screen.getByText('0 of 5 selected')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(tile('Mystery').querySelector('svg')).toBeTruthy();

    for (const name of ['Sports', 'Technology', 'Movies', 'Music']) fireEvent.click(tile(name));
    expect(tile('Technology').getAttribute('aria-pressed')).toBe('true');
    expect(tile('Travel').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('4 of 5 selected')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);

    fireEvent.click(tile('Travel'));
    fireEvent.click(tile('Gaming'));
    expect(screen.getByText('6 selected')).toBeTruthy();
    fireEvent.click(tile('Gaming'));
    expect(tile('Gaming').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('5 selected')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('creates a first choice, remembers completion and opens the dashboard', async () => {
    const calls = scriptFetch({
      'GET /interests/categories': categoriesReply(),
      'GET /interests/user': {
        status: 404,
        body: { success: false, code: 'not_found', message: 'Not found' },
      },
      'POST /interests/select': mineReply(['c1', 'c2', 'c3', 'c4', 'c5']),
    });
    renderInterests();
    await settle();
    for (const name of ['Travel', 'Sports', 'Technology', 'Movies', 'Music']) fireEvent.click(tile(name));
    fireEvent.click(continueButton());
    await settle();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/interests/select',
      body: { categoryIds: ['c1', 'c2', 'c3', 'c4', 'c5'] },
    });
    expect(isInterestCompletionCached('u1')).toBe(true);
    expect(location()).toBe('/dashboard');
  });

  it('pre-selects the saved choice and replaces it', async () => {
    const calls = scriptFetch({
      'GET /interests/categories': categoriesReply(),
      'GET /interests/user': mineReply(['c1', 'c2', 'c3', 'c4', 'c5']),
      'PUT /interests/update': mineReply(['c1', 'c2', 'c3', 'c4', 'c6']),
    });
    renderInterests();
    await settle();
    expect(screen.getByText('5 selected')).toBeTruthy();
    expect(tile('Sports').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tile('Travel'));
    fireEvent.click(tile('Gaming'));
    fireEvent.click(continueButton());
    await settle();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/interests/update',
      body: { categoryIds: ['c1', 'c2', 'c3', 'c4', 'c6'] },
    });
    expect(location()).toBe('/dashboard');
  });

  it('says when there is nothing to choose from', async () => {
    scriptFetch({ 'GET /interests/categories': categoriesReply([]), 'GET /interests/user': mineReply([]) });
    renderInterests();
    await settle();
    expect(screen.getByText('No interest categories available. Please contact support.')).toBeTruthy();
  });

  it('offers Retry after a load failure', async () => {
    scriptFetch({
      'GET /interests/categories': [
        { status: 500, body: { success: false, message: 'boom' } },
        categoriesReply(),
      ],
      'GET /interests/user': mineReply([]),
    });
    renderInterests();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to load interest categories. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(tile('Sports')).toBeTruthy();
  });

  it('shows save errors and stays', async () => {
    scriptFetch({
      'GET /interests/categories': categoriesReply(),
      'GET /interests/user': mineReply([]),
      'POST /interests/select': {
        status: 400,
        body: { success: false, code: 'unknown_interest', message: 'Unknown interest category' },
      },
    });
    renderInterests();
    await settle();
    for (const name of ['Sports', 'Technology', 'Movies', 'Music', 'Travel']) fireEvent.click(tile(name));
    fireEvent.click(continueButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid request. Please check your selections and try again.',
    );
    expect(continueButton()).toHaveProperty('disabled', false);
    expect(location()).toBeNull();
  });

  it('on an expired session says so, then goes to sign in after 2 s', async () => {
    scriptFetch({
      'GET /interests/categories': categoriesReply(),
      'GET /interests/user': mineReply([]),
      'POST /interests/select': {
        status: 401,
        body: { success: false, code: 'session_expired', message: 'Expired' },
      },
    });
    renderInterests();
    await settle();
    for (const name of ['Sports', 'Technology', 'Movies', 'Music', 'Travel']) fireEvent.click(tile(name));
    fireEvent.click(continueButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please log in again.');
    act(() => vi.advanceTimersByTime(1999));
    expect(location()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/login');
  });
});
