import type { Sequelize } from 'sequelize';

/**
 * Planner settings for every connection of the pool when the server is MariaDB (MySQL keeps its
 * defaults: the switches below are MariaDB's). The hot reads are page queries that look each row up
 * by key, with a handful of correlated EXISTS checks per row; MariaDB spent about as many instructions
 * deciding how to run them as running them. Counted per statement (docs/ARCHITECTURE.md, "Home
 * feed"), the reads keep their indexes and their rows, and each setting cuts planning work:
 *
 * - `exists_to_in=off`: rewriting each EXISTS as IN (to weigh semi-join plans) is planning work that
 *   ends in the same per-row key lookup here.
 * - `index_merge=off`: the OR conditions of the visibility policy were analysed for index unions
 *   that a page read by one ordered index never uses.
 * - `eq_range_index_dive_limit=1`: a condition `column = constant` is estimated from the index
 *   statistics instead of a dive into the index while planning (one per such subquery).
 *
 * The subquery cache stays on for the session: the feed computed from the posts (queries/homeFeed.ts)
 * checks the visibility of many posts by the same few authors, and counted half again as much
 * without it. The timeline page, whose rows are distinct posts, turns it off for itself
 * (WITHOUT_SUBQUERY_CACHE below).
 *
 * Per connection rather than server-wide: they concern this app's statements only, and a server
 * shared with other databases keeps its own defaults.
 */
export const MARIADB_SESSION_SETTINGS = `SET SESSION
  optimizer_switch = 'exists_to_in=off,index_merge=off',
  eq_range_index_dive_limit = 1`;

/**
 * Put before a SELECT whose correlated subqueries meet each outer value about once (a page of
 * distinct posts by many authors): MariaDB then runs it without the subquery cache, which would
 * make a temporary table per subquery and fill it with values never asked again. MySQL reads it as
 * a comment. The session keeps the cache for the statements it serves (see above).
 */
export const WITHOUT_SUBQUERY_CACHE = "/*M! SET STATEMENT optimizer_switch='subquery_cache=off' FOR */ ";

/**
 * `explain` (EXPLAIN, EXPLAIN QUERY PLAN...) of `sql`, put after the per-statement settings `sql`
 * may start with, where MariaDB wants them.
 */
export function explainSql(explain: string, sql: string): string {
  const { settings, statement } = statementSettings(sql);
  return `${settings}${explain} ${statement}`;
}

/** The per-statement settings `sql` starts with (WITHOUT_SUBQUERY_CACHE, or none) and the statement after them. */
export function statementSettings(sql: string): { settings: string; statement: string } {
  const settings = sql.startsWith(WITHOUT_SUBQUERY_CACHE) ? WITHOUT_SUBQUERY_CACHE : '';
  return { settings, statement: sql.slice(settings.length) };
}

interface DriverConnection {
  query(sql: string, done: (error: Error | null, rows: unknown) => void): void;
}

const run = (connection: DriverConnection, sql: string) =>
  new Promise<unknown>((resolve, reject) => {
    connection.query(sql, (error, rows) => (error ? reject(error) : resolve(rows)));
  });

/** The settings for a server that answers `SELECT VERSION()` with `version`: null unless it is MariaDB. */
const sessionSqlFor = (version: string | undefined): string | null =>
  /mariadb/i.test(version ?? '') ? MARIADB_SESSION_SETTINGS : null;

/** The settings for the server Sequelize is connected to (for the hot reads' own pool, mysqlReads.ts). */
export async function mariadbSessionSql(sequelize: Sequelize): Promise<string | null> {
  if (sequelize.getDialect() !== 'mysql') return null;
  return sessionSqlFor(await sequelize.databaseVersion());
}

/** Gives each new pool connection MARIADB_SESSION_SETTINGS when the server says it is MariaDB. */
export function tuneMariadbConnections(sequelize: Sequelize): void {
  sequelize.addHook('afterConnect', async (connection: unknown) => {
    const driver = connection as DriverConnection;
    const [row] = (await run(driver, 'SELECT VERSION() AS version')) as { version: string }[];
    const settings = sessionSqlFor(row?.version);
    if (settings) await run(driver, settings);
  });
}
