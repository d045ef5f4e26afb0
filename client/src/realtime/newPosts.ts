import { useSyncExternalStore } from 'react';

/**
 * Posts the live connection said reached the home feed (`new_post`) since the feed was last fetched:
 * Home offers them as "N new posts" instead of moving what the member is reading. Kept in memory for
 * the signed-in layout; the feed's own fetch is what brings the posts.
 */

let ids: readonly string[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function noteNewPost(postId: string): void {
  if (ids.includes(postId)) return;
  ids = [...ids, postId];
  changed();
}

export function forgetNewPosts(): void {
  if (ids.length === 0) return;
  ids = [];
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNewPostIds(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => ids,
    () => ids,
  );
}
