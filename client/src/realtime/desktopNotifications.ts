import {
  NOTIFICATION_ICON,
  notificationTag,
  type NotificationClickData,
  type NotificationDto,
} from '@flock/shared';
import { notificationRoute, notificationSentence } from '../components/notifications/notificationText';

/** The title of every notification the app shows, as on pushes. */
export const NOTIFICATION_TITLE = 'Flock';

export const canNotifyDesktop = (): boolean =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Spec 000: a desktop notification for a new notification, only with the browser's permission, and
 * only while the app is not in view (in view, the bell and the live region tell). Shown through the
 * service worker where there is one, so a click is handled like a push's; otherwise by the page.
 */
export async function showDesktopNotification(
  notification: NotificationDto,
  onClick: (data: NotificationClickData) => void,
): Promise<void> {
  if (!canNotifyDesktop() || document.visibilityState === 'visible') return;
  const data: NotificationClickData = {
    url: notificationRoute(notification),
    tag: notificationTag(notification),
    notificationId: notification.id,
  };
  const options: NotificationOptions = {
    body: notificationSentence(notification),
    icon: NOTIFICATION_ICON,
    tag: data.tag,
    data,
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(NOTIFICATION_TITLE, options);
      return;
    }
  } catch {
    // No worker to show it: the page shows it itself.
  }
  const shown = new Notification(NOTIFICATION_TITLE, options);
  shown.onclick = () => {
    window.focus();
    shown.close();
    onClick(data);
  };
}

/** Sign-out: what the device still shows about the member goes (notifications, the app badge). */
export async function clearShownNotifications(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    for (const shown of (await registration?.getNotifications()) ?? []) shown.close();
  } catch {
    // Nothing shown, or no worker.
  }
  await setAppBadge(0);
}

/** The unread count on the installed app's icon, where the platform has one. */
export async function setAppBadge(count: number): Promise<void> {
  if (!('setAppBadge' in navigator)) return;
  try {
    if (count > 0) await navigator.setAppBadge(count);
    else await navigator.clearAppBadge();
  } catch {
    // Not installed, or the platform refused: the badge is a nicety.
  }
}
