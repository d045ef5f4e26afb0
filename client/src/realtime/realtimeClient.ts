import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  type ClientToServerEvents,
  type NotificationClickData,
  type NotificationDto,
  type ServerToClientEvents,
  type SyncScope,
} from '@flock/shared';
import { notificationsApi } from '../api/notifications';
import { notificationSentence } from '../components/notifications/notificationText';
import { memberDb } from '../db/memberDb';
import { applyServerUnreadCount, storeIncomingNotification } from '../data/notificationStore';
import { loadNotificationSummary } from '../data/notifications';
import { requestDrain } from '../sync/engine';
import { announce } from './announcements';
import { setRealtimeStatus } from './connectionStatus';
import { forgetNewPosts, noteNewPost } from './newPosts';
import { showDesktopNotification } from './desktopNotifications';

/**
 * The one live connection of the signed-in layout (spec 000 "Real-time connection"). Sockets signal,
 * HTTP carries data: on every connect the unread count and the latest notifications are loaded and
 * the outbox is sent; new notifications go into the member database; pokes make the data layer read
 * again. socket.io reconnects by itself (1 s to 5 s, jitter 0.5, without end); a refused handshake
 * is tried again after the longest delay.
 */

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The site root, websocket first, with the spec's reconnection settings. */
export const openSocket = (token: string): RealtimeSocket =>
  io({ path: SOCKET_PATH, transports: [...SOCKET_TRANSPORTS], auth: { token }, ...SOCKET_CLIENT_OPTIONS });

export interface RealtimeOptions {
  userId: string;
  token: string;
  /** A poke about data other than notifications (the member's settings...). */
  onPoke?(scope: SyncScope): void;
  /** A desktop notification shown by the page itself was clicked. */
  onNotificationClick(data: NotificationClickData): void;
  connect?: (token: string) => RealtimeSocket;
}

const RETRY_AFTER_REFUSAL_MS = SOCKET_CLIENT_OPTIONS.reconnectionDelayMax;

export function startRealtime({
  userId,
  token,
  onPoke,
  onNotificationClick,
  connect = openSocket,
}: RealtimeOptions): () => void {
  const db = memberDb(userId);
  const idle = () => (navigator.onLine ? 'connecting' : 'offline');
  setRealtimeStatus(idle());
  const socket = connect(token);
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const loadSummary = () =>
    loadNotificationSummary(db).catch((error: unknown) =>
      console.warn('Could not load notifications', error),
    );

  const connectLater = () => {
    clearTimeout(retry);
    if (stopped) return;
    retry = setTimeout(() => {
      if (!stopped && !socket.connected) socket.connect();
    }, RETRY_AFTER_REFUSAL_MS);
  };

  const receive = async (notification: NotificationDto) => {
    const isNew = await db.transaction('rw', db.tables, async () =>
      storeIncomingNotification(db, notification),
    );
    if (!isNew || stopped) return;
    announce(`New notification: ${notificationSentence(notification)}`);
    await showDesktopNotification(notification, onNotificationClick);
  };

  socket.on('connect', () => {
    clearTimeout(retry);
    setRealtimeStatus('live');
    void loadSummary();
    requestDrain();
  });
  socket.on('disconnect', (reason) => {
    setRealtimeStatus(idle());
    // The server closed it: socket.io does not come back by itself then.
    if (reason === 'io server disconnect') connectLater();
  });
  socket.on('connect_error', (error) => {
    console.warn('Live connection failed:', error.message);
    setRealtimeStatus(idle());
    if (socket.active) return;
    // The handshake was refused. A token the server no longer takes ends the session through the
    // HTTP layer (its 401); anything else is tried again later.
    void notificationsApi
      .unreadCount()
      .catch(() => undefined)
      .finally(connectLater);
  });

  socket.on('new_notification', ({ data }) => {
    receive(data).catch((error: unknown) => console.warn('Could not store a notification', error));
  });
  socket.on('unread_count', ({ count }) => {
    void db
      .transaction('rw', db.tables, async () => applyServerUnreadCount(db, count))
      .catch(() => undefined);
  });
  socket.on('sync.poke', ({ scope }) => {
    if (scope === 'notifications') void loadSummary();
    else onPoke?.(scope);
  });
  socket.on('post_liked', (payload) => console.debug('post_liked', payload));
  socket.on('post_commented', (payload) => console.debug('post_commented', payload));
  socket.on('user_followed', (payload) => console.debug('user_followed', payload));
  socket.on('new_post', ({ postId }) => noteNewPost(postId));

  const onOnline = () => {
    if (!socket.connected) socket.connect();
  };
  const onOffline = () => setRealtimeStatus('offline');
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    socket.off();
    socket.disconnect();
    forgetNewPosts();
    setRealtimeStatus('offline');
  };
}
