import { useCallback, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';
import { errorText } from './errorText';
import { fillHomeFeedGap } from './feed';
import { readFeedGaps } from './feedGaps';
import { HOME_FEED } from './postRecords';

export interface FeedGapView {
  id: string;
  /** The cursor of the post the gap sits under. */
  before: string;
  missing: number;
  capped: boolean;
  loading: boolean;
  error: string | null;
}

/** The home feed's gaps as the device holds them, each with its "load" action and state. */
export function useHomeFeedGaps(): { gaps: FeedGapView[]; fill(id: string): void } {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  const records = useLiveQuery(async () => (db ? readFeedGaps(db, HOME_FEED) : []), [db]);
  const [busy, setBusy] = useState<Record<string, { loading: boolean; error: string | null }>>({});
  const fill = useCallback(
    (id: string) => {
      if (!db) return;
      setBusy((all) => ({ ...all, [id]: { loading: true, error: null } }));
      fillHomeFeedGap(db, id).then(
        () => setBusy((all) => ({ ...all, [id]: { loading: false, error: null } })),
        (caught: unknown) =>
          setBusy((all) => ({
            ...all,
            [id]: { loading: false, error: errorText(caught, 'Failed to load the missing posts') },
          })),
      );
    },
    [db],
  );
  const gaps = (records ?? []).map((gap) => ({
    id: gap.id,
    before: gap.before,
    missing: gap.missing,
    capped: gap.capped,
    loading: busy[gap.id]?.loading ?? false,
    error: busy[gap.id]?.error ?? null,
  }));
  return { gaps, fill };
}
