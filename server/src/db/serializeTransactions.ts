import type { Sequelize, Transaction, TransactionOptions } from 'sequelize';

const WAIT_LIMIT_MS = 30_000;

/**
 * SQLite has one writer at a time. Sequelize gives each transaction its own connection, so
 * concurrent transactions race for the write lock and fail with SQLITE_BUSY under load. This
 * makes the process run them one after another instead (managed and unmanaged alike); a
 * transaction started inside another one's callback would wait forever, so waiting is bounded.
 */
export function serializeTransactions(sequelize: Sequelize): void {
  const begin = sequelize.transaction.bind(sequelize) as (
    options?: TransactionOptions,
    callback?: (t: Transaction) => Promise<unknown>,
  ) => Promise<unknown>;
  let tail: Promise<void> = Promise.resolve();

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
        return await begin(options, callback);
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
    const commit = started.commit.bind(started);
    const rollback = started.rollback.bind(started);
    started.commit = () => commit().finally(release);
    started.rollback = () => rollback().finally(release);
    return started;
  }

  sequelize.transaction = transaction as Sequelize['transaction'];
}
