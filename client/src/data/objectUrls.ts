/**
 * Object URLs for files kept on the device, shared by every component showing the same file and
 * revoked a moment after the last one stops showing it (so a quick remount keeps the same URL).
 */
const RELEASE_DELAY_MS = 2000;

interface Held {
  url: string;
  holders: number;
  releaseTimer?: ReturnType<typeof setTimeout>;
}

const held = new Map<Blob, Held>();

function scheduleRelease(blob: Blob, entry: Held): void {
  clearTimeout(entry.releaseTimer);
  entry.releaseTimer = setTimeout(() => {
    if (entry.holders > 0) return;
    URL.revokeObjectURL(entry.url);
    held.delete(blob);
  }, RELEASE_DELAY_MS);
}

/** The URL for a file; released unless someone holds it soon. */
export function objectUrlFor(blob: Blob): string {
  let entry = held.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), holders: 0 };
    held.set(blob, entry);
    scheduleRelease(blob, entry);
  }
  return entry.url;
}

export function holdObjectUrl(blob: Blob): () => void {
  objectUrlFor(blob);
  const entry = held.get(blob)!;
  entry.holders += 1;
  clearTimeout(entry.releaseTimer);
  return () => {
    entry.holders -= 1;
    if (entry.holders <= 0) scheduleRelease(blob, entry);
  };
}
