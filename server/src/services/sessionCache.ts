/** How long a session check may be answered from memory instead of the database. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept at most; past that the oldest checks are read again. */
const MAX_KEPT = 10_000;

/** Whose sessions ended (a logout, a password reset, an account gone) or changed. */
export type EndedSessions = { sessionId: string } | { userId: string };

interface Kept<Row> {
  userId: string;
  row: Row;
  until: number;
}

/**
 * Recently checked sessions with their member, so a burst of requests from one device reads the
 * session once every few seconds. Anything that ends or changes a session or its member forgets it
 * at once (see forgetChangedSessions and the realtime hub's disconnect, which tells every process).
 * A check that read the database while something was forgotten is not kept: it may be older.
 */
export interface SessionCache<Row = unknown> {
  /** Taken before reading the database; `keep` only keeps what was read under the current ticket. */
  ticket(): number;
  find(sessionId: string, userId: string): Row | undefined;
  keep(ticket: number, sessionId: string, userId: string, row: Row): void;
  forget(who: EndedSessions | 'all'): void;
}

export function createSessionCache<Row>(ttlMs = SESSION_CACHE_MS, now = Date.now): SessionCache<Row> {
  const kept = new Map<string, Kept<Row>>();
  let generation = 0;
  return {
    ticket: () => generation,
    find(sessionId, userId) {
      const entry = kept.get(sessionId);
      if (!entry || entry.userId !== userId) return undefined;
      if (entry.until <= now()) {
        kept.delete(sessionId);
        return undefined;
      }
      return entry.row;
    },
    keep(ticket, sessionId, userId, row) {
      if (ticket !== generation || ttlMs <= 0) return;
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(sessionId, { userId, row, until: now() + ttlMs });
    },
    forget(who) {
      generation += 1;
      if (who === 'all') kept.clear();
      else if ('sessionId' in who) kept.delete(who.sessionId);
      else for (const [sessionId, entry] of kept) if (entry.userId === who.userId) kept.delete(sessionId);
    },
  };
}
