import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteMemberDb, memberDb } from '../../db/memberDb';
import DashboardPage from './DashboardPage';
import { fail, ok, polyfillDialog, renderWithApp, scriptFetch, TEST_USER } from './testKit';

vi.mock('../../realtime/realtimeClient', async () => {
  const { setRealtimeStatus } = await import('../../realtime/connectionStatus');
  return {
    startRealtime: () => {
      setRealtimeStatus('live');
      return () => setRealtimeStatus('offline');
    },
  };
});

beforeAll(polyfillDialog);
// The sections and the composer are lazy chunks: their code is loaded up front, so the waits in the
// tests are for rendering, not for the module loader of a busy test run.
beforeAll(
  () =>
    Promise.all([
      import('./HomeSection'),
      import('./ProfileSection'),
      import('../../components/composer/ComposerDialog'),
    ]),
  30_000,
);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await deleteMemberDb(TEST_USER.id);
});

const show = (url: string) => {
  scriptFetch({
    'GET /settings': ok({ settings: TEST_USER.settings }),
    'GET /posts': ok({ posts: [], hasMore: false, nextCursor: null }),
    'GET /users/profile/grace': fail(404, 'User not found', 'user_not_found'),
  });
  return renderWithApp(<DashboardPage />, { url, path: url.split('?')[0] });
};

describe('DashboardPage', () => {
  it('greets the member on home with the four tiles and the empty feed', async () => {
    show('/dashboard');
    // Home brings the feed's modules: the first load under a busy test run can take a while.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toMatch(/^Good (morning|afternoon|evening), Ada$/);
    const tiles = screen.getByRole('list', { name: 'Your stats' });
    expect(within(tiles).getByText('1,280')).toBeTruthy();
    expect(within(tiles).getByText('42')).toBeTruthy();
    // Two whole tiles and all four change figures are samples, each marked where it shows.
    expect(within(tiles).getAllByText('Sample')).toHaveLength(6);
    for (const change of tiles.querySelectorAll('.stat-change')) {
      expect(change.textContent).toMatch(/^\+[\d.]+%Sample change figure, not your data$/);
    }
    expect(await screen.findByText('No posts yet', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Be the first to share something!')).toBeTruthy();
    expect(document.title).toBe('Home / Flock');
  }, 20_000);

  it('has the header controls and the Main navigation with Home current', async () => {
    show('/dashboard');
    await screen.findByText('No posts yet', {}, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status').textContent).toBe('Live');
    expect(screen.getByRole('combobox', { name: 'Search users' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('opens the Create Post dialog from New Post', async () => {
    show('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 10_000 });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Post text' }));
  });

  it('opens the composer for the New post shortcut and for a share', async () => {
    show('/dashboard?compose=1');
    expect(await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 10_000 })).toBeTruthy();
    cleanup();
    renderWithApp(<DashboardPage />, {
      url: '/dashboard?text=Worth%20a%20read&url=https%3A%2F%2Fexample.com',
      path: '*',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 10_000 });
    const text = within(dialog).getByRole('textbox', { name: 'Post text' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Worth a read\nhttps://example.com');
  });

  it('renders the Subscription page, and the sections that are not built yet as honest empty states', async () => {
    show('/dashboard?section=subscription-details');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Subscription Management');
    cleanup();
    scriptFetch({
      'GET /hashtags/flock': ok({
        hashtag: {
          name: 'Flock',
          postCount: 0,
          followerCount: 2,
          isFollowing: false,
          isTrending: false,
          trendingRank: null,
        },
      }),
      'GET /hashtags/flock/posts': ok({ posts: [], hasMore: false, nextCursor: null }),
    });
    renderWithApp(<DashboardPage />, { url: '/hashtag/flock', path: '/hashtag/:hashtag' });
    expect(await screen.findByText('No posts yet with #Flock', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('#Flock');
    expect(screen.getByRole('button', { name: 'Follow #Flock' })).toBeTruthy();
  });

  it('shows the own profile at /profile and at /profile/<own username>, and User Not Found for others', async () => {
    show('/profile');
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe(
      'Ada Lovelace',
    );
    cleanup();
    show('/profile/ada');
    expect(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 5000 })).toBeTruthy();
    cleanup();
    show('/profile/grace');
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe(
      'User Not Found',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the member’s record in Dexie for offline starts', async () => {
    show('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
    const record = await memberDb(TEST_USER.id).profile.get('self');
    expect(record?.user.username).toBe('ada');
  });
});
