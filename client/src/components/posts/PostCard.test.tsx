import { useSyncExternalStore } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostDto, RetweetedByDto } from '@flock/shared';
import { OwnProfileContext } from '../../data/ownProfileContext';
import { polyfillDialog, renderWithApp, TEST_USER } from '../../pages/dashboard/testKit';
import { PostCard } from './PostCard';
import { ADA, GRACE, makePost } from '../../test/fixtures';

const posts = vi.hoisted(() => ({
  togglePostLike: vi.fn(() => Promise.resolve()),
  togglePostRepost: vi.fn(() => Promise.resolve()),
  togglePostBookmark: vi.fn(() => Promise.resolve()),
  deletePost: vi.fn(() => Promise.resolve()),
  voteInPoll: vi.fn(() => Promise.resolve()),
}));
const composer = vi.hoisted(() => ({ open: vi.fn() }));
const comments = vi.hoisted(() => ({ useComments: vi.fn() }));

vi.mock('../../data/posts', () => posts);
vi.mock('../../data/comments', () => ({
  useComments: comments.useComments,
  addComment: vi.fn(),
  replyToComment: vi.fn(),
  toggleCommentLike: vi.fn(),
}));
vi.mock('../../data/media', () => ({
  useMediaUrl: (media: { url: string }) => media.url,
  useUploadProgress: () => null,
}));
vi.mock('../sync/PendingMarker', () => ({
  PendingMarker: ({ entityId }: { entityId: string }) => <span data-testid={`pending-${entityId}`} />,
}));
vi.mock('../composer/useComposer', () => ({ useComposer: () => ({ open: composer.open, isOpen: false }) }));

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

comments.useComments.mockImplementation(() => ({
  items: [],
  status: 'idle',
  error: null,
  hasMore: false,
  loadMore: vi.fn(),
  refresh: vi.fn(),
}));

/** A post kept the way the data layer keeps it: writes change it and the card follows. */
function storedPost(initial: PostDto) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    update(change: (post: PostDto) => PostDto) {
      act(() => {
        current = change(current);
        listeners.forEach((l) => l());
      });
      return Promise.resolve();
    },
    Card() {
      const post = useSyncExternalStore(subscribe, () => current);
      return <PostCard post={post} />;
    },
  };
}

const show = (post: PostDto, props: Partial<Parameters<typeof PostCard>[0]> = {}) =>
  renderWithApp(<PostCard post={post} {...props} />);

describe('PostCard', () => {
  it('is an article named by its author, with profile, time and privacy in the header', () => {
    show(makePost({ privacy: 'friends' }));
    const article = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(article).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/profile/grace',
    );
    expect(within(article).getByText('@grace')).toBeTruthy();
    expect(within(article).getByRole('link', { name: '3 hours ago' }).getAttribute('href')).toBe(
      '/post/post-1',
    );
    expect(within(article).getByText('Friends')).toBeTruthy();
    expect(within(article).queryByRole('img', { name: 'Verified Premium User' })).toBeNull();
    expect(within(article).getByTestId('pending-post-1')).toBeTruthy();
  });

  it("shows the member's own current name and picture on their posts and the posts they quote", () => {
    const own = {
      ...TEST_USER,
      firstName: 'Augusta',
      fullName: 'Augusta Lovelace',
      profilePicture: '/media/new.jpg',
    };
    const quoted = makePost({ id: 'quoted', author: ADA, content: 'An old note' });
    renderWithApp(
      <OwnProfileContext.Provider value={own}>
        <PostCard post={makePost({ author: ADA, quotedPost: quoted, quotedPostId: 'quoted' })} />
      </OwnProfileContext.Provider>,
    );
    const article = screen.getByRole('article', { name: 'Augusta Lovelace' });
    expect(within(article).getByRole('link', { name: 'Quoted post by Augusta Lovelace' })).toBeTruthy();
    expect([...article.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/new.jpg',
      '/media/new.jpg',
    ]);
  });

  it('shows the verified badge for premium authors, by flag or by subscription type', () => {
    show(makePost({ author: { ...GRACE, isPremium: true } }));
    expect(screen.getByRole('img', { name: 'Verified Premium User' })).toBeTruthy();
    cleanup();
    show(makePost({ author: { ...GRACE, subscriptionType: 'premium' } }));
    expect(screen.getByRole('img', { name: 'Verified Premium User' })).toBeTruthy();
  });

  it('links mentions and hashtags and shows tags, place and feeling', () => {
    show(
      makePost({
        content: 'Ask @ada about #compilers!',
        tags: ['history', 'New York'],
        location: 'Arlington',
        feeling: 'proud',
      }),
    );
    expect(screen.getByRole('link', { name: '@ada' }).getAttribute('href')).toBe('/profile/ada');
    expect(screen.getByRole('link', { name: '#compilers' }).getAttribute('href')).toBe('/hashtag/compilers');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['history', 'New York']);
    expect(screen.getByText('Arlington')).toBeTruthy();
    expect(screen.getByText('feeling proud')).toBeTruthy();
  });

  const alan = (premium: boolean): RetweetedByDto => ({
    ...{ id: 'u3', _id: 'u3', firstName: 'Alan', lastName: 'Turing', username: 'alan' },
    isPremium: premium,
    subscriptionType: premium ? 'premium' : 'basic',
  });

  it('says who reposted it', () => {
    show(makePost(), {
      retweetedBy: alan(false),
    });
    expect(screen.getByText(/Reposted by/).textContent).toBe('Reposted by Alan Turing');
    expect(screen.getByRole('link', { name: 'Alan Turing' }).getAttribute('href')).toBe('/profile/alan');
  });

  it('shows a premium reposter’s verified badge', () => {
    show(makePost(), {
      retweetedBy: alan(true),
    });
    const line = screen.getByText(/Reposted by/).closest('p')!;
    expect(within(line).getByRole('img', { name: 'Verified Premium User' })).toBeTruthy();
  });

  it('likes and bookmarks through the data layer and follows the stored post', () => {
    const store = storedPost(makePost({ likesCount: 2 }));
    posts.togglePostLike.mockImplementationOnce(() =>
      store.update((p) => ({ ...p, isLiked: !p.isLiked, likesCount: p.likesCount + (p.isLiked ? -1 : 1) })),
    );
    posts.togglePostBookmark.mockImplementationOnce(() =>
      store.update((p) => ({ ...p, isBookmarked: !p.isBookmarked })),
    );
    renderWithApp(<store.Card />);
    const like = screen.getByRole('button', { name: 'Like (2 likes)' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(posts.togglePostLike).toHaveBeenCalledWith('post-1');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.getAttribute('aria-label')).toBe('Like (3 likes)');
    expect(like.textContent).toBe('3');
    const bookmark = screen.getByRole('button', { name: 'Bookmark' });
    fireEvent.click(bookmark);
    expect(posts.togglePostBookmark).toHaveBeenCalledWith('post-1');
    expect(bookmark.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers Repost and Quote in a keyboard menu', () => {
    const post = makePost({ retweetsCount: 1 });
    show(post);
    const button = screen.getByRole('button', { name: 'Repost (1 repost)' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Repost', 'Quote']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Repost' }));
    expect(posts.togglePostRepost).toHaveBeenCalledWith('post-1');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Quote' }));
    expect(composer.open).toHaveBeenCalledWith({ mode: 'quote', post });
  });

  it('names the undo entry once reposted', () => {
    show(makePost({ isRetweeted: true, retweetsCount: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Reposted (1 repost)' }));
    expect(screen.getByRole('menuitem', { name: 'Undo repost' })).toBeTruthy();
  });

  it('shares the absolute link and says Copied! for two seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show(makePost());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const popover = screen.getByRole('dialog', { name: 'Share post' });
    const input = within(popover).getByRole('textbox', { name: 'Link to this post' }) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/post/post-1`);
    expect(input.readOnly).toBe(true);
    await act(async () => {
      fireEvent.click(within(popover).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/post/post-1`);
    expect(within(popover).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(popover).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('selects the link when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    show(makePost());
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const input = screen.getByRole('textbox', { name: 'Link to this post' }) as HTMLInputElement;
    input.setSelectionRange(0, 0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(document.activeElement).toBe(input);
    expect(input.selectionEnd! - input.selectionStart!).toBe(input.value.length);
    expect(screen.getByText(/to copy the selected link/)).toBeTruthy();
  });

  it('gives only the author a More menu, whose Delete asks first', async () => {
    show(makePost());
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
    cleanup();
    const onDeleted = vi.fn();
    show(makePost({ author: ADA }), { onDeleted });
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete post?' });
    expect(posts.deletePost).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(posts.deletePost).toHaveBeenCalledWith('post-1');
    expect(onDeleted).toHaveBeenCalled();
  });

  it('shows why a delete was refused', async () => {
    posts.deletePost.mockImplementationOnce(() => Promise.reject(new Error('Post not found')));
    show(makePost({ author: ADA }));
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Post not found');
  });

  it('loads comments only once the panel is opened', async () => {
    show(makePost({ commentsCount: 4 }));
    expect(comments.useComments).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Comments (4 comments)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel's code loads on this first open.
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toBeTruthy();
    expect(comments.useComments).toHaveBeenLastCalledWith('post-1', true);
    fireEvent.click(toggle);
    expect(comments.useComments).toHaveBeenLastCalledWith('post-1', false);
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  });

  it('shows a quoted post as a compact card that links to it', () => {
    const quoted = makePost({ id: 'post-0', author: ADA, content: 'The original' });
    show(makePost({ quotedPost: quoted, quotedPostId: 'post-0', isQuoteTweet: true }));
    expect(screen.getByRole('link', { name: 'Quoted post by Ada Lovelace' }).getAttribute('href')).toBe(
      '/post/post-0',
    );
    expect(screen.getByText('The original')).toBeTruthy();
    cleanup();
    show(makePost({ quotedPost: null, quotedPostId: 'post-0', isQuoteTweet: true }));
    expect(screen.getByText('This post is unavailable.')).toBeTruthy();
  });
});
