import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedItem, PagedList } from '../../data/types';
import { makePost } from '../../test/fixtures';
import { FeedList } from './FeedList';
import { FIRST_REVEALED } from './useRevealedCount';

vi.mock('../posts/PostCard', () => ({
  PostCard: ({ post, id, highlighted }: { post: { content: string }; id: string; highlighted: boolean }) => (
    <article id={id} tabIndex={-1} aria-label={post.content} data-highlighted={highlighted} />
  ),
}));

afterEach(cleanup);

/** The cards and promoted slots drawn, in order, by their labels. */
const cardsIn = (container: HTMLElement) =>
  [...container.querySelectorAll('article, aside')].map((el) => el.getAttribute('aria-label') ?? '');

const items = (count: number, from = 1): FeedItem[] =>
  Array.from({ length: count }, (_, i) => {
    const post = makePost({ id: `p${from + i}`, content: `Post ${from + i}` });
    return { post, retweetedBy: null, activityAt: post.createdAt };
  });

/** Part `position` of the thread `t` (three parts), as the feed lists it. */
const threadPart = (position: number, onDevice = 3): FeedItem => {
  const id = position === 0 ? 't' : `t${position}`;
  const post = makePost({ id, content: `Part ${position + 1}`, threadId: 't', threadPosition: position });
  return { post, retweetedBy: null, activityAt: post.createdAt, threadPartsOnDevice: onDevice };
};

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

  it('gives each card its post-<id> and marks the highlighted one', async () => {
    render(<FeedList feed={feed({ items: items(3) })} highlightId="p2" />);
    const cards = await vi.waitFor(() => {
      const shown = screen.getAllByRole('article');
      expect(shown).toHaveLength(3);
      return shown;
    });
    expect(cards.map((c) => c.id)).toEqual(['post-p1', 'post-p2', 'post-p3']);
    expect(cards.map((c) => c.dataset.highlighted)).toEqual(['false', 'true', 'false']);
  });

  it('puts a promoted card after every fifth post when ads are supplied', async () => {
    const ad = (n: number) => ({
      id: `ad${n}`,
      title: `Ad ${n}`,
      description: '',
      imageUrl: null,
      targetUrl: 'https://example.com',
    });
    const { container } = render(<FeedList feed={feed({ items: items(11) })} ads={[ad(1), ad(2)]} />);
    const order = await vi.waitFor(() => {
      const shown = cardsIn(container);
      expect(shown).toHaveLength(13);
      return shown;
    });
    expect(order.indexOf('Promoted: Ad 1')).toBe(5);
    expect(order.indexOf('Promoted: Ad 2')).toBe(11);
    expect(order).toHaveLength(13);
    cleanup();
    render(<FeedList feed={feed({ items: items(11) })} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('draws a screenful of cards at once and the rest a few at a time, then new pages whole', async () => {
    const list = feed({ items: items(11) });
    const { container, rerender } = render(<FeedList feed={list} />);
    expect(cardsIn(container)).toEqual(items(FIRST_REVEALED).map((item) => item.post.content));
    await vi.waitFor(() => expect(cardsIn(container)).toHaveLength(11));
    expect(cardsIn(container).at(-1)).toBe('Post 11');
    // Load More's page is drawn in one go: focus moves to its first card.
    rerender(<FeedList feed={{ ...list, items: [...items(11), ...items(20, 12)] }} />);
    expect(cardsIn(container)).toHaveLength(31);
  });

  it('draws every card at once while a post further down is sought', () => {
    const { container } = render(<FeedList feed={feed({ items: items(11) })} revealAll />);
    expect(cardsIn(container)).toHaveLength(11);
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

  it('moves focus to the first new post when the last page arrives, the first cards still being drawn', () => {
    // Pressed before the first page's cards were all drawn: the new page's first card must exist too.
    const shown = FIRST_REVEALED + 1;
    const list = feed({ items: items(shown), hasMore: true });
    const view = render(<FeedList feed={list} />);
    const button = screen.getByRole('button', { name: 'Load More' });
    button.focus();
    fireEvent.click(button);
    view.rerender(<FeedList feed={{ ...list, status: 'loading' }} />);
    expect(document.activeElement).toBe(button);
    view.rerender(<FeedList feed={{ ...list, items: items(shown + 1), hasMore: false }} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(document.activeElement?.id).toBe(`post-p${shown + 1}`);
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

  it('shows the parts of a thread on the page as one card, in order, never twice', async () => {
    const list = [...items(1), threadPart(2), threadPart(1), threadPart(0), ...items(1, 2), threadPart(1)];
    render(<FeedList feed={feed({ items: list })} highlightId="t1" />, { wrapper: MemoryRouter });
    await screen.findByRole('article', { name: 'Post 2' });
    const thread = screen.getByRole('group', { name: 'Thread by Grace Hopper' });
    const parts = within(thread).getAllByRole('article');
    expect(parts.map((p) => p.getAttribute('aria-label'))).toEqual(['Part 1', 'Part 2', 'Part 3']);
    expect(parts.map((p) => p.id)).toEqual(['post-t', 'post-t1', 'post-t2']);
    expect(parts.map((p) => p.dataset.highlighted)).toEqual(['false', 'true', 'false']);
    expect(within(thread).queryByRole('link', { name: 'Show this thread' })).toBeNull();
    const cards = screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'));
    expect(cards).toEqual(['Post 1', 'Part 1', 'Part 2', 'Part 3', 'Post 2']);
  });

  it('links a thread card that lacks parts to the whole thread', () => {
    render(<FeedList feed={feed({ items: [threadPart(2), threadPart(1)] })} />, { wrapper: MemoryRouter });
    const thread = screen.getByRole('group', { name: 'Thread by Grace Hopper' });
    expect(
      within(thread)
        .getAllByRole('article')
        .map((p) => p.getAttribute('aria-label')),
    ).toEqual(['Part 2', 'Part 3']);
    expect(within(thread).getByRole('link', { name: 'Show this thread' }).getAttribute('href')).toBe(
      '/post/t',
    );
  });

  it('counts a thread card as its posts for the promoted slots', async () => {
    const ad = {
      id: 'ad1',
      title: 'Ad 1',
      description: '',
      imageUrl: null,
      targetUrl: 'https://example.com',
    };
    const list = [...items(3), threadPart(2), threadPart(1), threadPart(0), ...items(1, 4)];
    const { container } = render(<FeedList feed={feed({ items: list })} ads={[ad]} />, {
      wrapper: MemoryRouter,
    });
    // Posts 4 to 6 are the thread: the slot after the fifth post comes after the whole card.
    await vi.waitFor(() => expect(cardsIn(container)).toContain('Post 4'));
    expect(cardsIn(container)).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
      'Part 1',
      'Part 2',
      'Part 3',
      'Promoted: Ad 1',
      'Post 4',
    ]);
  });
});
