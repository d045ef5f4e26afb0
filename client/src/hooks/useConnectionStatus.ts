import { useSyncExternalStore } from 'react';
import {
  getRealtimeStatus,
  subscribeRealtimeStatus,
  type RealtimeStatus,
} from '../realtime/connectionStatus';
import { useOnline } from '../sync/status';

export type ConnectionStatus = RealtimeStatus;

/** The live connection's state; a browser that knows it is offline is offline whatever the socket says. */
export function useConnectionStatus(): ConnectionStatus {
  const online = useOnline();
  const status = useSyncExternalStore(subscribeRealtimeStatus, getRealtimeStatus, () => 'offline' as const);
  return online ? status : 'offline';
}
