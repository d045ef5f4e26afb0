import type { NotificationDto } from '@flock/shared';
import { expect } from 'vitest';
import { bearer, type registerAndVerify } from './accounts.js';
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
});
