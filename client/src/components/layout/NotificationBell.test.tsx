import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberDb } from '../../db/memberDb';
import { setUnreadCount } from '../../data/notificationStore';
import { putNotifications, serverNotification, unreadCountOf } from '../../data/testing/notificationFixtures';
import { renderWithApp } from '../../pages/dashboard/testKit';
import { announce } from '../../realtime/announcements';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import { NotificationBell } from './NotificationBell';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const panel = () => screen.getByRole('group', { name: 'Notifications' });

describe('NotificationBell', () => {
  it('opens the dropdown with its empty state and a View all link', async () => {
    renderWithApp(<NotificationBell unreadCount={0} />, { url: '/dashboard' });
    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(bell().getAttribute('aria-controls')).toBe(panel().id);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View all' }));
    expect(screen.getByTestId('location').textContent).toBe('/notifications');
  });

  it('shows the five newest; a click marks it read and opens the post in the feed', async () => {
    await setUnreadCount(db, 6);
    await putNotifications(db, ...Array.from({ length: 6 }, (_, i) => serverNotification(`n${i}`, i)));
    renderWithApp(<NotificationBell unreadCount={6} />, { url: '/settings' });
    fireEvent.click(bell());
    const list = await within(panel()).findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const first = within(list).getAllByRole('link')[0]!;
    expect(first.textContent).toContain('Grace Hopper liked your post');
    fireEvent.click(first);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard?highlight=post-n0');
    await waitFor(async () => expect((await db.notifications.get('n0'))?.isRead).toBe(true));
    expect(await unreadCountOf(db)).toBe(5);
    expect((await outboxOf(db)).map((e) => e.path)).toEqual(['/notifications/n0/read']);
  });

  it('routes a follow to the follower’s profile and offers Mark all read while anything is unread', async () => {
    await setUnreadCount(db, 1);
    await putNotifications(
      db,
      serverNotification('f1', 0, { type: 'follow', message: 'started following you', metadata: {} }),
    );
    renderWithApp(<NotificationBell unreadCount={1} />, { url: '/dashboard' });
    fireEvent.click(bell());
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Mark all read' }));
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(0));
    fireEvent.click(within(panel()).getByRole('link', { name: /started following you/ }));
    expect(screen.getByTestId('location').textContent).toBe('/profile/grace');
  });

  it('closes on Escape with focus back on the bell', () => {
    renderWithApp(<NotificationBell unreadCount={0} />, { url: '/dashboard' });
    fireEvent.click(bell());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('caps the badge at 99+ and reads new notifications out politely', () => {
    const { container } = renderWithApp(<NotificationBell unreadCount={150} />, { url: '/dashboard' });
    expect(bell().textContent).toContain('99+');
    const region = container.querySelector('[aria-live="polite"]')!;
    act(() => announce('New notification: Grace Hopper liked your post'));
    expect(region.textContent).toBe('New notification: Grace Hopper liked your post');
  });
});
