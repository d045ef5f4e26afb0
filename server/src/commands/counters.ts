import { Op, type Transaction } from 'sequelize';
import type { Models } from '../models/index.js';

type CounterModel = 'Post' | 'Comment' | 'Poll' | 'PollOption';
type CounterField = {
  Post: 'likesCount' | 'repostsCount' | 'commentsCount' | 'quotesCount';
  Comment: 'likesCount';
  Poll: 'totalVotes';
  PollOption: 'voteCount';
};

/**
 * Moves a denormalised counter by one with `SET x = x + 1` in the caller's transaction, so concurrent
 * changes never lose an update. A decrement never takes a counter below 0.
 */
export async function bumpCounter<M extends CounterModel>(
  models: Pick<Models, CounterModel>,
  model: M,
  id: string,
  field: CounterField[M],
  by: 1 | -1,
  transaction: Transaction,
): Promise<void> {
  const target = models[model] as unknown as {
    increment(
      fields: Record<string, number>,
      options: { where: Record<string | symbol, unknown>; transaction: Transaction; silent: boolean },
    ): Promise<unknown>;
  };
  const where = by > 0 ? { id } : { id, [field]: { [Op.gt]: 0 } };
  await target.increment({ [field]: by }, { where, transaction, silent: true });
}
