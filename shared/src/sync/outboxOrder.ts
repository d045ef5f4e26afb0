import type { OutboxEntry, OutboxKind } from './outboxEntry.js';

/**
 * Which entries may travel beside others. These kinds name every record they touch in `entityId`,
 * `dependsOn` and `creates` (a comment names its post, a quote the quoted post), and the server applies
 * them independently of writes about other records. Any other kind is sent alone, in its place.
 */
const SENT_BESIDE_OTHERS: ReadonlySet<OutboxKind> = new Set<OutboxKind>([
  'post.create',
  'post.quote',
  'thread.create',
  'post.like',
  'post.repost',
  'poll.vote',
  'comment.create',
  'comment.reply',
  'comment.like',
  'user.follow',
]);

/**
 * The records an entry writes to or needs, for ordering: two entries sharing one go in `seq` order
 * (a comment after the post it is on, a second comment on a post after the first). Null: the entry
 * must not overlap with any other.
 */
export function recordsTouched(entry: OutboxEntry): readonly string[] | null {
  if (!SENT_BESIDE_OTHERS.has(entry.kind)) return null;
  return [entry.entityId, ...(entry.dependsOn ?? []), ...(entry.creates ?? [])];
}
