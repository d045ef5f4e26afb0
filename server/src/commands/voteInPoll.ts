import { POST_MESSAGES, type PollDto } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError, validationError } from '../errors.js';
import type { User } from '../models/User.js';
import { presentPoll } from '../presenters/presentPoll.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { bumpCounter } from './counters.js';

/** One vote per member in an open poll of a post they can see; the counts move in the same transaction. */
export async function voteInPoll(
  ctx: AppContext,
  member: User,
  pollId: string,
  optionId: string,
): Promise<PollDto> {
  const { models } = ctx.db;
  return ctx.db.sequelize.transaction(async (transaction) => {
    const poll = isUuid(pollId)
      ? await models.Poll.findByPk(pollId, { transaction, lock: transaction.LOCK.UPDATE })
      : null;
    if (!poll) throw new AppError('poll_not_found');
    await findVisiblePost(models, poll.postId, member.id, { transaction });
    if (poll.endsAt.getTime() <= Date.now()) throw new AppError('poll_closed');
    const options = await models.PollOption.findAll({ where: { pollId: poll.id }, transaction });
    if (!options.some((o) => o.id === optionId)) {
      throw validationError(
        [{ path: 'optionId', msg: POST_MESSAGES.unknownOption }],
        POST_MESSAGES.unknownOption,
      );
    }
    if ((await models.PollVote.count({ where: { pollId: poll.id, userId: member.id }, transaction })) > 0) {
      throw new AppError('already_voted');
    }
    try {
      await models.PollVote.create(
        { pollId: poll.id, userId: member.id, optionId, createdAt: new Date() },
        { transaction },
      );
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new AppError('already_voted');
      throw error;
    }
    await bumpCounter(models, 'PollOption', optionId, 'voteCount', 1, transaction);
    await bumpCounter(models, 'Poll', poll.id, 'totalVotes', 1, transaction);
    await poll.reload({ transaction });
    const counted = await models.PollOption.findAll({ where: { pollId: poll.id }, transaction });
    return presentPoll(poll, counted, optionId);
  });
}
