import type { AdListItemDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { presentAdvertisement } from '../presenters/presentAdvertisement.js';

/** The most campaigns the list answers (newest first). */
const OWN_ADS_MAX = 500;

/** The member's campaigns, newest first, with their target interests (two statements). */
export async function ownAds(db: Database, memberId: string): Promise<AdListItemDto[]> {
  const ads = await db.models.Advertisement.findAll({
    where: { userId: memberId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: OWN_ADS_MAX,
  });
  if (ads.length === 0) return [];
  const targets = await db.models.AdvertisementInterest.findAll({
    where: { advertisementId: ads.map((ad) => ad.id) },
  });
  const byAd = new Map<string, string[]>();
  for (const target of targets) {
    byAd.set(target.advertisementId, [...(byAd.get(target.advertisementId) ?? []), target.categoryId]);
  }
  return ads.map((ad) => presentAdvertisement(ad, byAd.get(ad.id) ?? []));
}

/** One ad's target interests. */
export async function adInterestsOf(db: Database, adId: string): Promise<string[]> {
  const rows = await db.models.AdvertisementInterest.findAll({ where: { advertisementId: adId } });
  return rows.map((row) => row.categoryId);
}
