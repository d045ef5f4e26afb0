import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { ScheduledPost } from '../models/ScheduledPost.js';
import type { User } from '../models/User.js';

/** The member's own scheduled post, locked for the change; anyone else's is 404, as if it did not exist. */
export async function ownScheduledPost(
  ctx: AppContext,
  member: User,
  id: string,
  transaction: Transaction,
): Promise<ScheduledPost> {
  if (!isUuid(id)) throw new AppError('scheduled_post_not_found');
  const row = await ctx.db.models.ScheduledPost.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!row || row.userId !== member.id) throw new AppError('scheduled_post_not_found');
  return row;
}
