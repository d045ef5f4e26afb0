import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentDto } from '@flock/shared';
import type { PagedList } from '../../data/types';
import { renderWithApp } from '../../pages/dashboard/testKit';
import { CommentsPanel } from './CommentsPanel';
import { GRACE, makeComment, makePost } from '../../test/fixtures';

const data = vi.hoisted(() => ({
  list: null as unknown,
  addComment: vi.fn(() => Promise.resolve('new')),
  replyToComment: vi.fn(() => Promise.resolve('new')),
  toggleCommentLike: vi.fn(() => Promise.resolve()),
  useComments: vi.fn(),
}));
const composer = vi.hoisted(() => ({ open: vi.fn() }));

vi.mock('../../data/comments', () => data);
vi.mock('../sync/PendingMarker', () => ({
  PendingMarker: ({ entityId }: { entityId: string }) => <span data-testid={`pending-${entityId}`} />,
}));
vi.mock('../composer/useComposer', () => ({ useComposer: () => ({ open: composer.open, isOpen: false }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function list(items: CommentDto[] | undefined, extra: Partial<PagedList<CommentDto>> = {}) {
  const value: PagedList<CommentDto> = {
    items,
    status: 'idle',
    error: null,
    hasMore: false,
    loadMore: vi.fn(() => Promise.resolve()),
    refresh: vi.fn(() => Promise.resolve()),
    ...extra,
  };
  data.useComments.mockReturnValue(value);
  return value;
}

const post = makePost({ author: GRACE });
const show = (isOwnPost = false) =>
  renderWithApp(<CommentsPanel post={post} id="panel" open isOwnPost={isOwnPost} />);
const input = () => screen.getByRole('textbox') as HTMLInputElement;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });

describe('CommentsPanel', () => {
  it('lists comments oldest first with replies under their parent', () => {
    list([
      makeComment({ id: 'c2', content: 'Second', createdAt: '2025-01-01T11:00:00.000Z' }),
      makeComment({ id: 'r1', parentId: 'c1', content: 'A reply', createdAt: '2025-01-01T12:00:00.000Z' }),
      makeComment({ id: 'c1', content: 'First', createdAt: '2025-01-01T10:00:00.000Z' }),
    ]);
    show();
    const top = screen.getAllByRole('list')[0]!;
    const threads = within(top)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === top);
    expect(threads.map((li) => li.querySelector('.comment-text')?.textContent)).toEqual(['First', 'Second']);
    const replies = within(threads[0]!).getByRole('list');
    expect(within(replies).getByText('A reply')).toBeTruthy();
    expect(screen.getByTestId('pending-r1')).toBeTruthy();
  });

  it('prefixes a top-level comment with the author’s @name, and Post is disabled while blank', async () => {
    list([]);
    show();
    expect(screen.getByText('No comments yet. Start the conversation.')).toBeTruthy();
    const postButton = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(postButton.disabled).toBe(true);
    type('   ');
    expect(postButton.disabled).toBe(true);
    type('Lovely');
    expect(postButton.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(postButton);
    });
    expect(data.addComment).toHaveBeenCalledWith('post-1', '@grace Lovely');
    expect(input().value).toBe('');
  });

  it('does not mention the member on their own post', async () => {
    list([]);
    show(true);
    type('Thanks all');
    await act(async () => {
      fireEvent.submit(input().form!);
    });
    expect(data.addComment).toHaveBeenCalledWith('post-1', 'Thanks all');
  });

  it('replies to a comment with the @name pre-filled, and the reply can be cancelled', async () => {
    const comment = makeComment({ id: 'c1' });
    list([comment]);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Reply to Ada Lovelace' }));
    expect(screen.getByText('Replying to @ada')).toBeTruthy();
    expect(input().value).toBe('@ada ');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText('Replying to @ada')).toBeNull();
    expect(input().value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Reply to Ada Lovelace' }));
    type('@ada agreed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    });
    expect(data.replyToComment).toHaveBeenCalledWith('post-1', 'c1', '@ada agreed');
    expect(data.addComment).not.toHaveBeenCalled();
    expect(screen.queryByText('Replying to @ada')).toBeNull();
  });

  it('shows what the data layer refused inline and keeps the text', async () => {
    list([]);
    data.addComment.mockImplementationOnce(() =>
      Promise.reject(new Error('Comments can be at most 500 characters')),
    );
    show();
    type('Too long');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Comments can be at most 500 characters');
    expect(input().value).toBe('Too long');
  });

  it('likes comments and loads more while there are more', () => {
    const value = list([makeComment({ id: 'c1', likesCount: 2, isLiked: true })], { hasMore: true });
    show();
    const like = screen.getByRole('button', { name: 'Like comment by Ada Lovelace (2 likes)' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(like);
    expect(data.toggleCommentLike).toHaveBeenCalledWith('c1');
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(value.loadMore).toHaveBeenCalled();
  });

  it('shows a spinner first, then a failure with Retry', () => {
    list(undefined);
    show();
    expect(screen.getByRole('status').textContent).toBe('Loading comments');
    cleanup();
    const value = list([], { status: 'error', error: 'Failed to load comments' });
    show();
    const alert = screen.getByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(value.refresh).toHaveBeenCalled();
  });

  it('opens the full composer for the reply', () => {
    list([makeComment({ id: 'c1' })]);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Open in the composer' }));
    expect(composer.open).toHaveBeenLastCalledWith({ mode: 'reply', post, comment: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Reply to Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open in the composer' }));
    expect(composer.open).toHaveBeenLastCalledWith(
      expect.objectContaining({ mode: 'reply', comment: expect.objectContaining({ id: 'c1' }) }),
    );
  });
});
