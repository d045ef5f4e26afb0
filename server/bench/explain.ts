import { QueryTypes } from 'sequelize';
import type { AppContext } from '../src/context.js';
import { explainSql, statementSettings } from '../src/db/mariadbSession.js';
import type { BenchRoute } from './routes.js';

/**
 * BENCH_EXPLAIN=1: makes one request per route, records the SQL it ran, and prints each SELECT's
 * plan (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on MySQL/MariaDB), so a scan shows where it happens.
 */
export async function explainRoutes(ctx: AppContext, origin: string, routes: BenchRoute[]): Promise<void> {
  const { sequelize } = ctx.db;
  const options = (sequelize as unknown as { options: { logging: unknown } }).options;
  for (const route of routes) {
    const target = route.targets[0]!;
    const statements: string[] = [];
    options.logging = (line: string) => {
      statements.push(line.replace(/^Executing \([^)]*\): /, ''));
    };
    try {
      const headers = target.authorization ? { authorization: target.authorization } : undefined;
      await (await fetch(`${origin}${target.path}`, { headers })).arrayBuffer();
    } finally {
      options.logging = false;
    }
    console.log(`\n=== ${route.label}: GET ${target.path} (${statements.length} statements)`);
    for (const sql of statements) {
      console.log(`\n${sql.replace(/\s+/g, ' ').trim()}`);
      if (!/^\s*(SELECT|WITH)\b/i.test(statementSettings(sql).statement)) continue;
      const explain = ctx.db.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
      const plan = await sequelize.query<Record<string, unknown>>(
        explainSql(explain, sql.replace(/;\s*$/, '')),
        {
          type: QueryTypes.SELECT,
        },
      );
      if (ctx.db.dialect === 'sqlite') {
        for (const step of plan) console.log(`  ${String(step.detail)}`);
      } else {
        console.table(
          plan.map((step) => ({
            table: step.table,
            type: step.type,
            key: step.key,
            rows: step.rows,
            extra: step.Extra,
          })),
        );
      }
    }
  }
}
