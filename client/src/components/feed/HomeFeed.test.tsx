import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostDto } from '@flock/shared';
import type { FeedItem, PagedList } from '../../data/types';
import { renderWithApp } from '../../pages/dashboard/testKit';
import { clearAnswerCaches } from '../../streams/answerCache';
import { makePost } from '../../test/fixtures';
import { HomeFeed } from './HomeFeed';

const data = vi.hoisted(() => ({
  feed: null as unknown,
  searchPosts: vi.fn(),
}));
vi.mock('../../data/feed', () => ({
  useHomeFeed: () => data.feed,
  searchPosts: data.searchPosts,
}));
vi.mock('../../data/posts', () => ({
  usePost: () => ({ post: undefined, status: 'loading', retry: vi.fn() }),
  useStoredPost: () => undefined,
}));
vi.mock('../posts/PostCard', () => ({
  PostCard: ({ post, id, highlighted }: { post: PostDto; id: string; highlighted: boolean }) => (
    <article
      id={id}
      tabIndex={-1}
      aria-label={post.content}
      className={highlighted ? 'is-highlighted' : ''}
    />
  ),
}));

const item = (id: string): FeedItem => {
  const post = makePost({ id, content: `Post ${id}` });
  return { post, retweetedBy: null, activityAt: post.createdAt };
};

function setFeed(overrides: Partial<PagedList<FeedItem>> = {}) {
  data.feed = {
    items: [item('a'), item('b')],
    status: 'idle',
    error: null,
    hasMore: false,
    loadMore: vi.fn(),
    refresh: vi.fn(),
    ...overrides,
  };
}

beforeEach(() => {
  clearAnswerCaches();
  vi.useFakeTimers();
  setFeed();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const search = (text: string) =>
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: text } });
const settle = () => act(async () => vi.advanceTimersByTimeAsync(500));

describe('HomeFeed search', () => {
  it('searches after 500 ms from two characters and shows results instead of the feed', async () => {
    data.searchPosts.mockResolvedValue({
      posts: [makePost({ id: 'hit', content: 'A hit' })],
      hasMore: false,
    });
    renderWithApp(<HomeFeed />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    search('a');
    await settle();
    expect(data.searchPosts).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    search('ad');
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(data.searchPosts).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(data.searchPosts).toHaveBeenCalledWith('ad', 1);
    expect(screen.getByRole('heading', { name: 'Results for “ad”' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['A hit']);
  });

  it('says No posts found, and clearing brings the feed back', async () => {
    data.searchPosts.mockResolvedValue({ posts: [], hasMore: false });
    renderWithApp(<HomeFeed />);
    search('zebra');
    await settle();
    expect(screen.getByText('No posts found', { selector: '.empty-state-title' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No posts found');
    fireEvent.click(screen.getByRole('button', { name: 'Back to feed' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    search('zebra');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says Search failed and can try again', async () => {
    data.searchPosts.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithApp(<HomeFeed />);
    search('zebra');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Search failed');
    data.searchPosts.mockResolvedValueOnce({
      posts: [makePost({ id: 'z', content: 'Zebra' })],
      hasMore: false,
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(screen.getByRole('article', { name: 'Zebra' })).toBeTruthy();
  });

  it('pages through results with Load More', async () => {
    data.searchPosts
      .mockResolvedValueOnce({ posts: [makePost({ id: '1', content: 'One' })], hasMore: true })
      .mockResolvedValueOnce({ posts: [makePost({ id: '2', content: 'Two' })], hasMore: false });
    renderWithApp(<HomeFeed />);
    search('post');
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    });
    expect(data.searchPosts).toHaveBeenLastCalledWith('post', 2);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['One', 'Two']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});

describe('HomeFeed highlight', () => {
  it('scrolls to ?highlight=<id> and highlights it for two seconds', async () => {
    renderWithApp(<HomeFeed />, { url: '/dashboard?highlight=b', path: '/dashboard' });
    await act(async () => vi.advanceTimersByTimeAsync(20));
    const card = screen.getByRole('article', { name: 'Post b' });
    expect(card.className).toBe('is-highlighted');
    expect(card.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(card);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(card.className).toBe('');
  });

  it('opens the post page when the post is not in the feed', async () => {
    renderWithApp(<HomeFeed />, { url: '/dashboard?highlight=zz', path: '/dashboard' });
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByTestId('location')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('location').textContent).toBe('/post/zz');
  });
});
