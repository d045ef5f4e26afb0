import * as z from 'zod/mini';
import { PageQuerySchema } from '../posts/schemas.js';
import { uuidField } from './capped.js';

/** Spec 000 section 9: notifications page 20 at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** At most this many ids in one bulk mark-read or delete. */
export const NOTIFICATION_IDS_MAX = 100;

/**
 * The `type` filter of `GET /api/notifications` (the page's chips). `retweet` covers reposts and
 * quotes (type `share`); `unread` is every type not read yet.
 */
export const NOTIFICATION_FILTERS = [
  'all',
  'unread',
  'like',
  'comment',
  'follow',
  'retweet',
  'mention',
] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const NotificationPageQuerySchema = z.extend(PageQuerySchema, {
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(z.int(), z.gte(1), z.lte(NOTIFICATIONS_PAGE_MAX)),
    NOTIFICATIONS_PAGE_SIZE,
  ),
  type: z._default(
    z.enum(NOTIFICATION_FILTERS, { error: `type must be one of ${NOTIFICATION_FILTERS.join(', ')}` }),
    'all',
  ),
});
export type NotificationPageQuery = z.output<typeof NotificationPageQuerySchema>;

const IDS_MESSAGE = `notificationIds must be a list of 1 to ${NOTIFICATION_IDS_MAX} notification ids`;

/** `PUT /api/notifications/bulk/mark-read` and `DELETE /api/notifications/bulk/delete`. */
export const NotificationIdsSchema = z.object({
  notificationIds: z
    .array(uuidField('notificationIds must hold notification ids'), { error: IDS_MESSAGE })
    .check(z.minLength(1, IDS_MESSAGE), z.maxLength(NOTIFICATION_IDS_MAX, IDS_MESSAGE)),
});
export type NotificationIdsInput = z.input<typeof NotificationIdsSchema>;
