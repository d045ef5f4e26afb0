import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApiError } from '../api/ApiError';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import { errorText } from './errorText';

export interface RefreshedList<T> {
  /** Undefined until the device's copy has been read. */
  items: T[] | undefined;
  status: 'loading' | 'idle' | 'error';
  error: string | null;
  refresh(): void;
}

/**
 * A list shown from the member database (offline too) and refreshed from the server when shown and on
 * Retry. Offline, a failed refresh is no error: the device's copy is what there is.
 */
export function useRefreshedList<T>(
  read: (db: MemberDb) => Promise<T[]>,
  refreshFromServer: (db: MemberDb) => Promise<void>,
  failure: string,
): RefreshedList<T> {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  const items = useLiveQuery(async () => (db ? await read(db) : undefined), [db, read]);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; error: string | null } | null>(null);

  useEffect(() => {
    if (!db) return;
    let current = true;
    refreshFromServer(db).then(
      () => current && setOutcome({ attempt, error: null }),
      (error: unknown) => {
        const offline = isApiError(error) && error.kind === 'network' && !navigator.onLine;
        if (current) setOutcome({ attempt, error: offline ? null : errorText(error, failure) });
      },
    );
    return () => {
      current = false;
    };
  }, [db, attempt, refreshFromServer, failure]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = outcome?.attempt === attempt ? outcome : null;
  return {
    items,
    status: settled === null ? 'loading' : settled.error ? 'error' : 'idle',
    error: settled?.error ?? null,
    refresh,
  };
}
