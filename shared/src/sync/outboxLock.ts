import { outboxLockName } from './outboxEntry.js';

/** The part of the Web Locks API the drain uses (navigator.locks in pages and workers). */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only if no other drainer (another tab, the worker) holds this member's outbox lock;
 * otherwise returns at once. Without Web Locks the work simply runs.
 */
export async function withOutboxLock<T>(
  locks: LockManagerLike | undefined,
  userId: string,
  work: () => Promise<T>,
): Promise<LockedRun<T>> {
  if (!locks) return { ran: true, value: await work() };
  let result: LockedRun<T> = { ran: false };
  await locks.request(outboxLockName(userId), { ifAvailable: true }, async (lock) => {
    if (lock) result = { ran: true, value: await work() };
  });
  return result;
}
