import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_IDS_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationIdsSchema,
  NotificationPageQuerySchema,
} from './notifications.js';

const ID = '01a1fb61-c8f0-7508-b286-c975492be8ea';

describe('NotificationPageQuerySchema', () => {
  it('defaults to the first page of 20, all types', () => {
    expect(NotificationPageQuerySchema.parse({})).toEqual({
      page: 1,
      limit: NOTIFICATIONS_PAGE_SIZE,
      type: 'all',
    });
  });

  it('reads page and limit from query strings and takes each filter chip', () => {
    expect(NotificationPageQuerySchema.parse({ page: '2', limit: '10', type: 'retweet' })).toEqual({
      page: 2,
      limit: 10,
      type: 'retweet',
    });
    expect(NotificationPageQuerySchema.safeParse({ type: 'share' }).success).toBe(false);
  });
});

describe('NotificationIdsSchema', () => {
  it(`takes 1 to ${NOTIFICATION_IDS_MAX} ids`, () => {
    expect(NotificationIdsSchema.safeParse({ notificationIds: [ID] }).success).toBe(true);
    expect(NotificationIdsSchema.safeParse({ notificationIds: [] }).success).toBe(false);
    const tooMany = Array.from({ length: NOTIFICATION_IDS_MAX + 1 }, () => ID);
    expect(NotificationIdsSchema.safeParse({ notificationIds: tooMany }).success).toBe(false);
  });

  it('refuses anything that is not a list of ids', () => {
    for (const notificationIds of [undefined, ID, ['not-an-id'], [42]]) {
      expect(NotificationIdsSchema.safeParse({ notificationIds }).success).toBe(false);
    }
  });
});
