import type { Transaction } from 'sequelize';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { Advertisement } from '../models/Advertisement.js';
import type { Models } from '../models/index.js';

/** An advertisement is its owner's alone: to anyone else it does not exist (404 ad_not_found). */
export async function findOwnAd(
  models: Pick<Models, 'Advertisement'>,
  memberId: string,
  adId: string,
  transaction?: Transaction,
): Promise<Advertisement> {
  const ad = isUuid(adId)
    ? await models.Advertisement.findByPk(adId, { transaction, lock: transaction?.LOCK.UPDATE })
    : null;
  if (!ad || ad.userId !== memberId) throw new AppError('ad_not_found');
  return ad;
}
