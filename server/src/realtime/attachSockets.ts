import type { Server as HttpServer } from 'node:http';
import { sessionRoom, userRoom } from '@flock/shared';
import type { AppContext } from '../context.js';
import { relayTyping, type TypingRelayOptions } from '../messaging/typingRelay.js';
import { authenticateSocket } from './authenticateSocket.js';

/**
 * The realtime service: sockets on this HTTP server, each signed-in socket in its member's room and
 * its session's room.
 */
export function attachSockets(
  ctx: AppContext,
  server: HttpServer,
  options: { typing?: TypingRelayOptions } = {},
): void {
  const { io } = ctx.realtime;
  io.attach(server);
  io.use(authenticateSocket(ctx));
  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    relayTyping(ctx, socket, options.typing);
  });
}
