import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostDto } from '@flock/shared';
import { makePost } from '../../test/fixtures';
import { renderWithApp } from '../dashboard/testKit';
import PostPage from './PostPage';

const data = vi.hoisted(() => ({ usePost: vi.fn() }));
vi.mock('../../data/posts', () => ({ usePost: data.usePost }));
vi.mock('../../components/posts/PostCard', () => ({
  PostCard: ({ post, commentsOpen }: { post: PostDto; commentsOpen: boolean }) => (
    <article aria-label={post.content} data-comments={commentsOpen} />
  ),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = (state: { post?: PostDto; status: string; retry?: () => void }) => {
  data.usePost.mockReturnValue({ retry: vi.fn(), ...state });
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
});
