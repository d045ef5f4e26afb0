import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { filter } from 'rxjs';
import type { NotificationClickData } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import { readStoredSession } from '../auth/authStorage';
import { startOnceLoaded } from '../startOnceLoaded';
import { useUnreadNotificationCount } from '../data/notifications';
import { clearShownNotifications, setAppBadge } from './desktopNotifications';
import { markClickedRead, safeRoute } from './notificationClicks';
import { serverEvent } from './serverEvents';
import { takeWorkerClicks } from './workerClicks';

/**
 * Runs the live connection while the signed-in layout is mounted. Signing out closes it and takes
 * what the device shows about the member away: shown notifications, the app badge, the push
 * subscription (the member database, with the notifications, goes with the session).
 */
export function useRealtime(): void {
  const { user, token, refreshUser } = useAuth();
  const navigate = useNavigate();
  const userId = user?.id;
  const pushOn = user?.settings?.pushNotifications ?? false;
  const latest = useRef({ refreshUser, navigate });
  useEffect(() => {
    latest.current = { refreshUser, navigate };
  });

  useEffect(() => {
    if (!userId || !token) return;
    const open = (data: NotificationClickData) => {
      void markClickedRead(data).catch(() => undefined);
      latest.current.navigate(safeRoute(data.url));
    };
    // A settings poke: the member changed them on another device.
    const settingsPokes = serverEvent('sync.poke')
      .pipe(filter(({ scope }) => scope === 'settings'))
      .subscribe(() => void latest.current.refreshUser());
    // socket.io is loaded beside the first paint, not before it: the feed shows from the device.
    const stopRealtime = startOnceLoaded(
      () => import('./realtimeClient'),
      ({ startRealtime }) => startRealtime({ userId, token, onNotificationClick: open }),
      'the live connection',
    );
    const releaseWorkerClicks = takeWorkerClicks(open);
    return () => {
      settingsPokes.unsubscribe();
      stopRealtime();
      releaseWorkerClicks();
      if (readStoredSession().kind !== 'found') {
        void clearShownNotifications();
        void import('./pushDevice')
          .then(({ unsubscribeThisDevice }) => unsubscribeThisDevice({ tellServer: false }))
          .catch(() => undefined);
      }
    };
  }, [userId, token]);

  // The push checks load after the first paint, like socket.io: nothing on the first screen needs them.
  useEffect(() => {
    if (userId)
      void import('./pushHealing')
        .then(({ healPushDevice }) => healPushDevice(pushOn))
        .catch(() => undefined);
  }, [userId, pushOn]);

  const unread = useUnreadNotificationCount();
  useEffect(() => {
    if (userId) void setAppBadge(unread);
  }, [userId, unread]);
}
