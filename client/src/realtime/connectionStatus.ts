/**
 * The live connection's state, for the header's dot: 'live' while the socket is connected,
 * 'connecting' while it tries to (re)connect, 'offline' when there is no connection to try.
 */
export type RealtimeStatus = 'live' | 'connecting' | 'offline';

type Listener = () => void;
let status: RealtimeStatus = 'offline';
const listeners = new Set<Listener>();

export function setRealtimeStatus(next: RealtimeStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

export const getRealtimeStatus = (): RealtimeStatus => status;

export function subscribeRealtimeStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
