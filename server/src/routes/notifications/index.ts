import express, { type Router } from 'express';
import {
  NotificationIdsSchema,
  NotificationPageQuerySchema,
  SUCCESS_MESSAGES,
  type NotificationsDeletedDto,
  type NotificationsUpdatedDto,
  type UnreadCountDto,
} from '@flock/shared';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { deleteNotification, deleteNotifications } from '../../notifications/deleteNotifications.js';
import { listNotifications } from '../../notifications/listNotifications.js';
import { markNotificationRead, markNotificationsRead } from '../../notifications/readNotifications.js';
import { countUnread } from '../../notifications/unreadCount.js';

/** /api/notifications: the member's own notifications, their unread count, reading and deleting them. */
export function notificationsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.get('/', async (req, res) => {
    const query = parse(NotificationPageQuerySchema, req.query);
    sendOk(res, await listNotifications(ctx.db, currentUser(req).id, query));
  });

  router.get('/unread-count', async (req, res) => {
    const data: UnreadCountDto = { count: await countUnread(ctx.db, currentUser(req).id) };
    sendOk(res, data);
  });

  router.put('/mark-all-read', async (req, res) => {
    const data: NotificationsUpdatedDto = {
      updated: await markNotificationsRead(ctx, currentUser(req).id, 'all'),
    };
    sendOk(res, data, { message: SUCCESS_MESSAGES.notificationsRead });
  });

  router.put('/bulk/mark-read', async (req, res) => {
    const { notificationIds } = parse(NotificationIdsSchema, req.body);
    const data: NotificationsUpdatedDto = {
      updated: await markNotificationsRead(ctx, currentUser(req).id, notificationIds),
    };
    sendOk(res, data, { message: SUCCESS_MESSAGES.notificationsRead });
  });

  router.delete('/bulk/delete', async (req, res) => {
    const { notificationIds } = parse(NotificationIdsSchema, req.body);
    const data: NotificationsDeletedDto = {
      deleted: await deleteNotifications(ctx, currentUser(req).id, notificationIds),
    };
    sendOk(res, data, { message: SUCCESS_MESSAGES.notificationsDeleted });
  });

  router.put('/:id/read', async (req, res) => {
    const notification = await markNotificationRead(ctx, currentUser(req).id, req.params.id as string);
    sendOk(res, { notification });
  });

  router.delete('/:id', async (req, res) => {
    await deleteNotification(ctx, currentUser(req).id, req.params.id as string);
    sendOk(res, null, { message: SUCCESS_MESSAGES.notificationDeleted });
  });

  return router;
}
