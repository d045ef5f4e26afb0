import { openExistingDatabase, transact, type IdbFactoryLike } from './sync/idb.js';

/**
 * The data saver and its meter. The choice belongs to the device. The service worker
 * counts the media bytes it fetched from the network, and the bytes a thumbnail saved against the full
 * image it stood in for, per local day in `flock-data-meter`; the page only reads them.
 */
export const DATA_SAVER_CHOICES = ['automatic', 'on', 'off'] as const;
export type DataSaverChoice = (typeof DATA_SAVER_CHOICES)[number];

/** A thumbnail shown instead of a full image names that image in this query parameter (the worker's cue). */
export const DATA_SAVER_FULL_PARAM = 'instead-of';

export const DATA_METER = { name: 'flock-data-meter', store: 'days' } as const;

/** Sent by the worker to its pages after it counted something. */
export const DATA_METER_CHANGED_MESSAGE = { type: 'FLOCK_DATA_METER_CHANGED' } as const;

export interface DataMeterDay {
  /** The device's local date, YYYY-MM-DD. */
  day: string;
  downloaded: number;
  saved: number;
}

export interface DataMeterTotals {
  downloaded: number;
  saved: number;
}

export interface DataMeterSummary {
  today: DataMeterTotals;
  /** The last seven days, today included. */
  week: DataMeterTotals;
}

/** Days kept in the meter; older ones are dropped as new ones are counted. */
export const DATA_METER_DAYS_KEPT = 14;

export function meterDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The local date `days` before `at`'s. */
export function meterDayBefore(at: Date, days: number): string {
  return meterDay(new Date(at.getFullYear(), at.getMonth(), at.getDate() - days));
}

export function summarizeMeter(days: readonly DataMeterDay[], now: Date): DataMeterSummary {
  const today = meterDay(now);
  const weekStart = meterDayBefore(now, 6);
  const sum = (list: readonly DataMeterDay[]) => ({
    downloaded: list.reduce((total, day) => total + day.downloaded, 0),
    saved: list.reduce((total, day) => total + day.saved, 0),
  });
  return {
    today: sum(days.filter((day) => day.day === today)),
    week: sum(days.filter((day) => day.day >= weekStart && day.day <= today)),
  };
}

/** What the worker counted so far (zeros before it counted anything). */
export async function readDataMeter(factory: IdbFactoryLike, now: Date): Promise<DataMeterSummary> {
  const db = await openExistingDatabase(factory, DATA_METER.name);
  if (!db) return summarizeMeter([], now);
  try {
    if (!db.objectStoreNames.contains(DATA_METER.store)) return summarizeMeter([], now);
    const days = await transact<DataMeterDay[]>(db, DATA_METER.store, 'readonly', (store, setResult) => {
      const read = store.getAll();
      read.onsuccess = () => setResult(read.result as DataMeterDay[]);
    });
    return summarizeMeter(days ?? [], now);
  } finally {
    db.close();
  }
}

/** The small avatar the server makes next to each picture, for the data saver. */
export const AVATAR_SMALL_SIZE_PX = 96;
const AVATAR_PATH = /^\/media\/avatars\/([0-9a-f]{32})\.webp$/;

/** Where the small version of an avatar (by its URL path) lives, or null for a picture not of ours. */
export function smallAvatarPath(urlPath: string): string | null {
  const hash = AVATAR_PATH.exec(urlPath)?.[1];
  return hash ? `/media/avatars/small/${hash}.webp` : null;
}
