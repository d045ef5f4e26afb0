import type { NotificationFilter, NotificationPageDto, UnreadCountDto } from '@flock/shared';
import { request } from './http';

export type { NotificationFilter };

export interface NotificationPageQuery {
  page: number;
  limit: number;
  type: NotificationFilter;
}

const id = (value: string) => encodeURIComponent(value);

/** Reads. Read and delete actions go through the outbox (src/data/notificationWrites.ts); their paths are here. */
export const notificationsApi = {
  list: ({ page, limit, type }: NotificationPageQuery) =>
    request<NotificationPageDto>(
      `/notifications?${new URLSearchParams({ page: String(page), limit: String(limit), type })}`,
    ),
  unreadCount: () => request<UnreadCountDto>('/notifications/unread-count'),
};

export const notificationPaths = {
  read: (notificationId: string) => `/notifications/${id(notificationId)}/read`,
  one: (notificationId: string) => `/notifications/${id(notificationId)}`,
  readAll: '/notifications/mark-all-read',
  bulkRead: '/notifications/bulk/mark-read',
  bulkDelete: '/notifications/bulk/delete',
};
