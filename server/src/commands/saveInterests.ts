import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { InterestCategory } from '../models/InterestCategory.js';
import type { User } from '../models/User.js';

/**
 * Replaces the member's interests with exactly these categories, all or nothing, and records when
 * the member first completed the step.
 */
export async function saveInterests(
  ctx: AppContext,
  user: User,
  categoryIds: string[],
): Promise<InterestCategory[]> {
  const { InterestCategory, User, UserInterest } = ctx.db.models;
  return ctx.db.sequelize.transaction(async (transaction) => {
    // Saves at once for one member take turns on the member's row: on MySQL the DELETE's gap lock and
    // the other's INSERT would otherwise deadlock.
    await User.findByPk(user.id, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
    const categories = await InterestCategory.findAll({ where: { id: categoryIds }, transaction });
    const known = new Set(categories.map((c) => c.id));
    const unknown = categoryIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError('unknown_interest', {
        errors: [{ path: 'categoryIds', msg: `Unknown interest category: ${unknown.join(', ')}` }],
      });
    }
    const now = new Date();
    await UserInterest.destroy({ where: { userId: user.id }, transaction });
    await UserInterest.bulkCreate(
      categoryIds.map((categoryId) => ({ userId: user.id, categoryId, createdAt: now })),
      { transaction },
    );
    if (!user.interestsCompletedAt) await user.update({ interestsCompletedAt: now }, { transaction });
    return categories;
  });
}
