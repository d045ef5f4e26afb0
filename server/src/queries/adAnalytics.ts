import { fn, col } from 'sequelize';
import type { AdDailyDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import type { Advertisement } from '../models/Advertisement.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest run of days the chart answers (the most recent ones). */
const DAILY_MAX = 366;

interface DailyRow {
  day: string;
  kind: string;
  count: number | string;
  cost: number | string | null;
}

/** Impressions, clicks and spend (rupees) per UTC day of the ad's counted events, days without any as 0. */
export async function adDailyNumbers(db: Database, ad: Advertisement): Promise<AdDailyDto[]> {
  const rows = (await db.models.AdvertisementEvent.findAll({
    attributes: ['day', 'kind', [fn('COUNT', col('*')), 'count'], [fn('SUM', col('cost_paise')), 'cost']],
    where: { advertisementId: ad.id },
    group: ['day', 'kind'],
    raw: true,
  })) as unknown as DailyRow[];
  if (rows.length === 0) return [];
  const byDay = new Map<string, AdDailyDto>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? { date: row.day, impressions: 0, clicks: 0, spent: 0 };
    if (row.kind === 'impression') entry.impressions += Number(row.count);
    else entry.clicks += Number(row.count);
    entry.spent = (Math.round(entry.spent * 100) + Number(row.cost ?? 0)) / 100;
    byDay.set(row.day, entry);
  }
  const days = [...byDay.keys()].sort();
  const last = Date.parse(days.at(-1)!);
  const first = Math.max(Date.parse(days[0]!), last - (DAILY_MAX - 1) * DAY_MS);
  const daily: AdDailyDto[] = [];
  for (let at = first; at <= last; at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    daily.push(byDay.get(date) ?? { date, impressions: 0, clicks: 0, spent: 0 });
  }
  return daily;
}
