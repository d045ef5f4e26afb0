import type { NotificationDto } from '@flock/shared';
import { expect } from 'vitest';
import { newId } from '../src/db/ids.js';
import type { NotificationKind } from '../src/notifications/notificationKinds.js';
import { bearer, registerAndVerify } from './accounts.js';
import type { TestApp } from './testApp.js';

/** Steps the notification tests share: read a member's notifications and unread count through the API. */

type Member = Awaited<ReturnType<typeof registerAndVerify>>;

export async function notificationsOf(app: TestApp, member: Member, query = ''): Promise<NotificationDto[]> {
  const res = await app.request.get(`/api/notifications${query}`).set(bearer(member.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.notifications as NotificationDto[];
}

export async function unreadCountOf(app: TestApp, member: Member): Promise<number> {
  const res = await app.request.get('/api/notifications/unread-count').set(bearer(member.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.count as number;
}

/** The `from` block a notification carries for `member`. */
export const fromBlock = (member: Member) => ({
  id: member.user.id,
  _id: member.user.id,
  username: member.username,
  firstName: member.firstName,
  lastName: member.lastName,
  profilePicture: null,
  isPremium: false,
  subscriptionType: 'basic',
});

/** The time stored notifications start at in `notificationFixtures`. */
export const NOTIFICATION_T0 = Date.parse('2026-11-21T10:00:00.000Z');

interface SeedOptions {
  read?: boolean;
  postId?: string;
  startAt?: number;
}

/** Notification rows made straight in the database, and a pair of members to make them for. */
export function notificationFixtures(app: () => TestApp) {
  return {
    /** Stores notifications for `recipient` from `actor`, a second apart in the order given (the last is newest). */
    async seed(recipient: Member, actor: Member, kinds: NotificationKind[], options: SeedOptions = {}) {
      const start = options.startAt ?? NOTIFICATION_T0;
      const rows = await app().ctx.db.models.Notification.bulkCreate(
        kinds.map((kind, i) => ({
          id: newId(),
          userId: recipient.user.id,
          actorId: actor.user.id,
          kind,
          postId: kind === 'follow' ? null : (options.postId ?? null),
          isRead: options.read ?? false,
          createdAt: new Date(start + i * 1000),
          updatedAt: new Date(start + i * 1000),
        })),
      );
      return rows.map((r) => r.id);
    },
    pair: () =>
      Promise.all([
        registerAndVerify(app(), { firstName: 'Ada' }),
        registerAndVerify(app(), { firstName: 'Bob', lastName: 'Builder' }),
      ]),
  };
}
