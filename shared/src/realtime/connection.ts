import type { ErrorCode } from '../errors.js';

/** socket.io's path on the site root. */
export const SOCKET_PATH = '/socket.io';

/** Spec 000: websocket first, then polling. */
export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;

/** Spec 000 section 9: reconnect after 1 s up to 5 s, jitter 0.5, without limit; connect timeout 20 s. */
export const SOCKET_CLIENT_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  timeout: 20_000,
} as const;

/** The handshake's `auth` object: the same bearer JWT as the HTTP API. */
export interface SocketAuth {
  token: string;
}

/** `connect_error` carries the refusal's message and, in `data`, its error code. */
export interface SocketRefusalData {
  code: ErrorCode;
}

/** Every socket of a member joins this room; emits to a member go to it. */
export const userRoom = (userId: string): string => `user:${userId}`;

/** Every socket also joins the room of the session it signed in with, so ending a session can drop it. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
