/**
 * Background Sync (Chromium): when the connection returns, the browser wakes the worker with a
 * `sync` event even if every tab is closed, and the worker sends the outbox with the same drain as the
 * page. It never rolls anything back (the page does that when it next opens) and tells open pages to
 * read their data again afterwards.
 */
import {
  describeOutboxRequest,
  drainOutbox,
  MISSING_FILE_MESSAGE,
  NETWORK_OUTCOME,
  openIdbOutboxStore,
  OUTBOX_DRAINED_MESSAGE,
  OUTBOX_SENDS_AT_ONCE,
  OUTBOX_SYNC_TAG,
  outcomeFromResponse,
  readWorkerSession,
  withOutboxLock,
  type OutboxEntry,
  type ReadMedia,
  type SendOutcome,
} from '@flock/shared';

import { API_ORIGIN } from './apiOrigin';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function sendOutboxOnSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainFromWorker());
  });
}

/** Rejects while entries wait for the network, so the browser schedules another attempt. */
export async function drainFromWorker(): Promise<void> {
  const session = await readWorkerSession(self.indexedDB);
  if (!session) return;
  const store = await openIdbOutboxStore(self.indexedDB, session.userId);
  if (!store) return;
  try {
    const run = await withOutboxLock(self.navigator.locks, session.userId, () =>
      drainOutbox({
        store,
        ignoreBackoff: true,
        concurrency: OUTBOX_SENDS_AT_ONCE,
        send: (entry) => send(entry, session.token, store.readMedia),
      }),
    );
    if (!run.ran) return;
    if (run.value.sent > 0 || run.value.failed > 0) await tellPages();
    if (run.value.outcome === 'retry') throw new Error('The outbox could not be sent yet');
  } finally {
    store.close();
  }
}

async function send(entry: OutboxEntry, token: string, readMedia: ReadMedia): Promise<SendOutcome> {
  const request = await describeOutboxRequest(entry, token, readMedia, API_ORIGIN);
  if (!request) return { status: 400, message: MISSING_FILE_MESSAGE };
  let body: BodyInit | undefined = request.json;
  if (request.parts) {
    const form = new FormData();
    for (const part of request.parts) {
      if ('value' in part) form.append(part.name, part.value);
      else form.append(part.name, part.file.blob as Blob, part.file.name);
    }
    body = form;
  }
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return outcomeFromResponse(response.status, await response.text());
  } catch {
    return NETWORK_OUTCOME;
  }
}

async function tellPages(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage(OUTBOX_DRAINED_MESSAGE);
}
