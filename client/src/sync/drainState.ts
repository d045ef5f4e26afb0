/** Whether this page is sending the outbox right now (for the sync status). */
type Listener = () => void;
let draining = false;
const listeners = new Set<Listener>();

export function setDraining(value: boolean): void {
  if (draining === value) return;
  draining = value;
  for (const listener of listeners) listener();
}

export const isDraining = () => draining;

export function subscribeDraining(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
