import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PostDto } from '@flock/shared';
import { makePost } from '../../test/fixtures';
import { renderWithApp } from '../dashboard/testKit';
import PostPage from './PostPage';

const data = vi.hoisted(() => ({ usePost: vi.fn(), useThread: vi.fn() }));
vi.mock('../../data/posts', () => ({ usePost: data.usePost }));
vi.mock('../../data/threads', () => ({ useThread: data.useThread }));
vi.mock('../../components/posts/PostCard', async () => {
  const { createPortal } = await import('react-dom');
  return {
    PostCard: ({
      post,
      id,
      commentsOpen,
      current,
      commentsIn,
    }: {
      post: PostDto;
      id?: string;
      commentsOpen?: boolean;
      current?: boolean;
      commentsIn?: Element | null;
    }) => (
      <article
        id={id}
        aria-label={post.content}
        aria-current={current || undefined}
        data-comments={commentsOpen}
      >
        {commentsIn && createPortal(<section aria-label={`Comments on ${post.content}`} />, commentsIn)}
      </article>
    ),
  };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const show = (
  state: { post?: PostDto; status: string; retry?: () => void },
  thread: { parts?: PostDto[]; status: string; retry?: () => void } = { status: 'idle' },
) => {
  data.usePost.mockReturnValue({ retry: vi.fn(), ...state });
  data.useThread.mockReturnValue({ retry: vi.fn(), ...thread });
  return renderWithApp(<PostPage postId="post-1" />, { url: '/post/post-1', path: '/post/:id' });
};

describe('PostPage', () => {
  it('shows the post with its comments open', () => {
    show({ post: makePost({ content: 'Hello there' }), status: 'ready' });
    expect(data.usePost).toHaveBeenCalledWith('post-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Post' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Hello there' }).dataset.comments).toBe('true');
  });

  it('shows a spinner while loading', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading post');
  });

  it('says Post not found with a way home', () => {
    show({ status: 'not-found' });
    expect(screen.getByRole('heading', { name: 'Post not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('offers Retry after a failure', () => {
    const retry = vi.fn();
    show({ status: 'error', retry });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load post');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('goes back home from a direct visit', () => {
    show({ status: 'loading' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  describe('a part of a thread', () => {
    const part = (position: number) =>
      makePost({
        id: position === 0 ? 't' : `t${position}`,
        content: `Part ${position + 1}`,
        threadId: 't',
        threadPosition: position,
      });

    it('shows the whole thread in order, the opened part marked and scrolled to, then its comments', () => {
      const scrolled: string[] = [];
      // jsdom has no scrollIntoView: one that records what it was asked to show, for this test only.
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        configurable: true,
        value(this: Element) {
          scrolled.push(this.id);
        },
      });
      onTestFinished(() => {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      });
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
        run(0);
        return 0;
      });
      show({ post: part(2), status: 'ready' }, { parts: [part(0), part(1), part(2)], status: 'idle' });
      expect(data.useThread).toHaveBeenCalledWith('t');
      const thread = screen.getByRole('group', { name: 'Thread by Grace Hopper' });
      const parts = within(thread).getAllByRole('article');
      expect(parts.map((p) => p.getAttribute('aria-label'))).toEqual(['Part 1', 'Part 2', 'Part 3']);
      expect(parts.map((p) => p.getAttribute('aria-current'))).toEqual([null, null, 'true']);
      expect(parts.map((p) => p.dataset.comments)).toEqual([undefined, undefined, 'true']);
      expect(scrolled).toEqual(['post-t2']);
      // The comments come after the thread, not between its parts.
      const comments = screen.getByRole('region', { name: 'Comments on Part 3' });
      expect(thread.contains(comments)).toBe(false);
      expect(thread.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows the opened part while the rest of the thread loads', () => {
      show({ post: part(1), status: 'ready' }, { parts: [], status: 'loading' });
      const parts = within(screen.getByRole('group')).getAllByRole('article');
      expect(parts.map((p) => p.getAttribute('aria-label'))).toEqual(['Part 2']);
      expect(screen.getByRole('status').textContent).toBe('Loading thread');
    });

    it('keeps the parts it has and offers Retry when the thread fails to load', () => {
      const retry = vi.fn();
      show({ post: part(1), status: 'ready' }, { parts: [part(0), part(1)], status: 'error', retry });
      expect(within(screen.getByRole('group')).getAllByRole('article')).toHaveLength(2);
      expect(screen.getByRole('alert').textContent).toContain('Failed to load the whole thread');
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(retry).toHaveBeenCalled();
    });
  });
});
