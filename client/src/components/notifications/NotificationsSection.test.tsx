import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDb } from '../../db/memberDb';
import { setUnreadCount } from '../../data/notificationStore';
import {
  notificationPage,
  putNotifications,
  serverNotification,
  unreadCountOf,
} from '../../data/testing/notificationFixtures';
import { fail, ok, renderWithApp, scriptFetch, type RecordedCall } from '../../pages/dashboard/testKit';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import NotificationsSection from './NotificationsSection';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const LIKE = serverNotification('n-like', 1, { data: { postContent: 'Sunsets over the bay' } });
const FOLLOW = serverNotification('n-follow', 2, {
  type: 'follow',
  message: 'started following you',
  data: {},
  metadata: {},
  from: {
    id: 'user-3',
    _id: 'user-3',
    firstName: 'Alan',
    lastName: 'Turing',
    username: 'alan',
    profilePicture: null,
    isPremium: true,
  },
});
const READ_COMMENT = serverNotification('n-comment', 3, {
  type: 'comment',
  message: 'commented on your post',
  isRead: true,
  data: { postContent: 'Sunsets', commentContent: 'Lovely colours' },
});

/** The server's answer for each type filter, from the three above. */
function serverWith(...all: ReturnType<typeof serverNotification>[]) {
  return scriptFetch({
    'GET /notifications': ({ path }: RecordedCall) => {
      const type = new URLSearchParams(path.split('?')[1]).get('type') ?? 'all';
      const matching = all.filter((n) =>
        type === 'all' ? true : type === 'unread' ? !n.isRead : n.type === type,
      );
      return ok(notificationPage(matching));
    },
  });
}

const list = () => screen.findByRole('list', { name: 'Notifications' });
const rows = async () => within(await list()).getAllByRole('listitem');
const chip = (name: string) => screen.getByRole('button', { name });

describe('NotificationsSection', () => {
  it('lists the notifications newest first with who, what, the text and whether they are unread', async () => {
    serverWith(LIKE, FOLLOW, READ_COMMENT);
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    const [like, follow, comment] = await rows();
    expect(like!.textContent).toContain('Grace Hopper liked your post');
    expect(like!.textContent).toContain('Sunsets over the bay');
    expect(within(like!).getByRole('link').getAttribute('href')).toBe('/dashboard?highlight=post-n-like');
    expect(like!.className).toContain('is-unread');
    expect(within(follow!).getByRole('link').getAttribute('href')).toBe('/profile/alan');
    expect(within(follow!).getByRole('img', { name: 'Verified Premium User' })).toBeTruthy();
    expect(comment!.textContent).toContain('Lovely colours');
    expect(comment!.className).not.toContain('is-unread');
  });

  it('filters with toggle chips, asking the server for that type', async () => {
    const calls = serverWith(LIKE, FOLLOW, READ_COMMENT);
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(chip('All').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(chip('Follows'));
    expect(chip('Follows').getAttribute('aria-pressed')).toBe('true');
    expect(chip('All').getAttribute('aria-pressed')).toBe('false');
    await waitFor(async () =>
      expect((await rows()).map((r) => r.textContent)).toEqual([expect.stringContaining('Alan Turing')]),
    );
    expect(calls.map((c) => c.path)).toContain('/notifications?page=1&limit=20&type=follow');

    fireEvent.click(chip('Unread'));
    await waitFor(async () => expect(await rows()).toHaveLength(2));

    fireEvent.click(chip('Reposts'));
    expect(await screen.findByText('No reposts yet')).toBeTruthy();
  });

  it('selects all, marks the chosen read and deletes them, through the outbox', async () => {
    serverWith(LIKE, FOLLOW, READ_COMMENT);
    await setUnreadCount(db, 2);
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    const markRead = screen.getByRole('button', { name: 'Mark as Read' }) as HTMLButtonElement;
    expect(markRead.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Grace Hopper liked your post' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);

    fireEvent.click(markRead);
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(0));
    await waitFor(async () =>
      expect((await rows()).some((r) => r.className.includes('is-unread'))).toBe(false),
    );
    expect((await outboxOf(db)).map((e) => [e.path, e.body])).toEqual([
      ['/notifications/bulk/mark-read', { notificationIds: ['n-like', 'n-follow'] }],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Alan Turing started following you' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect((await outboxOf(db)).at(-1)).toMatchObject({ method: 'DELETE', path: '/notifications/n-follow' });
  });

  it('marks one read from its own button or by opening it, and Mark All Read reads the rest', async () => {
    serverWith(LIKE, FOLLOW, READ_COMMENT);
    await setUnreadCount(db, 5);
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Grace Hopper liked your post' }));
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(4));
    fireEvent.click(within((await rows())[1]!).getByRole('link'));
    expect(screen.getByTestId('location').textContent).toBe('/profile/alan');
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(3));

    cleanup();
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    // The button stays disabled until the device's unread count is read back, which takes a while on a
    // busy machine: a click before that is (rightly) ignored.
    const markAll = (await screen.findByRole('button', { name: 'Mark All Read' })) as HTMLButtonElement;
    await waitFor(() => expect(markAll.disabled).toBe(false));
    fireEvent.click(markAll);
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(0));
    expect((await outboxOf(db)).map((e) => e.path)).toEqual([
      '/notifications/n-like/read',
      '/notifications/n-follow/read',
      '/notifications/mark-all-read',
    ]);
  });

  it('loads the next page with Load More and shows what the device has when the server fails', async () => {
    const calls = scriptFetch({
      'GET /notifications': ({ path }: RecordedCall) =>
        path.includes('page=1')
          ? ok(notificationPage([LIKE], { hasMore: true }))
          : ok(notificationPage([READ_COMMENT], { page: 2 })),
    });
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(calls.map((c) => c.path)).toContain('/notifications?page=2&limit=20&type=all');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    cleanup();
    scriptFetch({ 'GET /notifications': fail(500, 'Something went wrong on our side', 'internal_error') });
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await rows()).toHaveLength(2);
  });

  it('says so when there is nothing to show', async () => {
    serverWith();
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Select All' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark All Read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows what the device holds offline', async () => {
    await putNotifications(db, LIKE);
    scriptFetch({ 'GET /notifications': 'network' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(<NotificationsSection />, { url: '/notifications' });
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
