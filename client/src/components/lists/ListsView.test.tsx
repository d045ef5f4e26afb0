import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES, type ListDto, type UserSummaryDto } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import { OwnProfileContext } from '../../data/ownProfileContext';
import { ok, polyfillDialog, renderWithApp, scriptFetch, TEST_USER } from '../../pages/dashboard/testKit';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import { ComposerProvider } from '../composer/ComposerProvider';
import { ListsView } from './ListsView';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));
beforeAll(polyfillDialog);

const person = (id: string, firstName: string): UserSummaryDto => ({
  id,
  _id: id,
  username: firstName.toLowerCase(),
  firstName,
  lastName: 'Tester',
  profilePicture: null,
  isPremium: false,
  subscriptionType: 'basic',
});
const ME = person(TEST_USER.id, 'Ada');
const MEMBERS = [ME, ...['Bea', 'Cara', 'Dan', 'Eve', 'Finn', 'Gus'].map((n, i) => person(`u${i}`, n))];
const MAKERS: ListDto = {
  id: 'l1',
  _id: 'l1',
  name: 'Makers',
  description: 'People who build things',
  isPrivate: false,
  ownerId: TEST_USER.id,
  owner: ME,
  memberCount: MEMBERS.length,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function show(url: string) {
  return renderWithApp(
    <OwnProfileContext.Provider value={TEST_USER}>
      <ComposerProvider>
        <ListsView />
      </ComposerProvider>
    </OwnProfileContext.Provider>,
    { url, path: '/lists' },
  );
}

describe('ListsView', () => {
  it('offers to create the first list, public by default', async () => {
    scriptFetch({ 'GET /lists': ok({ lists: [] }) });
    show('/lists');
    expect(await screen.findByText('No lists yet')).toBeTruthy();
    expect(screen.getByText('Select a list')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create your first list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create List' });
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Make this list private' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Crew' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Crew' })).toBeTruthy();
    expect(await screen.findByText('No posts from list members yet')).toBeTruthy();
    expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['list.create']);
  });

  it('shows a list with five member pictures and +N, its members’ posts and the owner’s controls', async () => {
    scriptFetch({
      'GET /lists': ok({ lists: [MAKERS] }),
      'GET /lists/l1/members': ok({ members: MEMBERS }),
      'GET /lists/l1/posts': ok({ posts: [], hasMore: false, nextCursor: null }),
    });
    show('/lists?list=l1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Makers' })).toBeTruthy();
    expect(await screen.findByText('+2')).toBeTruthy();
    expect(screen.getAllByText('7 members')).toHaveLength(2);
    expect(await screen.findByText('Add more members to see their posts here')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Members to Makers' });
    expect(within(dialog).getByText('Current Members (7)')).toBeTruthy();
    // The owner is never offered for removal.
    expect(within(dialog).queryByRole('button', { name: 'Remove Ada Tester' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Bea Tester' }));
    await waitFor(() => expect(within(dialog).getByText('Current Members (6)')).toBeTruthy());
    expect((await outboxOf(db)).map((e) => [e.kind, e.method, e.path])).toEqual([
      ['list.member', 'DELETE', '/lists/l1/members/u0'],
    ]);
  });

  it('asks before deleting a list', async () => {
    scriptFetch({
      'GET /lists': ok({ lists: [MAKERS] }),
      'GET /lists/l1/members': ok({ members: MEMBERS }),
      'GET /lists/l1/posts': ok({ posts: [], hasMore: false, nextCursor: null }),
    });
    show('/lists?list=l1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Makers' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete list?' });
    expect(confirm.textContent).toContain(COLLECTION_MESSAGES.deleteList);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.lists.get('l1')).toBeUndefined());
    expect(await screen.findByText('No lists yet')).toBeTruthy();
  });
});
