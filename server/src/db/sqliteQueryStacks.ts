import type { Sequelize } from 'sequelize';

interface SqliteQuery {
  run(sql: string, parameters?: unknown): Promise<unknown>;
  formatError(error: Error, stack?: string): Error;
}
type SqliteQueryClass = new (...args: never[]) => SqliteQuery;

/**
 * Sequelize's SQLite dialect captures an Error for every statement and reads its `stack` when the
 * statement's answer comes back, failed or not, to give a failed statement's error the caller's
 * stack. Reading `stack` formats it, and with source maps on (the server runs under tsx) each frame is
 * looked up in its source map: about a tenth of the server's time during a burst of writes. Here the
 * caller's stack is still captured at every statement, but formatted only for one that fails, so a
 * failed statement's error reads as before.
 */
export function formatSqliteStacksOnFailure(sequelize: Sequelize): void {
  const dialect = (sequelize as unknown as { dialect: { Query: SqliteQueryClass } }).dialect;

  class QueryFormattingStacksOnFailure extends dialect.Query {
    private callSite: Error | undefined;

    override run(sql: string, parameters?: unknown) {
      this.callSite = new Error();
      // The dialect's own capture happens synchronously inside `run`; without frames it costs
      // nothing to format. The limit is put back before anything else runs.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return super.run(sql, parameters);
      } finally {
        Error.stackTraceLimit = limit;
      }
    }

    override formatError(error: Error, stack?: string) {
      return super.formatError(error, this.callSite?.stack ?? stack);
    }
  }

  dialect.Query = QueryFormattingStacksOnFailure;
}
