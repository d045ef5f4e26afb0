import { Op } from 'sequelize';
import type { AppContext } from '../context.js';
import { PREMIUM_ENDED, pokeMemberDevices } from './premiumChanges.js';

/** Members handled per run; the job runs again soon for any left over. */
const BATCH = 200;

/**
 * Ends premium whose end date has passed: subscriptions canceled (by the member or Razorpay),
 * completed or halted keep premium until their period ends, then this makes them basic. Each member is
 * re-read under a lock, so a reactivation or renewal that landed meanwhile is kept.
 */
export async function endLapsedPremium(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const { User } = ctx.db.models;
  const lapsed = await User.findAll({
    attributes: ['id'],
    where: { subscriptionType: 'premium', subscriptionEndDate: { [Op.lte]: now } },
    limit: BATCH,
  });
  let ended = 0;
  for (const { id } of lapsed) {
    const changed = await ctx.db.sequelize.transaction(async (transaction) => {
      const member = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      const end = member?.subscriptionEndDate;
      if (!member || !member.isPremium || !end || end > now) return false;
      await member.update(PREMIUM_ENDED, { transaction });
      return true;
    });
    if (changed) {
      ended += 1;
      pokeMemberDevices(ctx, id);
    }
  }
  return ended;
}
