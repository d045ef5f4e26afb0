import { fireEvent, screen, within } from '@testing-library/react';
import type { CommentDto, PostDto } from '@flock/shared';
import { renderWithApp } from '../../pages/dashboard/testKit';
import { makeAuthor, makeComment, makePost } from '../../test/fixtures';
import { ComposerProvider } from './ComposerProvider';
import { useComposer, type ComposerRequest } from './useComposer';

/** Test support for the composer tests. Imported by tests only. */

export const QUOTED_POST: PostDto = makePost({
  id: '01900000-0000-7000-8000-00000000000a',
  author: makeAuthor({ id: 'u-grace' }),
  content: 'Compilers are just programs that write programs.',
  createdAt: '2024-05-01T10:00:00.000Z',
});

export const A_COMMENT: CommentDto = makeComment({
  id: 'c-1',
  postId: QUOTED_POST.id,
  user: makeAuthor({ id: 'u-alan', username: 'alan', firstName: 'Alan', lastName: 'Turing' }),
  content: 'Indeed.',
  createdAt: '2024-05-01T11:00:00.000Z',
});

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
  // The dialog is a lazy chunk: load its code first, so the wait below is for React, not for the module
  // loader of a busy test run.
  await import('./ComposerDialog');
  const opener = screen.getByRole('button', { name: `open ${name}` });
  opener.focus();
  fireEvent.click(opener);
  // The dialog is a lazy module: its first import in a test file is transformed on the spot and can
  // take longer than findBy's default second on a busy machine.
  return screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
}

export const typeInto = (element: HTMLElement, value: string) => {
  fireEvent.input(element, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
};

export const postButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^(Post|Posting\.\.\.)$/ }) as HTMLButtonElement;
