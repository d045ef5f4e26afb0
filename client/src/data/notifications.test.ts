import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry, SendOutcome } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { ok, scriptFetch, TEST_USER } from '../pages/dashboard/testKit';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import {
  applyServerUnreadCount,
  replaceFirstPage,
  setUnreadCount,
  storeFetchedNotifications,
  storeIncomingNotification,
} from './notificationStore';
import {
  deleteNotifications,
  loadNotificationSummary,
  markAllNotificationsRead,
  markNotificationsRead,
} from './notifications';
import {
  notificationPage,
  putNotifications,
  serverNotification,
  unreadCountOf,
} from './testing/notificationFixtures';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const ids = async () => (await db.notifications.orderBy('createdAt').reverse().toArray()).map((n) => n.id);
const inTransaction = <T>(work: () => Promise<T>) => db.transaction('rw', db.tables, async () => work());

describe('reading from the server', () => {
  it('a first page replaces the stored copy of its filter, keeping what arrived meanwhile', async () => {
    await putNotifications(db, serverNotification('gone', 1), serverNotification('old', 90));
    const requestedAt = Date.now();
    await inTransaction(() => storeIncomingNotification(db, serverNotification('live', 0)));
    await inTransaction(() =>
      replaceFirstPage(
        db,
        'all',
        { notifications: [serverNotification('n2', 2)], hasMore: true },
        requestedAt,
      ),
    );
    expect(await ids()).toEqual(['live', 'n2']);
  });

  it('a type filter only touches its own type; the unread filter marks what is missing as read', async () => {
    await putNotifications(
      db,
      serverNotification('like-gone', 1),
      serverNotification('follow', 2, { type: 'follow', metadata: {} }),
      serverNotification('read-elsewhere', 3),
      serverNotification('older-unread', 50),
    );
    await inTransaction(() =>
      replaceFirstPage(db, 'like', { notifications: [], hasMore: false }, Date.now()),
    );
    expect(await ids()).toEqual(['follow']);

    await putNotifications(
      db,
      serverNotification('read-elsewhere', 3),
      serverNotification('older-unread', 50),
    );
    const page = {
      notifications: [serverNotification('follow', 2, { type: 'follow', metadata: {} })],
      hasMore: true,
    };
    await inTransaction(() => replaceFirstPage(db, 'unread', page, Date.now()));
    expect(await ids()).toEqual(['follow', 'read-elsewhere', 'older-unread']);
    expect((await db.notifications.get('read-elsewhere'))?.isRead).toBe(false);
    expect((await db.notifications.get('older-unread'))?.isRead).toBe(false);

    await inTransaction(() => replaceFirstPage(db, 'unread', { ...page, hasMore: false }, Date.now()));
    expect((await db.notifications.get('read-elsewhere'))?.isRead).toBe(true);
    expect((await db.notifications.get('older-unread'))?.isRead).toBe(true);
  });

  it('on connect loads the unread count and the latest ten, dropping ones deleted elsewhere among them', async () => {
    await putNotifications(
      db,
      serverNotification('deleted-elsewhere', 5),
      serverNotification('kept-older', 500),
    );
    const calls = scriptFetch({
      'GET /notifications/unread-count': ok({ count: 14 }),
      'GET /notifications': ok(
        notificationPage([serverNotification('n1', 1), serverNotification('n2', 10)], { hasMore: true }),
      ),
    });
    await loadNotificationSummary(db);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'GET /notifications/unread-count',
        'GET /notifications?page=1&limit=10&type=all',
      ]),
    );
    expect(await ids()).toEqual(['n1', 'n2', 'kept-older']);
    expect(await unreadCountOf(db)).toBe(14);
  });

  it('a live notification goes to the front and raises the count once', async () => {
    await setUnreadCount(db, 3);
    await putNotifications(db, serverNotification('older', 10));
    expect(await inTransaction(() => storeIncomingNotification(db, serverNotification('new', 0)))).toBe(true);
    expect(await inTransaction(() => storeIncomingNotification(db, serverNotification('new', 0)))).toBe(
      false,
    );
    expect(await ids()).toEqual(['new', 'older']);
    expect(await unreadCountOf(db)).toBe(4);
  });
});

describe('reading and deleting on the device', () => {
  it('marks one read at once and queues its PUT; only unread ones count', async () => {
    await setUnreadCount(db, 5);
    await putNotifications(db, serverNotification('n1', 1), serverNotification('n2', 2, { isRead: true }));
    await markNotificationsRead(['n1', 'n2']);
    expect((await db.notifications.get('n1'))?.isRead).toBe(true);
    expect(await unreadCountOf(db)).toBe(4);
    const [entry, ...rest] = await outboxOf(db);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      kind: 'notification.read',
      method: 'PUT',
      path: '/notifications/n1/read',
      okStatuses: [404],
      label: 'Mark a notification as read',
    });
    await markNotificationsRead(['n1']);
    expect(await outboxOf(db)).toHaveLength(1);
  });

  it('sends several as one bulk call, at most 100 ids each', async () => {
    const many = Array.from({ length: 120 }, (_, i) => serverNotification(`n${i}`, i));
    await putNotifications(db, ...many);
    await setUnreadCount(db, 130);
    await markNotificationsRead(many.map((n) => n.id));
    const entries = await outboxOf(db);
    expect(
      entries.map((e) => [e.path, (e.body as { notificationIds: string[] }).notificationIds.length]),
    ).toEqual([
      ['/notifications/bulk/mark-read', 100],
      ['/notifications/bulk/mark-read', 20],
    ]);
    expect(await unreadCountOf(db)).toBe(10);
  });

  it('Mark All Read clears the count and every stored unread one', async () => {
    await setUnreadCount(db, 25);
    await putNotifications(db, serverNotification('n1', 1), serverNotification('n2', 2));
    await markAllNotificationsRead();
    expect(await unreadCountOf(db)).toBe(0);
    expect((await db.notifications.toArray()).every((n) => n.isRead)).toBe(true);
    expect(await outboxOf(db)).toMatchObject([
      { kind: 'notification.readAll', path: '/notifications/mark-all-read' },
    ]);
  });

  it('deletes at once, lowering the count by the unread ones', async () => {
    await setUnreadCount(db, 2);
    await putNotifications(
      db,
      serverNotification('n1', 1),
      serverNotification('n2', 2, { isRead: true }),
      serverNotification('n3', 3),
    );
    await deleteNotifications(['n1']);
    await deleteNotifications(['n2', 'n3']);
    expect(await ids()).toEqual([]);
    expect(await unreadCountOf(db)).toBe(0);
    expect((await outboxOf(db)).map((e) => [e.method, e.path, e.body])).toEqual([
      ['DELETE', '/notifications/n1', undefined],
      ['DELETE', '/notifications/bulk/delete', { notificationIds: ['n2', 'n3'] }],
    ]);
  });

  it('keeps what is queued over a fetched copy, and ignores server counts until it is sent', async () => {
    await setUnreadCount(db, 2);
    await putNotifications(db, serverNotification('read-here', 1), serverNotification('deleted-here', 2));
    await markNotificationsRead(['read-here']);
    await deleteNotifications(['deleted-here']);
    await inTransaction(() =>
      storeFetchedNotifications(db, [
        serverNotification('read-here', 1),
        serverNotification('deleted-here', 2),
      ]),
    );
    expect(await ids()).toEqual(['read-here']);
    expect((await db.notifications.get('read-here'))?.isRead).toBe(true);
    await inTransaction(() => applyServerUnreadCount(db, 2));
    expect(await unreadCountOf(db)).toBe(0);
    await db.outbox.clear();
    await inTransaction(() => applyServerUnreadCount(db, 7));
    expect(await unreadCountOf(db)).toBe(7);
  });
});

describe('a refused read or delete is undone', () => {
  let engine: SyncEngine;
  let answer: (entry: OutboxEntry) => SendOutcome;
  beforeEach(() => {
    answer = () => ({ status: 400, message: 'notificationIds must hold notification ids' });
    engine = createSyncEngine(TEST_USER.id, 'test-token', async (entry) => answer(entry));
  });
  afterEach(async () => {
    await engine.settled();
    engine.stop();
  });
  const settle = async () => {
    await engine.settled();
    await engine.drain(true);
  };

  it('reads come back unread with their count; Mark All Read restores the count it cleared', async () => {
    await setUnreadCount(db, 30);
    await putNotifications(db, serverNotification('n1', 1), serverNotification('n2', 2));
    await markNotificationsRead(['n1']);
    await settle();
    expect((await db.notifications.get('n1'))?.isRead).toBe(false);
    expect(await unreadCountOf(db)).toBe(30);

    await markAllNotificationsRead();
    await settle();
    expect((await db.notifications.toArray()).every((n) => !n.isRead)).toBe(true);
    expect(await unreadCountOf(db)).toBe(30);
    expect((await outboxOf(db)).map((e) => [e.state, e.rolledBack])).toEqual([
      ['failed', true],
      ['failed', true],
    ]);
  });

  it('deleted notifications come back', async () => {
    await setUnreadCount(db, 1);
    await putNotifications(db, serverNotification('n1', 1), serverNotification('n2', 2, { isRead: true }));
    await deleteNotifications(['n1', 'n2']);
    await settle();
    expect(await ids()).toEqual(['n1', 'n2']);
    expect(await unreadCountOf(db)).toBe(1);
  });

  it('an accepted write stays, and a 404 on a single read counts as done', async () => {
    answer = (entry) =>
      entry.path.endsWith('/read') ? { status: 404, message: 'Notification not found' } : { status: 200 };
    await setUnreadCount(db, 2);
    await putNotifications(db, serverNotification('n1', 1), serverNotification('n2', 2));
    await markNotificationsRead(['n1']);
    await deleteNotifications(['n2']);
    await settle();
    expect(await outboxOf(db)).toEqual([]);
    expect(await ids()).toEqual(['n1']);
    expect((await db.notifications.get('n1'))?.isRead).toBe(true);
    expect(await unreadCountOf(db)).toBe(0);
  });
});
