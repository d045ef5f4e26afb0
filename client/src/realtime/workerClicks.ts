import {
  NOTIFICATION_CLICK_MESSAGE,
  type NotificationClickData,
  type NotificationClickMessage,
} from '@flock/shared';

/**
 * Notification clicks the service worker hands to this window. The listener starts with the page:
 * a tap that brings the window up while the app is still starting waits here for the signed-in
 * layout instead of being lost. A click nobody takes within a short while is dropped, so signing in
 * much later does not jump to an old notification.
 */
export const WAITING_CLICK_LIFETIME_MS = 30_000;

type ClickHandler = (data: NotificationClickData) => void;

let handler: ClickHandler | null = null;
let waiting: { data: NotificationClickData; at: number } | null = null;

export function listenForWorkerClicks(
  source: Pick<EventTarget, 'addEventListener'> | undefined = navigator.serviceWorker,
): void {
  source?.addEventListener('message', (event) => {
    const data = readClickMessage((event as MessageEvent).data);
    if (!data) return;
    if (handler) handler(data);
    else waiting = { data, at: Date.now() };
  });
}

/** Takes the clicks from now on, and one that arrived before while it is still fresh. */
export function takeWorkerClicks(next: ClickHandler): () => void {
  handler = next;
  const pending = waiting;
  waiting = null;
  if (pending && Date.now() - pending.at <= WAITING_CLICK_LIFETIME_MS) next(pending.data);
  return () => {
    if (handler === next) handler = null;
  };
}

function readClickMessage(raw: unknown): NotificationClickData | null {
  const message = raw as Partial<NotificationClickMessage> | null;
  if (message?.type !== NOTIFICATION_CLICK_MESSAGE.type || typeof message.url !== 'string') return null;
  return {
    url: message.url,
    ...(typeof message.tag === 'string' ? { tag: message.tag } : {}),
    ...(typeof message.notificationId === 'string' ? { notificationId: message.notificationId } : {}),
  };
}
