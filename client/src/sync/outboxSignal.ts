import { OUTBOX_SYNC_TAG } from '@flock/shared';

/** Lets the data layer wake the drain after it queued something, without importing the engine. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxChanged(): void {
  for (const listener of listeners) listener();
  void registerBackgroundSync();
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Chromium sends the outbox from the worker when the connection returns, even with every tab closed. */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page's own triggers send the outbox.
  }
}
