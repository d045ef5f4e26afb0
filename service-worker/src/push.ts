/**
 * Web Push (DESIGN.md section 5): the worker shows each push as a notification (title, body, icon,
 * and a tag per post so pushes about one post replace each other) and puts the unread count on the
 * app's badge where the platform has one. A push for a device whose member has signed out is not
 * shown, and the device stops receiving them.
 */
import {
  NOTIFICATION_ICON,
  readWorkerSession,
  type NotificationClickData,
  type WebPushPayload,
} from '@flock/shared';
import { notificationButtons, readPushActions } from './pushActions';
import { recordPush } from './pushLog';

declare const self: ServiceWorkerGlobalScope;

const FALLBACK: WebPushPayload = {
  title: 'Flock',
  body: 'You have a new notification',
  url: '/notifications',
};

export function showPushes(): void {
  self.addEventListener('push', (event) => event.waitUntil(showPush(event.data)));
}

/** The payload as the server sends it, or what can be made of a message that is not. */
export function readPayload(data: PushMessageData | null): WebPushPayload {
  if (!data) return FALLBACK;
  try {
    const parsed = data.json() as Partial<WebPushPayload>;
    return {
      title: typeof parsed.title === 'string' && parsed.title ? parsed.title : FALLBACK.title,
      body: typeof parsed.body === 'string' ? parsed.body : FALLBACK.body,
      url: typeof parsed.url === 'string' && parsed.url.startsWith('/') ? parsed.url : FALLBACK.url,
      tag: typeof parsed.tag === 'string' && parsed.tag ? parsed.tag : undefined,
      notificationId:
        typeof parsed.notificationId === 'string' && parsed.notificationId
          ? parsed.notificationId
          : undefined,
      icon: typeof parsed.icon === 'string' && parsed.icon ? parsed.icon : undefined,
      badgeCount: typeof parsed.badgeCount === 'number' ? parsed.badgeCount : undefined,
      ...readPushActions(parsed),
    };
  } catch {
    return { ...FALLBACK, body: data.text() || FALLBACK.body };
  }
}

async function showPush(data: PushMessageData | null): Promise<void> {
  const session = await readWorkerSession(self.indexedDB);
  if (!session) {
    await (await self.registration.pushManager.getSubscription())?.unsubscribe();
    return;
  }
  const payload = readPayload(data);
  const click: NotificationClickData & Pick<WebPushPayload, 'target'> = {
    url: payload.url,
    ...(payload.tag ? { tag: payload.tag } : {}),
    ...(payload.notificationId ? { notificationId: payload.notificationId } : {}),
    ...(payload.target ? { target: payload.target } : {}),
  };
  const actions = notificationButtons(payload.actions);
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    icon: payload.icon ?? NOTIFICATION_ICON,
    tag: payload.tag,
    data: click,
    ...(actions.length > 0 ? { actions } : {}),
  } as NotificationOptions);
  if (payload.badgeCount !== undefined) await setBadge(payload.badgeCount);
  await recordPush(session, payload);
}

async function setBadge(count: number): Promise<void> {
  if (!('setAppBadge' in self.navigator)) return;
  try {
    if (count > 0) await self.navigator.setAppBadge(count);
    else await self.navigator.clearAppBadge();
  } catch {
    // The badge is a nicety: not installed, or the platform refused.
  }
}
