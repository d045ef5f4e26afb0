import type { Database } from '../db/database.js';
import type { PollOptionFields } from '../presenters/presentPoll.js';

interface OptionRow {
  pollId: string;
  id: string;
  position: number | string;
  optionText: string;
  voteCount: number | string;
}

/**
 * The options of a page's polls, in one statement whatever the page size: pollId -> its options in
 * their order. They are read as the page is shown, since their vote counts change with every vote.
 */
export async function loadPollOptions(
  db: Database,
  pollIds: readonly string[],
): Promise<Map<string, PollOptionFields[]>> {
  const options = new Map<string, PollOptionFields[]>();
  if (pollIds.length === 0) return options;
  const rows = await db.select<OptionRow>(
    `SELECT o.poll_id AS pollId, o.id, o.position, o.option_text AS optionText, o.vote_count AS voteCount
     FROM poll_options o WHERE o.poll_id IN (:pollIds) ORDER BY o.poll_id, o.position`,
    { pollIds: [...pollIds] },
  );
  for (const row of rows) {
    const list = options.get(row.pollId) ?? [];
    list.push({
      id: row.id,
      position: Number(row.position),
      optionText: row.optionText,
      voteCount: Number(row.voteCount),
    });
    options.set(row.pollId, list);
  }
  return options;
}
