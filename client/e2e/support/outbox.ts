import type { Page } from 'puppeteer-core';
import { memberDatabaseName, type OutboxFailure } from '@flock/shared';

/** An outbox entry as the page's IndexedDB holds it, for a test to say what was waiting and why. */
export interface OutboxEntrySummary {
  kind: string;
  state: string;
  attempts: number;
  /** Milliseconds until its next attempt (negative: due). */
  nextAttemptIn: number;
  /** Why its last attempt failed, if it did. */
  error: OutboxFailure | null;
}

/** The member's outbox entries, read in the page from IndexedDB. */
export function outboxEntries(page: Page, userId: string): Promise<OutboxEntrySummary[]> {
  return page.evaluate(
    (name) =>
      new Promise<OutboxEntrySummary[]>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as Array<Record<string, unknown>>).map((entry) => ({
                kind: String(entry.kind),
                state: String(entry.state),
                attempts: Number(entry.attempts),
                nextAttemptIn: Number(entry.nextAttemptAt) - Date.now(),
                error: (entry.error as OutboxFailure | null | undefined) ?? null,
              })),
            );
          };
        };
      }),
    memberDatabaseName(userId),
  );
}
