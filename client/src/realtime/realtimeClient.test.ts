import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberDb } from '../db/memberDb';
import { setUnreadCount } from '../data/notificationStore';
import { notificationPage, serverNotification, unreadCountOf } from '../data/testing/notificationFixtures';
import { ok, scriptFetch, TEST_USER } from '../pages/dashboard/testKit';
import { signedInEachTest } from '../test/memberDbTestKit';
import { onAnnouncement } from './announcements';
import { getRealtimeStatus } from './connectionStatus';
import { startRealtime, type RealtimeSocket } from './realtimeClient';
import { serverEvent, socketConnects } from './serverEvents';

/** Stands in for socket.io's client: the test plays the server's side. */
class FakeSocket {
  connected = false;
  active = true;
  connects = 0;
  disconnected = false;
  private handlers = new Map<string, ((payload?: unknown) => void)[]>();
  on(event: string, handler: (payload?: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    this.handlers.clear();
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  serverSends(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

let db: MemberDb;
let socket: FakeSocket;
let stop: () => void;
const onNotificationClick = vi.fn();

signedInEachTest((opened) => (db = opened));
beforeEach(() => {
  socket = new FakeSocket();
  onNotificationClick.mockReset();
  stop = startRealtime({
    userId: TEST_USER.id,
    token: 'test-token',
    onNotificationClick,
    connect: (token) => {
      expect(token).toBe('test-token');
      return socket as unknown as RealtimeSocket;
    },
  });
});
afterEach(() => stop());

const summaryServer = (count: number) =>
  scriptFetch({
    'GET /notifications/unread-count': ok({ count }),
    'GET /notifications': ok(notificationPage([serverNotification('n1', 5)])),
  });

describe('the live connection', () => {
  it('is Live once connected and loads the unread count and the latest notifications on every connect', async () => {
    const calls = summaryServer(3);
    expect(getRealtimeStatus()).toBe('connecting');
    socket.serverSends('connect');
    expect(getRealtimeStatus()).toBe('live');
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(3));
    expect(await db.notifications.get('n1')).toBeTruthy();

    socket.serverSends('disconnect', 'transport close');
    expect(getRealtimeStatus()).toBe('connecting');
    socket.serverSends('connect');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/notifications?'))).toHaveLength(2));
    expect(calls.find((c) => c.path.startsWith('/notifications?'))?.path).toBe(
      '/notifications?page=1&limit=10&type=all',
    );
  });

  it('puts a new notification at the front, raises the count by one and announces it politely', async () => {
    await setUnreadCount(db, 4);
    const heard: string[] = [];
    const stopListening = onAnnouncement((text) => heard.push(text));
    const notification = serverNotification('n9', 0);
    socket.serverSends('new_notification', { type: 'notification', data: notification });
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(5));
    expect(await db.notifications.get('n9')).toMatchObject({ id: 'n9', isRead: false });
    await waitFor(() => expect(heard).toEqual(['New notification: Grace Hopper liked your post']));
    socket.serverSends('new_notification', { type: 'notification', data: notification });
    socket.serverSends('unread_count', { count: 11 });
    await waitFor(async () => expect(await unreadCountOf(db)).toBe(11));
    expect(heard).toHaveLength(1);
    stopListening();
  });

  it('reloads notifications on their poke and hands every event on as a typed observable', async () => {
    const calls = summaryServer(2);
    const pokes: string[] = [];
    let connects = 0;
    const listening = serverEvent('sync.poke').subscribe(({ scope }) => pokes.push(scope));
    listening.add(socketConnects.subscribe(() => (connects += 1)));
    socket.serverSends('sync.poke', { scope: 'notifications' });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/notifications/unread-count'));
    socket.serverSends('sync.poke', { scope: 'settings' });
    socket.serverSends('connect');
    expect(pokes).toEqual(['notifications', 'settings']);
    expect(connects).toBe(1);
    listening.unsubscribe();
  });

  it('shows a desktop notification only with permission and while the app is hidden', async () => {
    const shown: {
      title: string;
      options: NotificationOptions;
      notification: { onclick: (() => void) | null };
    }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      close = vi.fn();
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options, notification: this });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    socket.serverSends('new_notification', { type: 'notification', data: serverNotification('seen', 1) });
    await waitFor(async () => expect(await db.notifications.get('seen')).toBeTruthy());

    visibility.mockReturnValue('hidden');
    const follow = serverNotification('follow', 0, {
      type: 'follow',
      message: 'started following you',
      metadata: {},
    });
    socket.serverSends('new_notification', { type: 'notification', data: follow });
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: 'Flock',
      options: { body: 'Grace Hopper started following you', tag: 'follow:user-2' },
    });
    shown[0]!.notification.onclick?.();
    expect(onNotificationClick).toHaveBeenCalledWith({
      url: '/profile/grace',
      tag: 'follow:user-2',
      notificationId: 'follow',
    });

    FakeNotification.permission = 'default';
    socket.serverSends('new_notification', { type: 'notification', data: serverNotification('quiet', 0) });
    await waitFor(async () => expect(await db.notifications.get('quiet')).toBeTruthy());
    expect(shown).toHaveLength(1);
  });

  it('tries a refused handshake again later, and stopping closes the socket', async () => {
    vi.useFakeTimers();
    try {
      summaryServer(0);
      socket.active = false;
      socket.serverSends('connect_error', new Error('Not authenticated'));
      expect(getRealtimeStatus()).toBe('connecting');
      await vi.advanceTimersByTimeAsync(5000);
      expect(socket.connects).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    const pokes: string[] = [];
    const listening = serverEvent('sync.poke').subscribe(({ scope }) => pokes.push(scope));
    stop();
    expect(socket.disconnected).toBe(true);
    expect(getRealtimeStatus()).toBe('offline');
    socket.serverSends('sync.poke', { scope: 'settings' });
    expect(pokes).toEqual([]);
    listening.unsubscribe();
  });
});
