/** Lines for the polite live region (new notifications), from the realtime client to whoever renders it. */
type Listener = (text: string) => void;
const listeners = new Set<Listener>();

export function announce(text: string): void {
  for (const listener of listeners) listener(text);
}

export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
