import {
  TYPING_SERVER_TIMEOUT_MS,
  TypingSignalSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@flock/shared';
import type { Socket } from 'socket.io';
import type { AppContext } from '../context.js';
import type { SocketData } from '../realtime/createRealtimeHub.js';

type MemberSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketData>;

export interface TypingRelayOptions {
  /** A start with no other start or stop after it ends by itself after this long. */
  timeoutMs?: number;
  /** How long who is in a conversation is remembered for this socket. */
  membersTtlMs?: number;
}

/** Starts this close together for one conversation are relayed once (the timer still restarts). */
const REPEAT_FLOOR_MS = 1000;
const MEMBER_CACHE_MAX = 50;

interface Typing {
  others: string[];
  timer: NodeJS.Timeout;
  relayedAt: number;
}

/**
 * Typing indicators of one socket (spec 001 "typing..."): `typing_start` / `typing_stop` about a
 * conversation the member is in go to its other members as `user_typing` / `user_stopped_typing`
 * (never to the typer's own devices, never about a conversation the member is not in). A start the
 * typer does not follow up is stopped here after `timeoutMs`, and a socket that goes away stops
 * whatever it was typing. Events are handled one at a time, in the order they arrived.
 */
export function relayTyping(ctx: AppContext, socket: MemberSocket, options: TypingRelayOptions = {}): void {
  const timeoutMs = options.timeoutMs ?? TYPING_SERVER_TIMEOUT_MS;
  const membersTtlMs = options.membersTtlMs ?? 10_000;
  const userId = socket.data.userId;
  const typing = new Map<string, Typing>();
  const members = new Map<string, { others: string[] | null; at: number }>();
  let queue: Promise<unknown> = Promise.resolve();

  async function othersIn(conversationId: string): Promise<string[] | null> {
    const known = members.get(conversationId);
    if (known && Date.now() - known.at < membersTtlMs) return known.others;
    const rows = await ctx.db.models.ConversationParticipant.findAll({
      where: { conversationId },
      attributes: ['userId'],
    });
    const ids = rows.map((r) => r.userId);
    const others = ids.includes(userId) ? ids.filter((id) => id !== userId) : null;
    if (members.size >= MEMBER_CACHE_MAX) members.clear();
    members.set(conversationId, { others, at: Date.now() });
    return others;
  }

  function stop(conversationId: string): boolean {
    const current = typing.get(conversationId);
    if (!current) return false;
    clearTimeout(current.timer);
    typing.delete(conversationId);
    ctx.realtime.emitToUsers(current.others, 'user_stopped_typing', { userId, conversationId });
    return true;
  }

  async function start(conversationId: string): Promise<boolean> {
    const others = await othersIn(conversationId);
    if (others === null || socket.disconnected) return false;
    const current = typing.get(conversationId);
    if (current) clearTimeout(current.timer);
    const now = Date.now();
    const relay = !current || now - current.relayedAt >= REPEAT_FLOOR_MS;
    typing.set(conversationId, {
      others,
      timer: setTimeout(() => stop(conversationId), timeoutMs),
      relayedAt: relay ? now : current.relayedAt,
    });
    if (relay) ctx.realtime.emitToUsers(others, 'user_typing', { userId, conversationId });
    return true;
  }

  const handle =
    (work: (conversationId: string) => Promise<boolean> | boolean) => (payload: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (accepted: boolean) => void) : () => undefined;
      const parsed = TypingSignalSchema.safeParse(payload);
      if (!parsed.success) {
        answer(false);
        return;
      }
      queue = queue
        .then(() => work(parsed.data.conversationId))
        .then(answer, (error: unknown) => {
          ctx.logger.warn({ err: error }, 'typing signal failed');
          answer(false);
        });
    };

  socket.on('typing_start', handle(start));
  socket.on(
    'typing_stop',
    handle(async (conversationId) => {
      if ((await othersIn(conversationId)) === null) return false;
      stop(conversationId);
      return true;
    }),
  );
  socket.on('disconnect', () => {
    queue = queue.then(() => {
      for (const conversationId of [...typing.keys()]) stop(conversationId);
    });
  });
}
