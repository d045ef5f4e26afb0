import { QueryTypes } from 'sequelize';
import { rebuildTimelines } from '../src/commands/rebuildTimeline.js';
import type { AppContext } from '../src/context.js';

/** Members whose timelines one transaction builds. */
const BUILD_BATCH = 100;

/**
 * Builds the home timelines of `memberIds` that have none yet, with the command that builds missing
 * ones in production, a hundred members per transaction and query. Resumable: an interrupted seed
 * continues where it stopped.
 */
export async function buildTimelines(ctx: AppContext, memberIds: readonly string[]): Promise<void> {
  const { sequelize } = ctx.db;
  if (memberIds.length === 0) return;
  const missing = await sequelize.query<{ id: string }>(
    `SELECT u.id FROM users u LEFT JOIN timeline_states s ON s.member_id = u.id
     WHERE u.id IN (:memberIds) AND s.member_id IS NULL ORDER BY u.id`,
    { type: QueryTypes.SELECT, replacements: { memberIds } },
  );
  if (missing.length === 0) return;
  const batches: string[][] = [];
  for (let start = 0; start < missing.length; start += BUILD_BATCH)
    batches.push(missing.slice(start, start + BUILD_BATCH).map((row) => row.id));
  // One batch at a time: on MariaDB, two batches inserting at once deadlock on the index gaps.
  let done = 0;
  for (const batch of batches) {
    await rebuildTimelines(ctx.db, batch);
    done += batch.length;
    process.stdout.write(`\r  timelines: ${done}/${missing.length}`);
  }
  process.stdout.write('\n');
}
