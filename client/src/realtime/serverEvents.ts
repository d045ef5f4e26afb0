import { filter, map, Subject, type Observable } from 'rxjs';
import type { ServerEventName, ServerEventPayload } from '@flock/shared';
import type { RealtimeSocket } from './realtimeClient';

/**
 * The live connection's events as typed observables. The one socket of the signed-in layout feeds
 * them (`feedServerEvents`); the member database, the outbox and the layout subscribe to what they
 * need, so the socket client does not call each of them by hand.
 */

type Received = { [E in ServerEventName]: { event: E; payload: ServerEventPayload<E> } }[ServerEventName];

const received = new Subject<Received>();
const connects = new Subject<void>();

/** Every event the server emits (shared/realtime/events.ts), so the socket is listened to for each. */
const SERVER_EVENTS: Record<ServerEventName, true> = {
  new_notification: true,
  post_liked: true,
  post_commented: true,
  user_followed: true,
  'sync.poke': true,
  unread_count: true,
  new_post: true,
  new_message: true,
  user_typing: true,
  user_stopped_typing: true,
  messages_read: true,
  conversation_updated: true,
  conversation_removed: true,
};

/** The payloads of one server event, as they arrive on the live connection. */
export function serverEvent<E extends ServerEventName>(event: E): Observable<ServerEventPayload<E>> {
  return received.pipe(
    filter((item) => item.event === event),
    map((item) => item.payload as ServerEventPayload<E>),
  );
}

/** Each time the live connection opens: the first time and after every reconnect. */
export const socketConnects: Observable<void> = connects.asObservable();

/** Lets the socket feed the observables until the returned function is called. */
export function feedServerEvents(socket: RealtimeSocket): () => void {
  const onConnect = () => connects.next();
  socket.on('connect', onConnect);
  const listeners = (Object.keys(SERVER_EVENTS) as ServerEventName[]).map((event) => {
    const listener = (payload: unknown) => received.next({ event, payload } as Received);
    socket.on(event, listener);
    return { event, listener };
  });
  return () => {
    socket.off('connect', onConnect);
    for (const { event, listener } of listeners) socket.off(event, listener);
  };
}
