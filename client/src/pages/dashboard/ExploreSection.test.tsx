import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member, membersNamed } from '../../components/people/peopleTestKit';
import { signedInEachTest } from '../../test/memberDbTestKit';
import ExploreSection from './ExploreSection';
import { fail, ok, renderWithApp, scriptFetch, type RecordedCall } from './testKit';

beforeEach(() => sessionStorage.clear());
signedInEachTest();

const counts = { totalUsers: 25, following: 3, notFollowing: 22 };
const explorePath = (call: RecordedCall) => new URL(call.path, 'http://x').searchParams;
const show = (url = '/explore') => renderWithApp(<ExploreSection />, { url, path: '/explore' });
const tile = (label: string) =>
  within(screen.getByRole('list', { name: 'Members' }))
    .getByText(label)
    .parentElement?.querySelector('.explore-tile-value')?.textContent;
const cardNames = () =>
  within(screen.getByRole('list', { name: /^Users/ }))
    .getAllByRole('article')
    .map((card) => card.querySelector('.user-card-username')?.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search users by name or email' });

describe('ExploreSection', () => {
  it('shows the tiles and 20 cards a page, and Load More asks for page 2', async () => {
    const calls = scriptFetch({
      'GET /users/explore': (call) =>
        explorePath(call).get('page') === '2'
          ? ok({ users: membersNamed('late', 1), hasMore: false, counts })
          : ok({ users: membersNamed('m', 20), hasMore: true, counts }),
    });
    show();
    // The first render brings the cards' modules: under a busy test run that can take a while.
    await waitFor(() => expect(cardNames()).toHaveLength(20), { timeout: 5000 });
    expect(tile('Total Users')).toBe('25');
    expect(tile('Following')).toBe('3');
    expect(tile('Not Following')).toBe('22');
    expect(calls[0]?.path).toBe('/users/explore?page=1&limit=20&filter=all');
    expect(screen.getByRole('button', { name: 'All Users' }).getAttribute('aria-pressed')).toBe('true');
    expect(searchBox().getAttribute('placeholder')).toBe('Search users by name or email...');

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardNames()).toHaveLength(21), { timeout: 3000 });
    expect(calls.at(-1)?.path).toBe('/users/explore?page=2&limit=20&filter=all');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('searches once the typing pauses, from 2 characters, and says No Users Found', async () => {
    const calls = scriptFetch({
      'GET /users/explore': (call) =>
        explorePath(call).get('q')
          ? ok({ users: [], hasMore: false, counts })
          : ok({ users: membersNamed('m', 2), hasMore: false, counts }),
    });
    show();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    fireEvent.input(searchBox(), { target: { value: 'z' } });
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    fireEvent.input(searchBox(), { target: { value: 'zy' } });
    fireEvent.input(searchBox(), { target: { value: 'zyx' } });
    expect(await screen.findByText('No Users Found', {}, { timeout: 3000 })).toBeTruthy();
    const searches = calls.filter((c) => explorePath(c).has('q'));
    expect(searches.map((c) => explorePath(c).get('q'))).toEqual(['zyx']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search text' }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    expect(document.activeElement).toBe(searchBox());
  });

  it('filters by who the member follows, and says Search for Users when a filter is empty', async () => {
    const calls = scriptFetch({
      'GET /users/explore': (call) =>
        explorePath(call).get('filter') === 'following'
          ? ok({ users: [], hasMore: false, counts })
          : ok({ users: membersNamed('m', 1), hasMore: false, counts }),
    });
    show();
    await waitFor(() => expect(cardNames()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Search for Users')).toBeTruthy();
    expect(screen.getByText('You are not following anyone yet. Search for people to follow.')).toBeTruthy();
    expect(explorePath(calls.at(-1)!).get('filter')).toBe('following');
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves the Following and Not Following tiles with a follow made on a card', async () => {
    scriptFetch({ 'GET /users/explore': ok({ users: [member('grace')], hasMore: false, counts }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow @grace' }));
    await screen.findByRole('button', { name: 'Unfollow @grace' });
    expect(tile('Following')).toBe('4');
    expect(tile('Not Following')).toBe('21');
    expect(screen.getByText('11 followers')).toBeTruthy();
  });

  it('takes the search from a ?q= link, and offers Retry when the call fails', async () => {
    let reply: { status: number; body: unknown } = fail(500, '');
    const calls = scriptFetch({ 'GET /users/explore': () => reply });
    show('/explore?q=grace');
    expect(await screen.findByText('Failed to fetch users')).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe('grace');
    expect(explorePath(calls[0]!).get('q')).toBe('grace');
    reply = ok({ users: [member('grace')], hasMore: false, counts });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toEqual(['@grace']));
  });
});
