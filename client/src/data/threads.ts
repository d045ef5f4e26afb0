import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PostDto } from '@flock/shared';
import { isApiError } from '../api/ApiError';
import { postsApi } from '../api/posts';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import type { PostRecord } from '../db/records';
import { removePostLocally, storeFetchedPosts, stripRecord } from './postRecords';

type FetchResult = 'done' | 'offline' | 'error';

/** The parts of a thread this device holds, in order. */
export async function storedThreadParts(db: MemberDb, threadId: string): Promise<PostRecord[]> {
  const parts = await db.posts.where('threadId').equals(threadId).toArray();
  return parts.sort((a, b) => (a.threadPosition ?? 0) - (b.threadPosition ?? 0));
}

/**
 * Fetches a thread into Dexie. Parts the server no longer shows (deleted, or the whole thread gone)
 * leave the device, unless they were made here and not sent yet.
 */
export async function fetchThread(db: MemberDb, threadId: string): Promise<FetchResult> {
  let posts: PostDto[];
  try {
    posts = (await postsApi.thread(threadId)).posts;
  } catch (error) {
    if (!isApiError(error)) return 'error';
    if (error.status === 404) posts = [];
    else return error.kind === 'network' && !navigator.onLine ? 'offline' : 'error';
  }
  await db.transaction('rw', db.tables, async () => {
    await storeFetchedPosts(db, posts);
    const shown = new Set(posts.map((post) => post.id));
    for (const part of await storedThreadParts(db, threadId)) {
      if (!shown.has(part.id) && part.origin !== 'local') await removePostLocally(db, part.id);
    }
  });
  return 'done';
}

export interface ThreadView {
  /** The parts on the device, in order; undefined until read. */
  parts: PostDto[] | undefined;
  /** The refresh from the server: 'idle' once done, or offline with what the device has. */
  status: 'loading' | 'idle' | 'error';
  retry(): void;
}

/** A thread (by its first part's id), shown from the device at once and refreshed from the server. */
export function useThread(threadId: string | null): ThreadView {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  const parts = useLiveQuery(
    async () => (db && threadId ? (await storedThreadParts(db, threadId)).map(stripRecord) : undefined),
    [db, threadId],
  );
  const [attempt, setAttempt] = useState(0);
  const key = `${threadId ?? ''}#${attempt}`;
  const [fetched, setFetched] = useState<{ key: string; result: FetchResult } | null>(null);

  useEffect(() => {
    if (!db || !threadId) return;
    let current = true;
    void fetchThread(db, threadId).then((result) => {
      if (current) setFetched({ key, result });
    });
    return () => {
      current = false;
    };
  }, [db, threadId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = fetched?.key === key ? fetched.result : null;
  const status = result === null ? 'loading' : result === 'error' ? 'error' : 'idle';
  return { parts, status, retry };
}
