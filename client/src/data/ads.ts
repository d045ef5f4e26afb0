import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  AD_MESSAGES,
  AdCreateSchema,
  adTextsOf,
  toFieldErrors,
  uuidv7,
  type AdCreateInput,
  type AdListItemDto,
} from '@flock/shared';
import { adPaths, advertisementsApi } from '../api/advertisements';
import { isApiError } from '../api/ApiError';
import { useAuth } from '../auth/useAuth';
import { toAdRecord, type AdRecord } from '../db/adRecords';
import { memberDb, type MemberDb } from '../db/memberDb';
import { enqueue, isQueued } from '../sync/outboxQueue';
import { errorText } from './errorText';
import { writeLocally } from './writeTransaction';

/** The member's campaigns: kept in Dexie, created, paused and resumed through the outbox. */

/** Puts the server's list on the device; ads with a queued write keep their local state. */
export async function storeOwnAds(db: MemberDb, ads: AdListItemDto[]): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const queued = (await db.outbox.toArray()).filter(isQueued);
    const busy = new Set(queued.flatMap((e) => (e.kind.startsWith('ad.') ? [e.entityId] : [])));
    const listed = new Set(ads.map((ad) => ad.id));
    const stale = (await db.ads.toArray()).filter((ad) => !listed.has(ad.id) && !busy.has(ad.id));
    await db.ads.bulkDelete(stale.map((ad) => ad.id));
    await db.ads.bulkPut(ads.filter((ad) => !busy.has(ad.id)).map(toAdRecord));
  });
}

export interface OwnAds {
  ads: AdRecord[] | undefined;
  /** Ids whose create is still waiting to reach the server. */
  unsent: Set<string>;
  error: string | null;
  refresh(): Promise<void>;
}

/** The campaigns from the device, refreshed from the server when the screen appears. */
export function useOwnAds(): OwnAds {
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const ads = useLiveQuery(
    () => (user ? memberDb(user.id).ads.orderBy('createdAt').reverse().toArray() : []),
    [user?.id],
  );
  const unsent = useLiveQuery(
    async () => {
      if (!user) return new Set<string>();
      const entries = await memberDb(user.id)
        .outbox.filter((e) => e.kind === 'ad.create')
        .toArray();
      return new Set(entries.map((e) => e.entityId));
    },
    [user?.id],
    new Set<string>(),
  );
  const userId = user?.id;
  const refresh = async () => {
    if (userId) setError(await loadOwnAds(userId));
  };
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadOwnAds(userId).then((failure) => live && setError(failure));
    return () => {
      live = false;
    };
  }, [userId]);
  return { ads, unsent, error, refresh };
}

/** Fetches the member's campaigns onto the device; answers what went wrong (offline is not an error). */
async function loadOwnAds(userId: string): Promise<string | null> {
  try {
    await storeOwnAds(memberDb(userId), await advertisementsApi.myAds());
    return null;
  } catch (caught) {
    return isApiError(caught) && caught.kind === 'network'
      ? null
      : errorText(caught, 'Failed to load campaigns');
  }
}

export type AdCreateResult = { id: string } | { errors: Record<string, string> };

/** Checks the form with the shared schema, then stores the pending ad and queues its create. */
export async function createAd(input: AdCreateInput): Promise<AdCreateResult> {
  const id = uuidv7();
  const parsed = AdCreateSchema.safeParse({ ...input, id });
  if (!parsed.success) {
    return { errors: Object.fromEntries(toFieldErrors(parsed.error).map((e) => [e.path, e.msg])) };
  }
  const values = parsed.data;
  await writeLocally(async (db) => {
    const now = new Date().toISOString();
    await db.ads.put({
      id,
      _id: id,
      ...adTextsOf(values),
      status: 'pending',
      rejection_reason: null,
      budget_type: values.budgetType,
      budget_amount: values.budgetAmount,
      spent_amount: 0,
      total_impressions: 0,
      total_clicks: 0,
      ctr: 0,
      target_interests: values.targetInterests,
      start_date: values.startDate ? new Date(values.startDate).toISOString() : now,
      end_date: values.endDate ? new Date(values.endDate).toISOString() : null,
      created_at: now,
      createdAt: now,
      savedAt: Date.now(),
    });
    await enqueue(db, {
      method: 'POST',
      path: adPaths.create,
      body: values,
      kind: 'ad.create',
      entityId: id,
      creates: [id],
      label: `Create the campaign “${values.title}”`,
      undo: null,
    });
  });
  return { id };
}

/** Pauses an active ad or resumes a paused one at once; the server has the last word. */
export function setAdPaused(ad: AdRecord, paused: boolean): Promise<void> {
  return writeLocally(async (db) => {
    await db.ads.update(ad.id, { status: paused ? 'paused' : 'active' });
    await enqueue(db, {
      method: 'PUT',
      path: paused ? adPaths.pause(ad.id) : adPaths.resume(ad.id),
      kind: paused ? 'ad.pause' : 'ad.resume',
      entityId: ad.id,
      dependsOn: [ad.id],
      label: `${paused ? 'Pause' : 'Resume'} the campaign “${ad.title}”`,
      undo: { status: ad.status },
    });
  });
}

/** Stores what the server answered about one ad (after payment). */
export async function storeOwnAd(userId: string, ad: AdListItemDto): Promise<void> {
  await memberDb(userId).ads.put(toAdRecord(ad));
}

export { AD_MESSAGES };
