/**
 * A click on a notification the app showed (push or desktop): an open window is focused and told
 * where to go (it marks the notification read through its outbox and routes in place); with no window
 * open, the worker marks it read itself and opens one on the notification's route.
 */
import {
  apiUrl,
  isPushActionId,
  NOTIFICATION_CLICK_MESSAGE,
  notificationTag,
  readWorkerSession,
  type NotificationClickData,
  type NotificationClickMessage,
  type NotificationDto,
} from '@flock/shared';
import { API_ORIGIN } from './apiOrigin';

declare const self: ServiceWorkerGlobalScope;

const UNREAD_LOOKUP_LIMIT = 50;

export function openNotificationsOnClick(): void {
  self.addEventListener('notificationclick', (event) => {
    // A tap on one of its buttons is applied without opening a window (pushActions.ts).
    if (isPushActionId(event.action)) return;
    event.notification.close();
    event.waitUntil(openFromNotification(clickData(event.notification.data)));
  });
}

export function clickData(raw: unknown): NotificationClickData {
  const data = (raw ?? {}) as Partial<NotificationClickData>;
  const url =
    typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
      ? data.url
      : '/notifications';
  return {
    url,
    ...(typeof data.tag === 'string' ? { tag: data.tag } : {}),
    ...(typeof data.notificationId === 'string' ? { notificationId: data.notificationId } : {}),
  };
}

async function openFromNotification(data: NotificationClickData): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target =
    windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
  if (target) {
    const focused = await target.focus().catch(() => target);
    const message: NotificationClickMessage = { ...NOTIFICATION_CLICK_MESSAGE, ...data };
    focused.postMessage(message);
    return;
  }
  await markReadFromWorker(data).catch(() => undefined);
  await self.clients.openWindow(data.url);
}

/** What the click stands for, read on the server: the notification itself, or the unread ones of its tag. */
async function markReadFromWorker(data: NotificationClickData): Promise<void> {
  const session = await readWorkerSession(self.indexedDB);
  if (!session) return;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${session.token}` };
  let ids = data.notificationId ? [data.notificationId] : [];
  if (ids.length === 0 && data.tag) {
    const response = await fetch(
      apiUrl(API_ORIGIN, `/notifications?type=unread&page=1&limit=${UNREAD_LOOKUP_LIMIT}`),
      { headers },
    );
    if (!response.ok) return;
    const body = (await response.json()) as { data?: { notifications?: NotificationDto[] } };
    ids = (body.data?.notifications ?? []).filter((n) => notificationTag(n) === data.tag).map((n) => n.id);
  }
  if (ids.length === 0) return;
  await fetch(apiUrl(API_ORIGIN, '/notifications/bulk/mark-read'), {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ notificationIds: ids }),
  });
}
