import { useLiveQuery } from 'dexie-react-hooks';
import { PWA_CACHES, type PostDto } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import type { OfflinePackRecord } from '../db/collectionRecords';
import { memberDb, type MemberDb } from '../db/memberDb';
import { activeMemberDb } from '../sync/member';
import { fetchWholeFolder } from './bookmarks';
import { errorText } from './errorText';

/**
 * Read-later packs: a folder made available offline has all its bookmarked posts fetched onto the
 * device and their images and authors' pictures put in the pinned media cache, which the service
 * worker answers from before anything else and which never expires. Only media of the app's own origin
 * can be kept (a cross-origin deployment shows them online only).
 */

function mediaOf(post: PostDto): string[] {
  const own = post.mediaUrls.filter((m) => m.type === 'image').flatMap((m) => [m.url, m.thumbnailUrl ?? '']);
  const quoted = post.quotedPost ? mediaOf(post.quotedPost) : [];
  return [...own, post.author.profilePicture ?? '', ...quoted];
}

function sameOrigin(url: string): string | null {
  if (!url || url.startsWith('local:')) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

async function folderMedia(db: MemberDb, folderId: string): Promise<string[]> {
  const bookmarks = await db.bookmarks.where('folderId').equals(folderId).toArray();
  const posts = await db.posts.bulkGet(bookmarks.map((b) => b.postId));
  const urls = posts.flatMap((post) => (post ? mediaOf(post) : [])).flatMap((u) => sameOrigin(u) ?? []);
  return [...new Set(urls)];
}

const running = new Map<string, Promise<void>>();

/** Fetches the folder's posts and media ahead (again: what is kept already is skipped). */
export function makeFolderAvailableOffline(folderId: string): Promise<void> {
  const db = activeMemberDb();
  const key = `${db.name}|${folderId}`;
  let run = running.get(key);
  if (!run) {
    run = packFolder(db, folderId).finally(() => running.delete(key));
    running.set(key, run);
  }
  return run;
}

async function packFolder(db: MemberDb, folderId: string): Promise<void> {
  const previous = await db.offlinePacks.get(folderId);
  const update = (changes: Partial<OfflinePackRecord>) =>
    db.offlinePacks.update(folderId, { ...changes, updatedAt: Date.now() });
  await db.offlinePacks.put({
    folderId,
    state: 'fetching',
    posts: 0,
    mediaDone: 0,
    mediaTotal: 0,
    mediaUrls: previous?.mediaUrls ?? [],
    error: null,
    updatedAt: Date.now(),
  });
  try {
    await fetchWholeFolder(db, folderId, (posts) => void update({ posts }));
    const urls = await folderMedia(db, folderId);
    const kept = [...new Set([...(previous?.mediaUrls ?? []), ...urls])];
    await update({ mediaTotal: urls.length, mediaUrls: kept });
    const cache = await caches.open(PWA_CACHES.pinned);
    let done = 0;
    for (const url of urls) {
      if (!(await cache.match(url))) {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`Could not keep ${url} (${response.status})`);
        await cache.put(url, response);
      }
      done += 1;
      await update({ mediaDone: done });
    }
    await update({ state: 'ready' });
  } catch (error) {
    await update({
      state: 'failed',
      error: errorText(error, 'Could not make this folder available offline'),
    });
  }
}

/** Stops keeping a folder offline: its record goes, and the media no other pack needs. */
export async function removeOfflinePack(folderId: string): Promise<void> {
  const db = activeMemberDb();
  const pack = await db.offlinePacks.get(folderId);
  if (!pack) return;
  await db.offlinePacks.delete(folderId);
  const stillNeeded = new Set((await db.offlinePacks.toArray()).flatMap((p) => p.mediaUrls));
  if (!('caches' in globalThis)) return;
  const cache = await caches.open(PWA_CACHES.pinned);
  await Promise.all(pack.mediaUrls.filter((u) => !stillNeeded.has(u)).map((u) => cache.delete(u)));
}

export function useOfflinePack(folderId: string | null): OfflinePackRecord | null | undefined {
  const { user } = useAuth();
  return useLiveQuery(
    async () => (user && folderId ? ((await memberDb(user.id).offlinePacks.get(folderId)) ?? null) : null),
    [user?.id, folderId],
  );
}

/** How long a kept folder stays as fetched before opening it online fetches what is new. */
export const PACK_REFRESH_MS = 5 * 60 * 1000;
