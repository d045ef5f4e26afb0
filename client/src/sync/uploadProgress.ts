/** Upload progress of multipart writes, by the record they create (in memory: it only matters while sending). */
type Listener = () => void;
const progress = new Map<string, number>();
const listeners = new Set<Listener>();

export function setUploadProgress(entityId: string, fraction: number | null): void {
  if (fraction === null) progress.delete(entityId);
  else progress.set(entityId, Math.min(1, Math.max(0, fraction)));
  for (const listener of listeners) listener();
}

export function uploadProgressOf(entityId: string): number | null {
  return progress.get(entityId) ?? null;
}

export function subscribeUploadProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
