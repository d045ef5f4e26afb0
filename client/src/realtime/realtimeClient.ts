import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  type ClientToServerEvents,
  type NotificationClickData,
  type ServerToClientEvents,
} from '@flock/shared';
import { API_ORIGIN } from '../api/apiOrigin';
import { notificationsApi } from '../api/notifications';
import { notificationSentence } from '../components/notifications/notificationText';
import { memberDb } from '../db/memberDb';
import { followLiveMessages } from '../data/liveMessages';
import { followSyncPokes } from '../data/liveSyncPokes';
import { followLiveNotifications } from '../data/liveNotifications';
import { fullNameOf } from '../data/conversationNames';
import { openConversation } from '../data/openConversation';
import { announce } from './announcements';
import { setRealtimeStatus } from './connectionStatus';
import { forgetNewPosts, noteNewPost } from './newPosts';
import { setOutgoingSocket } from './outgoing';
import { showDesktopNotification } from './desktopNotifications';
import { feedServerEvents, serverEvent } from './serverEvents';

/**
 * The one live connection of the signed-in layout (spec 000 "Real-time connection"). Sockets signal,
 * HTTP carries data: the socket feeds the typed observables of `serverEvents.ts`, which the member
 * database (notifications), the outbox (a drain on every connect) and the layout (settings pokes)
 * follow; this file keeps the connection itself and tells the member about new notifications.
 * socket.io reconnects by itself (1 s to 5 s, jitter 0.5, without end); a refused handshake is tried
 * again after the longest delay.
 */

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The site root (the API's origin), websocket first, with the spec's reconnection settings. */
export const openSocket = (token: string): RealtimeSocket =>
  io(API_ORIGIN || undefined, {
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    auth: { token },
    ...SOCKET_CLIENT_OPTIONS,
  });

export interface RealtimeOptions {
  userId: string;
  token: string;
  /** A desktop notification shown by the page itself was clicked. */
  onNotificationClick(data: NotificationClickData): void;
  connect?: (token: string) => RealtimeSocket;
}

const RETRY_AFTER_REFUSAL_MS = SOCKET_CLIENT_OPTIONS.reconnectionDelayMax;

export function startRealtime({
  userId,
  token,
  onNotificationClick,
  connect = openSocket,
}: RealtimeOptions): () => void {
  const db = memberDb(userId);
  const idle = () => (navigator.onLine ? 'connecting' : 'offline');
  setRealtimeStatus(idle());
  const socket = connect(token);
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connectLater = () => {
    clearTimeout(retry);
    if (stopped) return;
    retry = setTimeout(() => {
      if (!stopped && !socket.connected) socket.connect();
    }, RETRY_AFTER_REFUSAL_MS);
  };

  socket.on('connect', () => {
    clearTimeout(retry);
    setRealtimeStatus('live');
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

  // After the connection's own listeners, so the status is Live before anyone hears of a connect.
  const stopFeeding = feedServerEvents(socket);
  const arrivals = followLiveNotifications(db).subscribe((notification) => {
    announce(`New notification: ${notificationSentence(notification)}`);
    void showDesktopNotification(notification, onNotificationClick).catch((error: unknown) =>
      console.warn('Could not show a notification', error),
    );
  });
  const syncPokes = followSyncPokes(db);
  const newPostSignals = serverEvent('new_post').subscribe(({ postId }) => noteNewPost(postId));
  // The open conversation's log reads its own new messages out; the others are announced here.
  const messageArrivals = followLiveMessages(db, userId).subscribe(({ conversation, message }) => {
    if (openConversation() === conversation.id && document.visibilityState === 'visible') return;
    announce(`New message from ${message.sender ? fullNameOf(message.sender) : 'someone'}`);
  });
  setOutgoingSocket(socket);

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
    arrivals.unsubscribe();
    newPostSignals.unsubscribe();
    syncPokes.unsubscribe();
    messageArrivals.unsubscribe();
    setOutgoingSocket(null);
    stopFeeding();
    socket.off();
    socket.disconnect();
    forgetNewPosts();
    setRealtimeStatus('offline');
  };
}
