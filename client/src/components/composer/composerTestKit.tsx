import { fireEvent, screen, within } from '@testing-library/react';
import type { CommentDto, PostDto } from '@flock/shared';
import { renderWithApp } from '../../pages/dashboard/testKit';
import { ComposerProvider } from './ComposerProvider';
import { useComposer, type ComposerRequest } from './useComposer';

/** Test support for the composer tests. Imported by tests only. */

const author = {
  id: 'u-grace',
  _id: 'u-grace',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  profilePicture: null,
  isPremium: false,
  subscriptionType: 'basic' as const,
};

export const QUOTED_POST: PostDto = {
  id: '01900000-0000-7000-8000-00000000000a',
  _id: '01900000-0000-7000-8000-00000000000a',
  author,
  content: 'Compilers are just programs that write programs.',
  privacy: 'public',
  tags: [],
  hashtags: [],
  mentions: [],
  location: null,
  latitude: null,
  longitude: null,
  feeling: null,
  mediaUrls: [],
  poll: null,
  quotedPost: null,
  quotedPostId: null,
  isQuoteTweet: false,
  threadId: null,
  threadPosition: null,
  isLiked: false,
  isRetweeted: false,
  isBookmarked: false,
  bookmarkId: null,
  likesCount: 0,
  retweetsCount: 0,
  commentsCount: 0,
  quotesCount: 0,
  retweetedBy: null,
  createdAt: '2024-05-01T10:00:00.000Z',
};

export const A_COMMENT: CommentDto = {
  id: 'c-1',
  _id: 'c-1',
  postId: QUOTED_POST.id,
  parentId: null,
  user: { ...author, id: 'u-alan', _id: 'u-alan', username: 'alan', firstName: 'Alan', lastName: 'Turing' },
  content: 'Indeed.',
  isLiked: false,
  likesCount: 0,
  createdAt: '2024-05-01T11:00:00.000Z',
};

const REQUESTS: Record<string, ComposerRequest> = {
  post: { mode: 'post' },
  thread: { mode: 'thread' },
  quote: { mode: 'quote', post: QUOTED_POST },
  reply: { mode: 'reply', post: QUOTED_POST },
  'reply to comment': { mode: 'reply', post: QUOTED_POST, comment: A_COMMENT },
};

function Openers() {
  const composer = useComposer();
  return (
    <>
      {Object.entries(REQUESTS).map(([name, request]) => (
        <button key={name} type="button" onClick={() => composer.open(request)}>
          open {name}
        </button>
      ))}
      <output data-testid="composer-state">{composer.isOpen ? 'open' : 'closed'}</output>
    </>
  );
}

export function renderComposer() {
  return renderWithApp(
    <ComposerProvider>
      <Openers />
    </ComposerProvider>,
    { url: '/dashboard' },
  );
}

/** Opens the composer as a click on `open <name>` would, and resolves with the dialog. */
export async function openComposer(name: keyof typeof REQUESTS, title: string): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name: `open ${name}` });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: title });
}

export const typeInto = (element: HTMLElement, value: string) => {
  fireEvent.change(element, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
};

export const postButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^(Post|Posting\.\.\.)$/ }) as HTMLButtonElement;
