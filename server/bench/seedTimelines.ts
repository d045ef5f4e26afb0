import { QueryTypes } from 'sequelize';
import { rebuildTimelines } from '../src/commands/rebuildTimeline.js';
import type { AppContext } from '../src/context.js';

/** Members whose timelines one transaction builds. */
const BUILD_BATCH = 100;

/**
 * Builds the home timeline of every seeded member who has none yet, with the command that builds
 * missing ones in production, a hundred members per transaction and query. Resumable: an
 * interrupted seed continues where it stopped.
 */
export async function buildTimelines(ctx: AppContext): Promise<void> {
  const { sequelize } = ctx.db;
  const missing = await sequelize.query<{ id: string }>(
    `SELECT u.id FROM users u LEFT JOIN timeline_states s ON s.member_id = u.id
     WHERE s.member_id IS NULL ORDER BY u.id`,
    { type: QueryTypes.SELECT },
  );
  if (missing.length === 0) return;
  const batches: string[][] = [];
  for (let start = 0; start < missing.length; start += BUILD_BATCH)
    batches.push(missing.slice(start, start + BUILD_BATCH).map((row) => row.id));
  // MySQL builds two batches at once over its pool; SQLite runs one write transaction at a time anyway.
  const parallel = ctx.db.dialect === 'mysql' ? 2 : 1;
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      await rebuildTimelines(ctx.db, batch);
      done += batch.length;
      process.stdout.write(`\r  timelines: ${done}/${missing.length}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  process.stdout.write('\n');
}
