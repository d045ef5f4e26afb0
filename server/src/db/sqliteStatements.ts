import type { ParameterValue } from './namedParameters.js';

type Done<T> = (error: Error | null, result: T) => void;

export interface SqliteStatement {
  all(values: ParameterValue[], done: Done<unknown[]>): void;
  reset(): void;
  finalize(done: () => void): void;
}

export interface SqliteConnection {
  prepare(sql: string, done: (error: Error | null) => void): SqliteStatement;
}

/** Statements kept per connection; past that they are all finalized and prepared afresh. */
const STATEMENTS_KEPT = 200;

export interface StatementCache {
  /** All rows of `sql` with `values`, on `connection`. */
  allRows<T>(connection: SqliteConnection, sql: string, values: ParameterValue[]): Promise<T[]>;
  /** Finalizes every kept statement: a connection only closes without any. */
  finalizeAll(): Promise<void>;
}

/**
 * Reads on SQLite connections with statements prepared once and reused (the driver otherwise
 * prepares every statement for each call). Each run is followed by a reset, so a finished statement
 * never keeps its read transaction (and its snapshot) open; a statement that failed is not kept.
 */
export function createStatementCache(): StatementCache {
  const kept = new Map<SqliteConnection, Map<string, Promise<SqliteStatement>>>();

  const finalize = (statements: Iterable<Promise<SqliteStatement>>) =>
    Promise.all(
      [...statements].map((prepared) =>
        prepared.then(
          (statement) => new Promise<void>((resolve) => statement.finalize(resolve)),
          () => undefined,
        ),
      ),
    );

  function prepare(connection: SqliteConnection, sql: string): Promise<SqliteStatement> {
    let statements = kept.get(connection);
    if (!statements) {
      statements = new Map();
      kept.set(connection, statements);
    }
    const found = statements.get(sql);
    if (found) return found;
    if (statements.size >= STATEMENTS_KEPT) {
      void finalize(statements.values());
      statements.clear();
    }
    const own = statements;
    const prepared = new Promise<SqliteStatement>((resolve, reject) => {
      const statement = connection.prepare(sql, (error) => (error ? reject(error) : resolve(statement)));
    });
    prepared.catch(() => {
      if (own.get(sql) === prepared) own.delete(sql);
    });
    own.set(sql, prepared);
    return prepared;
  }

  return {
    async allRows<T>(connection: SqliteConnection, sql: string, values: ParameterValue[]) {
      const statement = await prepare(connection, sql);
      return new Promise<T[]>((resolve, reject) => {
        statement.all(values, (error, rows) => (error ? reject(error) : resolve(rows as T[])));
        statement.reset();
      });
    },
    async finalizeAll() {
      const all = [...kept.values()].flatMap((statements) => [...statements.values()]);
      kept.clear();
      await finalize(all);
    },
  };
}
