import { apiUrl } from '../apiOrigin.js';
import { IDEMPOTENCY_HEADER } from '../envelope.js';
import type { OutboxEntry, OutboxMethod, StoredMedia } from './outboxEntry.js';

export type OutboxRequestPart = { name: string; value: string } | { name: string; file: StoredMedia };

/** One entry as an HTTP request, ready for fetch (worker) or XMLHttpRequest (page, for upload progress). */
export interface OutboxRequest {
  url: string;
  method: OutboxMethod;
  headers: Record<string, string>;
  json?: string;
  /** Multipart fields and files, in order; the sender builds its FormData from them. */
  parts?: OutboxRequestPart[];
  /**
   * How long the sender waits for the whole answer before it counts the attempt as a network failure.
   * A request that hangs on a dead connection would otherwise hold the outbox lock, and with it every
   * other drainer, until the browser gave up on its own (minutes on a phone). The write keeps its
   * Idempotency-Key, so an attempt the server did finish is answered from its record next time.
   */
  timeoutMs: number;
}

/** The wait for an answer to a JSON write, and the part of an upload's wait that is not its bytes. */
export const OUTBOX_SEND_TIMEOUT_MS = 30_000;
/** The slowest upload still waited for: 8 KB/s, below a weak 2G uplink. */
export const OUTBOX_SLOWEST_UPLOAD_BYTES_PER_SECOND = 8 * 1024;

export const MISSING_FILE_MESSAGE = 'A file attached to this post is no longer on this device';

export type ReadMedia = (blobId: string) => Promise<StoredMedia | undefined>;

/**
 * Null when a file the entry uploads is gone from the device (the entry can then never be sent).
 * `apiOrigin` is the build's API origin ('' for the page's own).
 */
export async function describeOutboxRequest(
  entry: OutboxEntry,
  token: string,
  readMedia: ReadMedia,
  apiOrigin = '',
): Promise<OutboxRequest | null> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    [IDEMPOTENCY_HEADER]: entry.idempotencyKey,
  };
  const request: OutboxRequest = {
    url: apiUrl(apiOrigin, entry.path),
    method: entry.method,
    headers,
    timeoutMs: OUTBOX_SEND_TIMEOUT_MS,
  };
  if (entry.multipart) {
    const parts: OutboxRequestPart[] = Object.entries(entry.multipart.fields).map(([name, value]) => ({
      name,
      value,
    }));
    for (const file of entry.multipart.files) {
      const media = await readMedia(file.blobId);
      if (!media) return null;
      parts.push({ name: file.field, file: { ...media, name: file.name } });
    }
    request.parts = parts;
    request.timeoutMs += Math.ceil((uploadBytes(parts) / OUTBOX_SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000);
  } else if (entry.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.json = JSON.stringify(entry.body);
  }
  return request;
}

/** The files' sizes together (a stored file is a Blob in the browser; anything without a size counts 0). */
function uploadBytes(parts: OutboxRequestPart[]): number {
  let bytes = 0;
  for (const part of parts) {
    if (!('file' in part)) continue;
    const size = (part.file.blob as { size?: unknown } | null)?.size;
    if (typeof size === 'number') bytes += size;
  }
  return bytes;
}
