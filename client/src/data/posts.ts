import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PostDto } from '@flock/shared';
import { isApiError } from '../api/ApiError';
import { postsApi } from '../api/posts';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import { removePostLocally, storeFetchedPosts, stripRecord } from './postRecords';

export { createPost, createQuote, createThread } from './postCreate';
export { togglePostLike, togglePostRepost, voteInPoll } from './postToggles';
export { removeBookmark, saveBookmark, togglePostBookmark } from './bookmarkWrites';
export { deletePost } from './postDelete';

type FetchResult = 'found' | 'not-found' | 'error';

/** Fetches one post into Dexie. A post the server no longer shows goes from the device too. */
async function fetchPost(db: MemberDb, postId: string): Promise<FetchResult> {
  try {
    const { post } = await postsApi.get(postId);
    const stored = await db.transaction('rw', db.tables, async () => storeFetchedPosts(db, [post]));
    return stored.length > 0 ? 'found' : 'not-found';
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) return 'error';
    const local = await db.posts.get(postId);
    if (local?.origin === 'local') return 'found';
    await db.transaction('rw', db.tables, async () => removePostLocally(db, postId));
    return 'not-found';
  }
}

export interface PostView {
  post: PostDto | undefined;
  status: 'loading' | 'ready' | 'not-found' | 'error';
  retry(): void;
}

/** One post, shown from the device at once (offline too) and refreshed from the server. */
/** The copy of a post stored on this device, as it changes (null when there is none); never fetches. */
export function useStoredPost(postId: string): PostDto | null | undefined {
  const record = useStoredPostRecord(postId);
  return record ? stripRecord(record) : record;
}

function useStoredPostRecord(postId: string) {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  return useLiveQuery(async () => (db ? ((await db.posts.get(postId)) ?? null) : null), [db, postId]);
}

export function usePost(postId: string): PostView {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  const record = useStoredPostRecord(postId);
  const [fetched, setFetched] = useState<{ key: string; result: FetchResult } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${postId}#${attempt}`;

  useEffect(() => {
    if (!db) return;
    let current = true;
    void fetchPost(db, postId).then((result) => {
      if (current) setFetched({ key, result });
    });
    return () => {
      current = false;
    };
  }, [db, postId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = fetched?.key === key ? fetched.result : null;
  let status: PostView['status'] = 'loading';
  if (record) status = 'ready';
  else if (record === null && result === 'error') status = 'error';
  else if (record === null && result === 'not-found') status = 'not-found';
  return { post: record ? stripRecord(record) : undefined, status, retry };
}
