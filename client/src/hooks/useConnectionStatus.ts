import { useSyncExternalStore } from 'react';

export type ConnectionStatus = 'live' | 'offline';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Whether the app is connected. For now the browser's own online flag is the source; the real-time
 * connection replaces it behind the same hook.
 */
export function useConnectionStatus(): ConnectionStatus {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return online ? 'live' : 'offline';
}
