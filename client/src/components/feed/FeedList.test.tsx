import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedItem, PagedList } from '../../data/types';
import { makePost } from '../../test/fixtures';
import { FeedList } from './FeedList';

vi.mock('../posts/PostCard', () => ({
  PostCard: ({ post, id, highlighted }: { post: { content: string }; id: string; highlighted: boolean }) => (
    <article id={id} tabIndex={-1} aria-label={post.content} data-highlighted={highlighted} />
  ),
}));

afterEach(cleanup);

const items = (count: number, from = 1): FeedItem[] =>
  Array.from({ length: count }, (_, i) => {
    const post = makePost({ id: `p${from + i}`, content: `Post ${from + i}` });
    return { post, retweetedBy: null, activityAt: post.createdAt };
  });

function feed(overrides: Partial<PagedList<FeedItem>> = {}): PagedList<FeedItem> {
  return {
    items: [],
    status: 'idle',
    error: null,
    hasMore: false,
    loadMore: vi.fn(() => Promise.resolve()),
    refresh: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('FeedList', () => {
  it('shows skeletons until the first page is there', () => {
    render(<FeedList feed={feed({ items: undefined })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading posts');
    cleanup();
    render(<FeedList feed={feed({ items: [], status: 'loading' })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading posts');
  });

  it('shows the empty state', () => {
    render(<FeedList feed={feed()} />);
    expect(screen.getByText('No posts yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share something!')).toBeTruthy();
  });

  it('offers Retry when the first load failed', () => {
    const list = feed({ status: 'error', error: 'Network error' });
    render(<FeedList feed={list} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to load posts')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(list.refresh).toHaveBeenCalled();
  });

  it('gives each card its post-<id> and marks the highlighted one', () => {
    render(<FeedList feed={feed({ items: items(3) })} highlightId="p2" />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.id)).toEqual(['post-p1', 'post-p2', 'post-p3']);
    expect(cards.map((c) => c.dataset.highlighted)).toEqual(['false', 'true', 'false']);
  });

  it('puts a promoted card after every fifth post when ads are supplied', () => {
    const ad = (n: number) => ({
      id: `ad${n}`,
      title: `Ad ${n}`,
      description: '',
      imageUrl: null,
      targetUrl: 'https://example.com',
    });
    const { container } = render(<FeedList feed={feed({ items: items(11) })} ads={[ad(1), ad(2)]} />);
    const order = [...container.querySelectorAll('article, aside')].map(
      (el) => el.getAttribute('aria-label') ?? '',
    );
    expect(order.indexOf('Promoted: Ad 1')).toBe(5);
    expect(order.indexOf('Promoted: Ad 2')).toBe(11);
    expect(order).toHaveLength(13);
    cleanup();
    render(<FeedList feed={feed({ items: items(11) })} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('loads more while there is more, and refreshes from the top', async () => {
    const list = feed({ items: items(2), hasMore: true });
    render(<FeedList feed={list} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(list.loadMore).toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    });
    expect(list.refresh).toHaveBeenCalled();
  });

  it('moves focus to the first new post when the last page arrives', () => {
    const list = feed({ items: items(2), hasMore: true });
    const view = render(<FeedList feed={list} />);
    const button = screen.getByRole('button', { name: 'Load More' });
    button.focus();
    fireEvent.click(button);
    view.rerender(<FeedList feed={{ ...list, status: 'loading' }} />);
    expect(document.activeElement).toBe(button);
    view.rerender(<FeedList feed={{ ...list, items: items(3), hasMore: false }} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(document.activeElement?.id).toBe('post-p3');
  });

  it('keeps the posts and says so when a later load fails', () => {
    const list = feed({ items: items(2), hasMore: true });
    const view = render(<FeedList feed={list} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    view.rerender(<FeedList feed={{ ...list, status: 'error', error: 'offline' }} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(list.loadMore).toHaveBeenCalledTimes(2);
  });
});
