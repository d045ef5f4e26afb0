import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { Advertisement } from '../models/Advertisement.js';
import type { User } from '../models/User.js';
import { findOwnAd } from '../policies/advertisementPolicy.js';

/** The owner pauses an active ad or resumes a paused one (spec 001 section 4); nothing else moves. */
export async function setAdPaused(
  ctx: AppContext,
  member: User,
  adId: string,
  paused: boolean,
): Promise<Advertisement> {
  return ctx.db.sequelize.transaction(async (transaction) => {
    const ad = await findOwnAd(ctx.db.models, member.id, adId, transaction);
    if (paused && ad.status !== 'active') throw new AppError('ad_not_active');
    if (!paused && ad.status !== 'paused') throw new AppError('ad_not_paused');
    await ad.update({ status: paused ? 'paused' : 'active' }, { transaction });
    return ad;
  });
}
