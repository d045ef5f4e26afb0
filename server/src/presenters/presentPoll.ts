import type { PollDto } from '@flock/shared';
import type { Poll } from '../models/Poll.js';
import type { PollOption } from '../models/PollOption.js';

export type PollFields = Pick<Poll, 'id' | 'endsAt' | 'totalVotes'>;
export type PollOptionFields = Pick<PollOption, 'id' | 'position' | 'optionText' | 'voteCount'>;

/** A post's poll as one viewer sees it: the poll, its options, and the option they chose (null: none). */
export interface ViewedPoll {
  poll: PollFields;
  options: PollOptionFields[];
  votedOptionId: string | null;
}

/** A poll as one member sees it: their vote, if any, and each option's share of the votes. */
export function presentPoll(
  poll: PollFields,
  options: readonly PollOptionFields[],
  votedOptionId: string | null,
  now = Date.now(),
): PollDto {
  const totalVotes = poll.totalVotes;
  return {
    id: poll.id,
    options: [...options]
      .sort((a, b) => a.position - b.position)
      .map((option) => ({
        id: option.id,
        optionText: option.optionText,
        voteCount: option.voteCount,
        percentage: totalVotes > 0 ? Math.round((option.voteCount / totalVotes) * 100) : 0,
      })),
    totalVotes,
    hasVoted: votedOptionId !== null,
    userVotedOption: votedOptionId,
    endsAt: poll.endsAt.toISOString(),
    isClosed: poll.endsAt.getTime() <= now,
  };
}
