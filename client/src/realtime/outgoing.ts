import type { TypingSignal } from '../streams/typingIndicator';
import type { RealtimeSocket } from './realtimeClient';

/**
 * What this page says over the live connection: only its member's typing. Nothing is queued while
 * the connection is down; typing that nobody hears is not worth sending later.
 */
let socket: RealtimeSocket | null = null;

export function setOutgoingSocket(next: RealtimeSocket | null): void {
  socket = next;
}

export function sendTypingSignal(signal: TypingSignal, conversationId: string): void {
  if (!socket?.connected) return;
  socket.emit(signal === 'start' ? 'typing_start' : 'typing_stop', { conversationId });
}
