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
}

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
  const request: OutboxRequest = { url: apiUrl(apiOrigin, entry.path), method: entry.method, headers };
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
  } else if (entry.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.json = JSON.stringify(entry.body);
  }
  return request;
}
