import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HashtagDto } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import { fail, ok, renderWithApp, scriptFetch } from '../../pages/dashboard/testKit';
import { serverPost } from '../../test/fixtures';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import { ComposerProvider } from '../composer/ComposerProvider';
import { HashtagView } from './HashtagView';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const SAILING: HashtagDto = {
  name: 'Sailing',
  postCount: 3,
  followerCount: 12,
  isFollowing: false,
  isTrending: true,
  trendingRank: 2,
};

describe('HashtagView', () => {
  it('shows the header with counts and the trending rank, the posts, and the end of them', async () => {
    scriptFetch({
      'GET /hashtags/sailing': ok({ hashtag: SAILING }),
      'GET /hashtags/sailing/posts': ok({
        posts: [serverPost('p1', { content: 'Out on the water #Sailing' })],
        hasMore: false,
        nextCursor: null,
      }),
    });
    renderWithApp(
      <ComposerProvider>
        <HashtagView tag="sailing" />
      </ComposerProvider>,
      { url: '/hashtag/sailing' },
    );
    expect(await screen.findByText('Trending #2', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '#Sailing' })).toBeTruthy();
    expect(screen.getByText('12').parentElement!.textContent).toBe('12 followers');
    expect(await screen.findByText('No more posts to load')).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('Out on the water');
  });

  it('says when nobody has used the hashtag yet', async () => {
    scriptFetch({
      'GET /hashtags/quiet': ok({
        hashtag: { ...SAILING, name: 'quiet', postCount: 0, isTrending: false, trendingRank: null },
      }),
      'GET /hashtags/quiet/posts': ok({ posts: [], hasMore: false, nextCursor: null }),
    });
    renderWithApp(
      <ComposerProvider>
        <HashtagView tag="quiet" />
      </ComposerProvider>,
      { url: '/hashtag/quiet' },
    );
    expect(await screen.findByText('No posts yet with #quiet')).toBeTruthy();
    expect(screen.queryByText(/Trending/)).toBeNull();
  });

  it('follows at once and queues the follow; the header opens offline from the device', async () => {
    scriptFetch({
      'GET /hashtags/sailing': ok({ hashtag: SAILING }),
      'GET /hashtags/sailing/posts': ok({ posts: [], hasMore: false, nextCursor: null }),
    });
    const first = renderWithApp(
      <ComposerProvider>
        <HashtagView tag="sailing" />
      </ComposerProvider>,
      { url: '/hashtag/sailing' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Follow #Sailing' }));
    expect(await screen.findByRole('button', { name: 'Following #Sailing' })).toBeTruthy();
    expect(screen.getByText('13')).toBeTruthy();
    expect((await outboxOf(db)).map((e) => [e.kind, e.method, e.path])).toEqual([
      ['hashtag.follow', 'POST', '/hashtags/Sailing/follow'],
    ]);
    first.unmount();

    scriptFetch({ 'GET /hashtags/sailing': 'network', 'GET /hashtags/sailing/posts': 'network' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(
      <ComposerProvider>
        <HashtagView tag="Sailing" />
      </ComposerProvider>,
      { url: '/hashtag/Sailing' },
    );
    expect(await screen.findByRole('button', { name: 'Following #Sailing' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a failure to load with Retry', async () => {
    scriptFetch({
      'GET /hashtags/sailing': fail(500, 'Something went wrong on our side', 'internal_error'),
      'GET /hashtags/sailing/posts': fail(500, 'Something went wrong on our side', 'internal_error'),
    });
    renderWithApp(
      <ComposerProvider>
        <HashtagView tag="sailing" />
      </ComposerProvider>,
      { url: '/hashtag/sailing' },
    );
    expect(await screen.findByText('Failed to load posts')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
