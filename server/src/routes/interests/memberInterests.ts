import type { AppContext } from '../../context.js';
import type { InterestCategory } from '../../models/InterestCategory.js';

/** The categories a member has chosen, in catalogue order. */
export async function loadMemberInterests(ctx: AppContext, userId: string): Promise<InterestCategory[]> {
  const { InterestCategory, UserInterest } = ctx.db.models;
  const chosen = await UserInterest.findAll({ where: { userId }, attributes: ['categoryId'] });
  if (chosen.length === 0) return [];
  return InterestCategory.findAll({
    where: { id: chosen.map((c) => c.categoryId) },
    order: [['position', 'ASC']],
  });
}
