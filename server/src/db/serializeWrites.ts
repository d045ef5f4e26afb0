import {
  QueryTypes,
  type QueryOptions,
  type Sequelize,
  type Transaction,
  type TransactionOptions,
} from 'sequelize';

const WAIT_LIMIT_MS = 30_000;

/** Statements that change the database when run outside a transaction (the rest only read). */
const WRITE_TYPES = new Set<string>([
  QueryTypes.INSERT,
  QueryTypes.UPDATE,
  QueryTypes.BULKUPDATE,
  QueryTypes.BULKDELETE,
  QueryTypes.DELETE,
  QueryTypes.UPSERT,
]);
const READ_SQL = /^\s*(SELECT|PRAGMA\s+\w+\s*(\(|;|$)|EXPLAIN)/i;

/** Whether a statement run outside a transaction takes SQLite's write lock. */
export function isWriteStatement(sql: unknown, options: QueryOptions | undefined): boolean {
  const type = options?.type as string | undefined;
  if (type && WRITE_TYPES.has(type)) return true;
  if (type && type !== QueryTypes.RAW) return false;
  const text = typeof sql === 'string' ? sql : ((sql as { query?: string } | null)?.query ?? '');
  return !READ_SQL.test(text);
}

/**
 * SQLite has one writer at a time. Sequelize gives each transaction its own connection and runs
 * statements outside a transaction on another, so concurrent writes race for the write lock: the
 * losers either fail with SQLITE_BUSY or sleep in SQLite's busy handler (which backs off by up to
 * 100 ms a try, long after the lock is free). This makes the process run its writes one after
 * another instead, in the order they asked: transactions (managed and unmanaged) and writing
 * statements outside one alike. Reads are not held up. A transaction's turn ends at its commit or
 * rollback, before its after-commit hooks run, so a hook may write. A write that waits inside a
 * transaction for a write outside it would wait forever, so waiting is bounded.
 */
export function serializeWrites(sequelize: Sequelize): void {
  const begin = sequelize.transaction.bind(sequelize) as (
    options?: TransactionOptions,
    callback?: (t: Transaction) => Promise<unknown>,
  ) => Promise<unknown>;
  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: QueryOptions) => Promise<unknown>;
  let tail: Promise<void> = Promise.resolve();

  /** Waits for the write turn; the function returned ends it (calling it again does nothing). */
  async function acquire(): Promise<() => void> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const turn = tail;
    tail = tail.then(() => done);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('waited too long for the SQLite write lock')), WAIT_LIMIT_MS);
    });
    try {
      await Promise.race([turn, timeout]);
    } catch (error) {
      turn.then(release, release);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return release;
  }

  async function transaction(
    optionsOrCallback?: TransactionOptions | ((t: Transaction) => Promise<unknown>),
    maybeCallback?: (t: Transaction) => Promise<unknown>,
  ): Promise<unknown> {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    const options = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback;
    const release = await acquire();
    if (callback) {
      try {
        return await begin(options, (t) => {
          // Registered first, so it runs before the hooks the callback adds.
          t.afterCommit(release);
          return callback(t);
        });
      } finally {
        release();
      }
    }
    let started: Transaction;
    try {
      started = (await begin(options)) as Transaction;
    } catch (error) {
      release();
      throw error;
    }
    started.afterCommit(release);
    const commit = started.commit.bind(started);
    const rollback = started.rollback.bind(started);
    started.commit = () => commit().finally(release);
    started.rollback = () => rollback().finally(release);
    return started;
  }

  async function queued(sql: unknown, options?: QueryOptions): Promise<unknown> {
    if (options?.transaction || !isWriteStatement(sql, options)) return query(sql, options);
    const release = await acquire();
    try {
      return await query(sql, options);
    } finally {
      release();
    }
  }

  sequelize.transaction = transaction as Sequelize['transaction'];
  sequelize.query = queued as Sequelize['query'];
}
