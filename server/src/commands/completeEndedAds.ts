import { Op } from 'sequelize';
import type { AppContext } from '../context.js';

/**
 * Campaigns whose end date has passed are completed (active and paused alike), so their owners see
 * them finished; serving already leaves them out from the end date on. One conditional update.
 */
export async function completeEndedAds(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const [completed] = await ctx.db.models.Advertisement.update(
    { status: 'completed' },
    { where: { status: { [Op.in]: ['active', 'paused'] }, endDate: { [Op.lte]: now } } },
  );
  return completed;
}
