import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { HashtagDto } from '@flock/shared';
import { isApiError } from '../api/ApiError';
import { hashtagPaths, hashtagsApi } from '../api/hashtags';
import { useAuth } from '../auth/useAuth';
import type { HashtagRecord } from '../db/collectionRecords';
import { memberDb, type MemberDb } from '../db/memberDb';
import { isQueued } from '../sync/outboxQueue';
import { queueToggle } from '../sync/toggles';
import { errorText } from './errorText';
import { feedLoader, readFeed } from './feed';
import { hashtagFeed } from './postRecords';
import type { FeedItem, PagedList } from './types';
import { usePagedList, type PageLoader } from './usePagedList';
import { writeLocally } from './writeTransaction';

/** Hashtag pages as the device keeps them, and following a hashtag through the outbox. */

export const hashtagKey = (tag: string) => tag.replace(/^#/, '').toLowerCase();

/** Puts a fetched header on the device; a follow still queued keeps the device's follow state. */
export async function storeHashtag(db: MemberDb, tag: string, hashtag: HashtagDto): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const key = hashtagKey(tag);
    const queued = (await db.outbox.where('entityId').equals(key).toArray()).some(
      (e) => e.kind === 'hashtag.follow' && isQueued(e),
    );
    const local = queued ? await db.hashtags.get(key) : undefined;
    await db.hashtags.put({
      ...hashtag,
      ...(local ? { isFollowing: local.isFollowing, followerCount: local.followerCount } : {}),
      tag: key,
      savedAt: Date.now(),
    });
  });
}

export interface HashtagView {
  hashtag: HashtagRecord | null | undefined;
  error: string | null;
  retry(): void;
}

/** A hashtag page's header: from the device at once, fetched again when shown. */
export function useHashtag(tag: string): HashtagView {
  const { user } = useAuth();
  const key = hashtagKey(tag);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!user) return;
    let live = true;
    hashtagsApi
      .get(tag)
      .then(({ hashtag }) => storeHashtag(memberDb(user.id), tag, hashtag))
      .then(
        () => live && setError(null),
        (caught: unknown) => {
          const offline = isApiError(caught) && caught.kind === 'network';
          if (live && !offline) setError(errorText(caught, 'Failed to load this hashtag'));
        },
      );
    return () => {
      live = false;
    };
  }, [user, tag, attempt]);
  const hashtag = useLiveQuery(
    async () => (user ? ((await memberDb(user.id).hashtags.get(key)) ?? null) : undefined),
    [user?.id, key],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { hashtag, error, retry };
}

/** A hashtag's posts the member may see, newest first, kept on the device. */
export function useHashtagFeed(tag: string): PagedList<FeedItem> {
  const feed = hashtagFeed(hashtagKey(tag));
  const read = useCallback((db: MemberDb) => readFeed(db, feed), [feed]);
  const load = useCallback<PageLoader>(
    (db, mode, state) => feedLoader(feed, (query) => hashtagsApi.posts(tag, query))(db, mode, state),
    [feed, tag],
  );
  return usePagedList({
    list: feed,
    enabled: tag !== '',
    read,
    load,
    present: (item: FeedItem) => item,
    fallbackError: 'Failed to load posts',
  });
}

/** Follow becomes Following and back at once; the server hears the final state once online. */
export function toggleHashtagFollow(tag: string): Promise<void> {
  return writeLocally(async (db) => {
    const key = hashtagKey(tag);
    const current = await db.hashtags.get(key);
    const name = current?.name ?? tag;
    const was = current?.isFollowing ?? false;
    const count = current?.followerCount ?? 0;
    const desired = !was;
    await db.hashtags.put({
      name,
      postCount: current?.postCount ?? 0,
      isTrending: current?.isTrending ?? false,
      trendingRank: current?.trendingRank ?? null,
      tag: key,
      savedAt: current?.savedAt ?? Date.now(),
      isFollowing: desired,
      followerCount: Math.max(0, count + (desired ? 1 : -1)),
    });
    await queueToggle(db, {
      kind: 'hashtag.follow',
      entityId: key,
      desired,
      before: { on: was, count },
      request: (on) => ({ method: on ? 'POST' : 'DELETE', path: hashtagPaths.follow(name), body: undefined }),
      label: (on) => `${on ? 'Follow' : 'Unfollow'} #${name}`,
    });
  });
}
