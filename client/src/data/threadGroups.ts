import type { RetweetedByDto } from '@flock/shared';
import type { FeedItem } from './types';

/** One card of a post list: a post on its own, or the parts of one thread that the list holds. */
export type FeedEntry = PostEntry | ThreadEntry;

export interface PostEntry {
  kind: 'post';
  key: string;
  item: FeedItem;
}

export interface ThreadEntry {
  kind: 'thread';
  key: string;
  /** The thread's first part's id: /post/<threadId> shows the whole thread. */
  threadId: string;
  /** The parts in the list, in thread order (position 0 first). */
  parts: FeedItem[];
  /** Who reposted it, when the thread's newest place in the list is a repost. */
  retweetedBy: RetweetedByDto | null;
  /** The card shows every part the device knows of, from the first one on. */
  complete: boolean;
}

const positionOf = (item: FeedItem) => item.post.threadPosition ?? Number.MAX_SAFE_INTEGER;

/**
 * Groups a list (newest first) into cards. Every part of a thread in the list joins one card, placed
 * where the thread's newest part stands; each post shows once. A thread whose only part in the list is
 * all there is reads as a plain post.
 */
export function groupThreads(items: readonly FeedItem[]): FeedEntry[] {
  const entries: FeedEntry[] = [];
  const threads = new Map<string, ThreadEntry>();
  const seen = new Set<string>();
  for (const item of items) {
    const { post } = item;
    if (seen.has(post.id)) continue;
    seen.add(post.id);
    if (post.threadId === null) {
      entries.push({ kind: 'post', key: post.id, item });
      continue;
    }
    let thread = threads.get(post.threadId);
    if (!thread) {
      thread = {
        kind: 'thread',
        key: `thread:${post.threadId}`,
        threadId: post.threadId,
        parts: [],
        retweetedBy: item.retweetedBy,
        complete: false,
      };
      threads.set(post.threadId, thread);
      entries.push(thread);
    }
    thread.parts.push(item);
  }
  return entries.map((entry) => {
    if (entry.kind === 'post') return entry;
    entry.parts.sort((a, b) => positionOf(a) - positionOf(b));
    entry.complete = isWholeThread(entry.parts);
    const [only] = entry.parts;
    if (only && entry.parts.length === 1 && entry.complete) {
      return { kind: 'post', key: only.post.id, item: { ...only, retweetedBy: entry.retweetedBy } };
    }
    return entry;
  });
}

/** The first part is there and no part the device holds is missing. */
function isWholeThread(parts: readonly FeedItem[]): boolean {
  const known = Math.max(0, ...parts.map((part) => part.threadPartsOnDevice ?? 0));
  return parts[0]?.post.threadPosition === 0 && parts.length >= known;
}
