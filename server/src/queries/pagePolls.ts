import type { Database } from '../db/database.js';
import type { ViewedPoll } from '../presenters/presentPoll.js';
import { toDate } from './rowValues.js';

interface PollOptionRow {
  postId: string;
  pollId: string;
  endsAt: Date | string;
  totalVotes: number | string;
  votedOptionId: string | null;
  id: string;
  position: number | string;
  optionText: string;
  voteCount: number | string;
}

/**
 * The polls of a page's posts (those that carry one, posts.has_poll) with their options and the
 * viewer's votes, in one statement whatever the page size: postId -> its poll. They are read as the
 * page is shown, since their vote counts change with every vote.
 */
export async function loadPagePolls(
  db: Database,
  viewerId: string,
  postIds: readonly string[],
): Promise<Map<string, ViewedPoll>> {
  const polls = new Map<string, ViewedPoll>();
  if (postIds.length === 0) return polls;
  const rows = await db.select<PollOptionRow>(
    `SELECT pl.post_id AS postId, pl.id AS pollId, pl.ends_at AS endsAt, pl.total_votes AS totalVotes,
       viewer_vote.option_id AS votedOptionId,
       o.id, o.position, o.option_text AS optionText, o.vote_count AS voteCount
     FROM polls pl
     JOIN poll_options o ON o.poll_id = pl.id
     LEFT JOIN poll_votes viewer_vote ON viewer_vote.poll_id = pl.id AND viewer_vote.user_id = :viewerId
     WHERE pl.post_id IN (:postIds)
     ORDER BY pl.post_id, o.position`,
    { postIds: [...postIds], viewerId },
  );
  for (const row of rows) {
    let poll = polls.get(row.postId);
    if (!poll) {
      poll = {
        poll: { id: row.pollId, endsAt: toDate(row.endsAt), totalVotes: Number(row.totalVotes) },
        options: [],
        votedOptionId: row.votedOptionId,
      };
      polls.set(row.postId, poll);
    }
    poll.options.push({
      id: row.id,
      position: Number(row.position),
      optionText: row.optionText,
      voteCount: Number(row.voteCount),
    });
  }
  return polls;
}
