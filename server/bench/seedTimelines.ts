import { QueryTypes } from 'sequelize';
import { rebuildTimeline } from '../src/commands/rebuildTimeline.js';
import type { AppContext } from '../src/context.js';

/**
 * Builds the home timeline of every seeded member who has none yet, with the same command that
 * builds a missing one in production. Resumable: an interrupted seed continues where it stopped.
 */
export async function buildTimelines(ctx: AppContext): Promise<void> {
  const { sequelize } = ctx.db;
  const missing = await sequelize.query<{ id: string }>(
    `SELECT u.id FROM users u LEFT JOIN timeline_states s ON s.member_id = u.id
     WHERE s.member_id IS NULL ORDER BY u.id`,
    { type: QueryTypes.SELECT },
  );
  if (missing.length === 0) return;
  // MySQL builds several at once over its pool; SQLite runs one write transaction at a time anyway.
  const parallel = ctx.db.dialect === 'mysql' ? 4 : 1;
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < missing.length) {
      const { id } = missing[next++]!;
      await rebuildTimeline(ctx.db, id);
      done += 1;
      if (done % 250 === 0 || done === missing.length)
        process.stdout.write(`\r  timelines: ${done}/${missing.length}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  process.stdout.write('\n');
}
