import { liveQuery } from 'dexie';
import { from, shareReplay, type Observable } from 'rxjs';
import { useMemo } from 'react';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';
import { useObservable } from '../hooks/useObservable';

/**
 * What every post card's bookmark menu needs (the folders' names and which folder each bookmarked post
 * is in), read by one shared live query per member rather than one per card.
 */

export interface FolderChoice {
  id: string;
  name: string;
}

interface Choices {
  folders: FolderChoice[];
  /** postId -> its bookmark's folder (null: none). */
  filed: Map<string, string | null>;
}

const EMPTY: Choices = { folders: [], filed: new Map() };
const streams = new Map<string, Observable<Choices>>();

function choicesOf(userId: string): Observable<Choices> {
  let stream = streams.get(userId);
  if (!stream) {
    stream = from(
      liveQuery(async () => {
        const db = memberDb(userId);
        const [folders, bookmarks] = await Promise.all([
          db.folders.orderBy('createdAt').toArray(),
          db.bookmarks.toArray(),
        ]);
        return {
          folders: folders.map((f) => ({ id: f.id, name: f.name })),
          filed: new Map(bookmarks.map((b) => [b.postId, b.folderId])),
        };
      }),
    ).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    streams.set(userId, stream);
  }
  return stream;
}

export function useBookmarkChoices(): Choices {
  const { user } = useAuth();
  const source = useMemo(() => (user ? choicesOf(user.id) : from([EMPTY])), [user]);
  return useObservable(source, EMPTY);
}
