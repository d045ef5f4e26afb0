import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES, type BookmarkFolderDto } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import { OwnProfileContext } from '../../data/ownProfileContext';
import { ok, polyfillDialog, renderWithApp, scriptFetch, TEST_USER } from '../../pages/dashboard/testKit';
import { serverPost } from '../../test/fixtures';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import { ComposerProvider } from '../composer/ComposerProvider';
import { BookmarksView } from './BookmarksView';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));
beforeAll(polyfillDialog);

const TRIPS: BookmarkFolderDto = {
  id: 'f1',
  _id: 'f1',
  name: 'Trips',
  description: 'Places to go',
  isPrivate: false,
  bookmarkCount: 1,
  ownerId: TEST_USER.id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const saved = (id: string, folderId: string | null, content: string) => ({
  id: `b-${id}`,
  _id: `b-${id}`,
  postId: id,
  folderId,
  createdAt: '2026-01-02T00:00:00.000Z',
  post: serverPost(id, { content, isBookmarked: true, bookmarkId: `b-${id}` }),
});

function show(url: string) {
  return renderWithApp(
    <OwnProfileContext.Provider value={TEST_USER}>
      <ComposerProvider>
        <BookmarksView />
      </ComposerProvider>
    </OwnProfileContext.Provider>,
    { url, path: '/bookmarks' },
  );
}

describe('BookmarksView', () => {
  it('lists the folders with counts and privacy, and a folder’s bookmarks', async () => {
    scriptFetch({
      'GET /bookmarks/folders': ok({ folders: [TRIPS] }),
      'GET /bookmarks': ok({
        bookmarks: [saved('p1', 'f1', 'Harbour at dawn')],
        hasMore: false,
        nextCursor: null,
      }),
    });
    show('/bookmarks?folder=f1');
    const nav = await screen.findByRole('navigation', { name: 'Bookmark folders' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Trips/ }).textContent).toContain('1 bookmark'),
    );
    expect(within(nav).getByRole('link', { name: /Trips/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 2, name: 'Trips' })).toBeTruthy();
    expect(screen.getByText('Places to go')).toBeTruthy();
    expect((await screen.findByRole('article')).textContent).toContain('Harbour at dawn');
  });

  it('shows the empty states of All Bookmarks and of a folder', async () => {
    scriptFetch({
      'GET /bookmarks/folders': ok({ folders: [{ ...TRIPS, bookmarkCount: 0 }] }),
      'GET /bookmarks': ok({ bookmarks: [], hasMore: false, nextCursor: null }),
    });
    const first = show('/bookmarks');
    expect(await screen.findByText('No bookmarks yet')).toBeTruthy();
    expect(screen.getByText('Start saving posts you want to see again')).toBeTruthy();
    first.unmount();
    show('/bookmarks?folder=f1');
    expect(await screen.findByText('No bookmarks in "Trips" yet')).toBeTruthy();
  });

  it('creates a folder through the dialog, private by default, and asks before deleting one', async () => {
    scriptFetch({
      'GET /bookmarks/folders': ok({ folders: [TRIPS] }),
      'GET /bookmarks': ok({
        bookmarks: [saved('p1', 'f1', 'Harbour at dawn')],
        hasMore: false,
        nextCursor: null,
      }),
    });
    show('/bookmarks');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Folder' });
    const submit = within(dialog).getByRole('button', { name: 'Create Folder' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Make this folder private' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Recipes ' },
    });
    fireEvent.click(submit);
    await waitFor(async () =>
      expect((await db.folders.toArray()).map((f) => f.name).sort()).toEqual(['Recipes', 'Trips']),
    );
    expect((await outboxOf(db)).map((e) => [e.kind, e.body])).toEqual([
      ['folder.create', expect.objectContaining({ name: 'Recipes', isPrivate: true, description: null })],
    ]);

    // The new folder opens.
    expect(await screen.findByText('No bookmarks in "Recipes" yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /All Bookmarks/ }));
    await screen.findByRole('article');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Trips' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete folder?' });
    expect(confirm.textContent).toContain(COLLECTION_MESSAGES.deleteFolder);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.folders.get('f1')).toBeUndefined());
    expect(await db.bookmarks.get('b-p1')).toMatchObject({ folderId: null });
    expect(screen.getByRole('article').textContent).toContain('Harbour at dawn');
  });
});
