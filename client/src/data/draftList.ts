import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApiError } from '../api/ApiError';
import { draftsApi } from '../api/drafts';
import { useAuth } from '../auth/useAuth';
import type { DraftRecord } from '../db/draftRecords';
import { memberDb, type MemberDb } from '../db/memberDb';
import { draftRecord } from '../sync/kinds/draftKinds';
import { isDraftWrite } from './drafts';
import { errorText } from './errorText';

/**
 * Replaces the device's drafts with the server's list. Drafts with a write of this device still queued
 * keep the device's copy; a draft the server had and no longer lists was deleted or published elsewhere
 * and goes; one the server never had (its save not sent, or refused) stays.
 */
export async function refreshDrafts(db: MemberDb): Promise<void> {
  const { drafts } = await draftsApi.list();
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    const queued = await db.outbox.toArray();
    const pending = (id: string) => queued.some((entry) => isDraftWrite(entry, id));
    const listed = new Set(drafts.map((draft) => draft.id));
    for (const draft of drafts) if (!pending(draft.id)) await db.drafts.put(draftRecord(draft));
    for (const local of await db.drafts.toArray()) {
      if (!listed.has(local.id) && local.baseRevision > 0 && !pending(local.id))
        await db.drafts.delete(local.id);
    }
  });
}

export interface DraftList {
  /** Newest edit first; undefined until the device's copy has been read. */
  drafts: DraftRecord[] | undefined;
  status: 'loading' | 'idle' | 'error';
  error: string | null;
  refresh(): void;
}

/** The member's drafts from the device (offline too), refreshed from the server when shown. */
export function useDrafts(): DraftList {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  const drafts = useLiveQuery(
    async () => (db ? await db.drafts.orderBy('updatedAt').reverse().toArray() : undefined),
    [db],
  );
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; error: string | null } | null>(null);

  useEffect(() => {
    if (!db) return;
    let current = true;
    refreshDrafts(db).then(
      () => current && setOutcome({ attempt, error: null }),
      (error: unknown) => {
        const offline = isApiError(error) && error.kind === 'network' && !navigator.onLine;
        if (current)
          setOutcome({ attempt, error: offline ? null : errorText(error, 'Failed to load drafts') });
      },
    );
    return () => {
      current = false;
    };
  }, [db, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = outcome?.attempt === attempt ? outcome : null;
  return {
    drafts,
    status: settled === null ? 'loading' : settled.error ? 'error' : 'idle',
    error: settled?.error ?? null,
    refresh,
  };
}
