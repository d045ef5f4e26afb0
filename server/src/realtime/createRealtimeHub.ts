import { createAdapter } from '@socket.io/redis-adapter';
import {
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@flock/shared';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Logger } from '../logger.js';
import { corsOptions } from '../middlewares/crossOrigin.js';
import { absoluteMediaUrls } from '../presenters/absoluteMediaUrls.js';
import type { EndedSessions } from '../services/sessionCache.js';

/** What the handshake leaves on every connected socket. */
export interface SocketData {
  userId: string;
  sessionId: string;
}

/** What the processes tell each other through the adapter. */
interface InterServerEvents {
  /** Sessions ended on one process: the others forget their checks of them. */
  'sessions:ended': (who: EndedSessions) => void;
}

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface RealtimeHub {
  readonly io: SocketServer;
  /** Sends an event to every socket of a member, on whichever server process it is connected. */
  emitToUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  /** The same to several members at once (one message through the adapter). */
  emitToUsers<E extends ServerEventName>(
    userIds: readonly string[],
    event: E,
    payload: ServerEventPayload<E>,
  ): void;
  /**
   * Drops the sockets of an ended session (`sessionId`) or of every session of a member (`userId`),
   * on whichever process they are connected; they can only come back with a working token. Every
   * process forgets its checks of those sessions too (`onSessionsEnded`).
   */
  disconnect(who: EndedSessions): void;
  /** Ends this process's sockets and its Redis subscription. */
  close(): Promise<void>;
}

export interface RealtimeHubOptions {
  /** With Redis, emits reach sockets on every process, including from a process that hosts none. */
  redis?: Redis;
  keyPrefix: string;
  logger: Logger;
  /** CORS_ORIGINS: pages there may connect too (the polling transport needs CORS; websockets carry the Origin). */
  corsOrigins?: readonly string[];
  /** Env.mediaBaseUrl: media URLs in payloads are made absolute with it, as in HTTP answers. */
  mediaBaseUrl?: string;
  /** Sessions ended, on this process or another: their cached checks must go. */
  onSessionsEnded?: (who: EndedSessions) => void;
}

/**
 * The socket.io server of this process. It exists in every process so commands and jobs can emit;
 * only the realtime service attaches it to the HTTP server (realtime/attachSockets.ts).
 */
export function createRealtimeHub({
  redis,
  keyPrefix,
  logger,
  corsOrigins = [],
  mediaBaseUrl = '',
  onSessionsEnded = () => undefined,
}: RealtimeHubOptions): RealtimeHub {
  const publisher = redis ? resilientPublisher(redis, logger) : undefined;
  const subscriber = redis?.duplicate();
  const io: SocketServer = new Server({
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    serveClient: false,
    ...(corsOrigins.length > 0 ? { cors: corsOptions(corsOrigins) } : {}),
    adapter:
      publisher && subscriber
        ? createAdapter(publisher, subscriber, { key: `${keyPrefix}:socket.io` })
        : undefined,
  });
  let closed: Promise<void> | undefined;
  io.on('sessions:ended', onSessionsEnded);

  return {
    io,
    emitToUser(userId, event, payload) {
      const sent = absoluteMediaUrls(payload, mediaBaseUrl);
      io.to(userRoom(userId)).emit(event, ...([sent] as Parameters<ServerToClientEvents[typeof event]>));
    },
    emitToUsers(userIds, event, payload) {
      if (userIds.length === 0) return;
      io.to(userIds.map(userRoom)).emit(
        event,
        ...([payload] as Parameters<ServerToClientEvents[typeof event]>),
      );
    },
    disconnect(who) {
      onSessionsEnded(who);
      // Only an adapter that reaches other processes can tell them (the in-memory one has none).
      if (publisher) io.serverSideEmit('sessions:ended', who);
      const room = 'sessionId' in who ? sessionRoom(who.sessionId) : userRoom(who.userId);
      io.in(room).disconnectSockets(true);
    },
    close() {
      closed ??= (async () => {
        io.local.disconnectSockets(true);
        (io.engine as SocketServer['engine'] | undefined)?.close();
        await io.of('/').adapter.close();
        await Promise.all([publisher?.quit(), subscriber?.quit()].map((p) => p?.catch(() => undefined)));
      })();
      return closed;
    },
  };
}

/**
 * A publishing connection whose failures are logged: the Redis adapter does not await `publish`,
 * so a refused one would otherwise be an unhandled rejection, which ends a Node process.
 */
function resilientPublisher(redis: Redis, logger: Logger): Redis {
  const publisher = redis.duplicate();
  const publish = publisher.publish.bind(publisher) as (
    channel: string,
    message: string | Buffer,
  ) => Promise<number>;
  publisher.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      logger.warn({ err: error }, 'socket fan-out through Redis failed');
      return 0;
    })) as Redis['publish'];
  return publisher;
}
