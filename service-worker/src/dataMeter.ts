/// <reference lib="webworker" />
/**
 * The data meter: media bytes this device fetched from the network, and bytes a data saver thumbnail
 * saved against the full image it stood in for (asked with HEAD, so only headers travel), per local day.
 * Cache hits cost nothing and count nothing. The page reads the totals (shared/src/dataSaver.ts).
 */
import {
  DATA_METER,
  DATA_METER_CHANGED_MESSAGE,
  DATA_METER_DAYS_KEPT,
  DATA_SAVER_FULL_PARAM,
  meterDay,
  meterDayBefore,
  type DataMeterDay,
} from '@flock/shared';
import type { WorkboxPlugin } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

function openAt(version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATA_METER.name, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(DATA_METER.store)) {
        request.result.createObjectStore(DATA_METER.store, { keyPath: 'day' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open the data meter'));
  });
}

/** The meter's database, its store made if missing (whoever opened the database first). */
async function openMeter(): Promise<IDBDatabase> {
  const db = await openAt();
  if (db.objectStoreNames.contains(DATA_METER.store)) return db;
  const next = db.version + 1;
  db.close();
  return openAt(next);
}

/** Adds to today's counts and drops days older than the meter keeps. */
async function count(downloaded: number, saved: number): Promise<void> {
  const db = await openMeter();
  const now = new Date();
  const today = meterDay(now);
  const oldest = meterDayBefore(now, DATA_METER_DAYS_KEPT - 1);
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(DATA_METER.store, 'readwrite');
      const store = transaction.objectStore(DATA_METER.store);
      const read = store.get(today);
      read.onsuccess = () => {
        const day = (read.result as DataMeterDay | undefined) ?? { day: today, downloaded: 0, saved: 0 };
        store.put({ day: today, downloaded: day.downloaded + downloaded, saved: day.saved + saved });
      };
      store.delete(IDBKeyRange.upperBound(oldest, true));
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('Could not count'));
    });
  } finally {
    db.close();
  }
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
    client.postMessage(DATA_METER_CHANGED_MESSAGE);
  }
}

async function bodyBytes(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > 0) return length;
  return (await response.clone().arrayBuffer()).byteLength;
}

/** The size of the full image a thumbnail stands in for: only our own media are asked about. */
async function fullImageBytes(requestUrl: URL): Promise<number | null> {
  const named = requestUrl.searchParams.get(DATA_SAVER_FULL_PARAM);
  if (!named) return null;
  const full = new URL(named, requestUrl);
  if (full.origin !== requestUrl.origin || !full.pathname.startsWith('/media/')) return null;
  const head = await fetch(full, { method: 'HEAD' });
  const length = Number(head.headers.get('content-length'));
  return head.ok && Number.isFinite(length) && length > 0 ? length : null;
}

async function meter(request: Request, response: Response): Promise<void> {
  const downloaded = await bodyBytes(response);
  const full = await fullImageBytes(new URL(request.url)).catch(() => null);
  await count(downloaded, full === null ? 0 : Math.max(0, full - downloaded));
}

/** A Workbox plugin for the media route: counts each response that came from the network. */
export const meterNetworkBytes: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (response.ok) {
      const counting = meter(request, response).catch((error: unknown) =>
        console.warn('Could not count the bytes of', request.url, error),
      );
      event.waitUntil(counting);
    }
    return response;
  },
};
