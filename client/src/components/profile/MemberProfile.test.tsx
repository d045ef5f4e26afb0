import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberDb } from '../../db/memberDb';
import { fail, ok, polyfillDialog, renderWithApp, scriptFetch } from '../../pages/dashboard/testKit';
import { serverPost } from '../../test/fixtures';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import { member, membersNamed } from '../people/peopleTestKit';
import { MemberProfile } from './MemberProfile';

vi.mock('../composer/useComposer', () => ({ useComposer: () => ({ open: vi.fn(), isOpen: false }) }));

beforeAll(polyfillDialog);
let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const grace = member('grace', { bio: 'Compilers.', followersCount: 41 });
const noPosts = ok({ posts: [], hasMore: false, nextCursor: null });
const show = (username = 'grace') =>
  renderWithApp(<MemberProfile username={username} />, {
    url: `/profile/${username}`,
    path: '/profile/:username',
  });
const counts = () => within(screen.getByRole('list', { name: 'Counts' }));

describe('MemberProfile', () => {
  it('shows the member with Follow, and following moves the count by one', async () => {
    scriptFetch({ 'GET /users/profile/grace': ok({ user: grace }), 'GET /posts/user/id-grace': noPosts });
    show();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Grace Tester');
    expect(screen.getByText('Compilers.')).toBeTruthy();
    expect(counts().getByRole('button', { name: '41 Followers' })).toBeTruthy();

    const follow = screen.getByRole('button', { name: 'Follow @grace' });
    expect(follow.textContent).toBe('Follow');
    fireEvent.click(follow);
    const unfollow = await screen.findByRole('button', { name: 'Unfollow @grace' });
    expect(unfollow.textContent).toBe('Unfollow');
    expect(counts().getByRole('button', { name: '42 Followers' })).toBeTruthy();
    expect((await outboxOf(db)).map((e) => e.path)).toEqual(['/users/follow/id-grace']);

    fireEvent.click(unfollow);
    await screen.findByRole('button', { name: 'Follow @grace' });
    expect(counts().getByRole('button', { name: '41 Followers' })).toBeTruthy();
    // Follow then unfollow before anything was sent: nothing is left to send.
    expect(await outboxOf(db)).toEqual([]);
  });

  it('lists the member’s posts in the Posts tab', async () => {
    scriptFetch({
      'GET /users/profile/grace': ok({ user: grace }),
      'GET /posts/user/id-grace': ok({
        posts: [serverPost('p1', { content: 'Hello from Grace' })],
        hasMore: false,
        nextCursor: null,
      }),
    });
    show();
    expect(await screen.findByText('Hello from Grace')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the followers list from the count and the tabs, with Follow on each row', async () => {
    const calls = scriptFetch({
      'GET /users/profile/grace': ok({ user: grace }),
      'GET /posts/user/id-grace': noPosts,
      'GET /users/id-grace/followers': ok({ followers: membersNamed('fan', 2), hasMore: false, total: 2 }),
      'GET /users/id-grace/following': ok({ following: [], hasMore: false, total: 0 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: '41 Followers' }));
    expect(screen.getByRole('tab', { name: 'Followers' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Followers' })));
    const rows = within(await screen.findByRole('list', { name: 'Followers' }));
    expect(rows.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
    ]);
    expect(rows.getByRole('link', { name: 'Fan0 Tester' }).getAttribute('href')).toBe('/profile/fan0');
    expect(rows.getByRole('button', { name: 'Follow @fan1' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/users/id-grace/followers?page=1&limit=50')).toBe(true);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Followers' }), { key: 'ArrowRight' });
    expect(await screen.findByText('Not following anyone yet')).toBeTruthy();
    expect(screen.getByText('People @grace follows will be listed here.')).toBeTruthy();
  });

  it('explains hidden posts and private lists without asking for them', async () => {
    const calls = scriptFetch({
      'GET /users/profile/grace': ok({
        user: { ...grace, profileVisibility: 'private', canViewPosts: false, canViewFollowLists: false },
      }),
    });
    show();
    expect(await screen.findByText('These posts are private')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(screen.getByText('This member keeps their followers and following private.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/users/profile/grace']);
  });

  it('says User Not Found for an unknown username', async () => {
    scriptFetch({ 'GET /users/profile/nobody': fail(404, 'User not found', 'user_not_found') });
    show('nobody');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('User Not Found');
    expect(screen.getByText(/No member goes by @nobody\./)).toBeTruthy();
  });

  it('shows Error Loading Profile with Retry when nothing is stored and the call fails', async () => {
    let reply: { status: number; body: unknown } = fail(503, 'Service unavailable');
    scriptFetch({ 'GET /users/profile/grace': () => reply, 'GET /posts/user/id-grace': noPosts });
    show();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Error Loading Profile');
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    reply = ok({ user: grace });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Grace Tester' })).textContent).toBe(
      'Grace Tester',
    );
  });

  it('shows the stored profile offline, saying so', async () => {
    scriptFetch({ 'GET /users/profile/grace': ok({ user: grace }), 'GET /posts/user/id-grace': noPosts });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Grace Tester' });
    cleanup();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    scriptFetch({ 'GET /users/profile/grace': 'network', 'GET /posts/user/id-grace': 'network' });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Tester' })).toBeTruthy();
    expect(screen.getByText('You are offline: this is @grace as last seen on this device.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow @grace' })).toBeTruthy();
  });
});
