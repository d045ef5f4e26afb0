import type { AdListItemDto, AdStatus } from '@flock/shared';
import { toAdRecord } from '../../db/adRecords';
import type { KindHandler } from './types';

/** A campaign created, paused or resumed: the server's record of it once it took the write. */
const storeAnsweredAd: KindHandler['applySuccess'] = async (db, _entry, data) => {
  const ad = data as AdListItemDto | undefined;
  if (ad?.id) await db.ads.put(toAdRecord(ad));
};

export const adCreateHandler: KindHandler = {
  applySuccess: storeAnsweredAd,
  async rollback(db, entry) {
    await db.ads.delete(entry.entityId);
  },
};

export const adPauseHandler: KindHandler = {
  applySuccess: storeAnsweredAd,
  async rollback(db, entry) {
    await db.ads.update(entry.entityId, { status: (entry.undo as { status: AdStatus }).status });
  },
};
