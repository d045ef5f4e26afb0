import { useCallback, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';
import type { OutboxView } from '../data/types';
import { isDraining, subscribeDraining } from './drainState';
import { entityOutboxStates, type EntityOutboxState } from './entityOutboxStates';
import { activeMemberDb } from './member';
import { isQueued } from './outboxQueue';
import { outboxChanged } from './outboxSignal';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The member's outbox, live; undefined while Dexie is first read or when signed out. */
function useOutboxEntries(): OutboxEntry[] | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useLiveQuery(async () => (userId ? memberDb(userId).outbox.orderBy('seq').toArray() : []), [userId]);
}

export interface SyncStatus {
  online: boolean;
  /** Entries waiting to be sent or on their way. */
  pending: number;
  /** Entries the server refused, waiting for Retry or Discard. */
  failed: number;
  /** This page is sending right now. */
  draining: boolean;
}

export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const draining = useSyncExternalStore(subscribeDraining, isDraining, () => false);
  const { total, failed } = useOutboxCounts() ?? { total: 0, failed: 0 };
  return { online, pending: total - failed, failed, draining };
}

/**
 * How many entries the outbox holds, and how many of them failed: counted, not read, since this runs
 * again after every change of the outbox (a drain of 1,000 writes changes it thousands of times).
 */
function useOutboxCounts(): { total: number; failed: number } | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useLiveQuery(async () => {
    if (!userId) return { total: 0, failed: 0 };
    const outbox = memberDb(userId).outbox;
    const [total, failed] = await Promise.all([
      outbox.count(),
      outbox.where('state').equals('failed').count(),
    ]);
    return { total, failed };
  }, [userId]);
}

/** Whether a write about this record is still waiting to be sent (or on its way). */
export function useIsPending(entityId: string): boolean {
  const { user } = useAuth();
  const userId = user?.id;
  return (
    useLiveQuery(async () => {
      if (!userId || !entityId) return false;
      const entries = await memberDb(userId).outbox.where('entityId').equals(entityId).toArray();
      return entries.some(isQueued);
    }, [userId, entityId]) ?? false
  );
}

/** 'failed' if a write about this record was refused, 'pending' if one is queued, else null. */
export function useEntityOutboxState(entityId: string): EntityOutboxState {
  const { user } = useAuth();
  const states = user ? entityOutboxStates(user.id) : null;
  const subscribe = useCallback(
    (onChange: () => void) => (states && entityId ? states.subscribe(entityId, onChange) : () => undefined),
    [states, entityId],
  );
  return useSyncExternalStore(
    subscribe,
    () => (states && entityId ? states.stateOf(entityId) : null),
    () => null,
  );
}

/** Pending and failed writes, oldest first, for the sync centre; undefined until IndexedDB answered. */
export function useOutbox(): OutboxView[] | undefined {
  return useOutboxEntries()?.map((entry) => ({
    id: entry.id,
    label: entry.label,
    state: entry.state,
    error: entry.error?.message ?? null,
    attempts: entry.attempts,
    createdAt: entry.createdAt,
    entityId: entry.entityId,
  }));
}

/** Sends the entry again now: a failed one goes back in the queue (with the entries that failed with it). */
export async function retryOutboxEntry(id: string): Promise<void> {
  const db = activeMemberDb();
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    const all = await db.outbox.toArray();
    const again = [entry];
    for (let i = 0; i < again.length; i++) {
      again.push(...all.filter((e) => e.error?.blockedBy === again[i]!.id));
    }
    for (const e of again) {
      await db.outbox.update(
        e.id,
        e.state === 'failed'
          ? { state: 'pending', error: null, nextAttemptAt: 0, busySince: undefined }
          : { nextAttemptAt: 0 },
      );
    }
  });
  outboxChanged();
}

/**
 * Removes the entry (and what depends on it); a change not yet refused is undone on the device. The
 * undoing of each kind of write is loaded here, when a member discards one, not with the home.
 */
export async function discardOutboxEntry(id: string): Promise<void> {
  const [{ discardEntries }, { collectOrphanMedia }] = await Promise.all([
    import('./discard'),
    import('./reconcile'),
  ]);
  const db = activeMemberDb();
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(id);
    if (entry) await discardEntries(db, entry);
  });
  await collectOrphanMedia(db);
}

/** How many writes of this member have not reached the server (signing out would lose them). */
export async function countUnsent(userId: string): Promise<number> {
  return memberDb(userId).outbox.count();
}
