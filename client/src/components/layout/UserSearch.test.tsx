import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUserDto } from '@flock/shared';
import { clearAnswerCaches } from '../../streams/answerCache';
import { ok, renderWithApp, scriptFetch, TEST_USER } from '../../pages/dashboard/testKit';
import { UserSearch } from './UserSearch';

const grace: PublicUserDto = {
  ...TEST_USER,
  id: 'u2',
  _id: 'u2',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  username: 'grace',
};
const greta: PublicUserDto = {
  ...grace,
  id: 'u3',
  _id: 'u3',
  firstName: 'Greta',
  fullName: 'Greta Garbo',
  username: 'greta',
};

beforeEach(() => {
  clearAnswerCaches();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const box = () => screen.getByRole('combobox', { name: 'Search users' });
const type = (text: string) => fireEvent.input(box(), { target: { value: text } });

describe('UserSearch', () => {
  it('does not search under 2 characters', async () => {
    const calls = scriptFetch({});
    renderWithApp(<UserSearch />);
    type('g');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('searches once per pause with limit 10 and says when nobody matched', async () => {
    const calls = scriptFetch({});
    renderWithApp(<UserSearch />);
    type('z');
    type('zx');
    type('zxq');
    await screen.findByText(
      (_, node) => node?.textContent === 'No users found for zxq' && node.tagName === 'P',
    );
    expect(calls.map((c) => c.path)).toEqual(['/users/search?q=zxq&limit=10']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('lists results, moves with the arrow keys and opens the chosen profile on Enter', async () => {
    scriptFetch({ 'GET /users/search': ok({ users: [grace, greta] }) });
    renderWithApp(<UserSearch />, { url: '/dashboard', path: '/dashboard' });
    type('gr');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['GGrace Hopper@grace', 'GGreta Garbo@greta']);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/profile/greta');
  });

  it('closes on Escape and on a click outside, and answers a repeated query from its cache', async () => {
    const calls = scriptFetch({ 'GET /users/search': ok({ users: [grace] }) });
    renderWithApp(<UserSearch />);
    type('gra');
    await screen.findByRole('option');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(box());
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    type('gr');
    type('gra');
    await waitFor(() => expect(screen.getByRole('option')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.path.includes('q=gra&'))).toHaveLength(1);
  });

  it('offers the whole search in Explore and marks premium members', async () => {
    scriptFetch({ 'GET /users/search': ok({ users: [{ ...grace, isPremium: true }] }) });
    renderWithApp(<UserSearch />, { url: '/dashboard', path: '/dashboard' });
    type('gra');
    const option = await screen.findByRole('option');
    expect(option.querySelector('[aria-label="Verified Premium User"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Search all members in Explore' }));
    expect(screen.getByTestId('location').textContent).toBe('/explore?q=gra');
  });
});
