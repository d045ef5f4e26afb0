/**
 * Whether a new version of the app is waiting. The service-worker module (loaded after the page)
 * offers an update here; UpdatePrompt, in the entry bundle, shows it. Kept free of workbox on purpose.
 */
export interface UpdateOffer {
  /** Activates the waiting version; the page reloads once it has taken over. */
  apply: () => void;
}

let current: UpdateOffer | null = null;
const listeners = new Set<() => void>();

function publish(next: UpdateOffer | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const offerUpdate = (apply: () => void) => publish({ apply });
export const dismissUpdate = () => publish(null);
export const currentUpdate = () => current;

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
