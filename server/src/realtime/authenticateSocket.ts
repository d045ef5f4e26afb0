import type { SocketRefusalData } from '@flock/shared';
import type { ExtendedError, Socket } from 'socket.io';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { findSignedInMember } from '../middlewares/requireAuth.js';
import type { SocketServer } from './createRealtimeHub.js';

type Handshake = Socket['handshake'];

/** The bearer JWT of a handshake: `auth.token`, or an `Authorization: Bearer` header. */
function tokenOf(handshake: Handshake): string | undefined {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim() !== '') return fromAuth.trim();
  const header = handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

function refusal(error: unknown): ExtendedError {
  const appError = error instanceof AppError ? error : new AppError('internal_error');
  const refused: ExtendedError = new Error(appError.message);
  const data: SocketRefusalData = { code: appError.code };
  refused.data = data;
  return refused;
}

/**
 * The handshake check, the same as requireAuth on HTTP: a valid signature, a live session and an
 * active member. A refused socket gets `connect_error` with the reason.
 */
export function authenticateSocket(ctx: AppContext): Parameters<SocketServer['use']>[0] {
  return (socket, next) => {
    const token = tokenOf(socket.handshake);
    const claims = token === undefined ? undefined : ctx.tokens.verify(token);
    findSignedInMember(ctx, claims).then(
      ({ user, session }) => {
        socket.data.userId = user.id;
        socket.data.sessionId = session.id;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) ctx.logger.error({ err: error }, 'socket handshake failed');
        next(refusal(error));
      },
    );
  };
}
