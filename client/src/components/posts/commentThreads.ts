import type { CommentDto } from '@flock/shared';

export interface CommentThread {
  comment: CommentDto;
  /** Every reply below this top-level comment, however deep, oldest first. */
  replies: CommentDto[];
}

const byTime = (a: CommentDto, b: CommentDto) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * Comments oldest first, each reply under the top-level comment it belongs to (one level of
 * indentation, as on phones deeper nesting gets unreadable). A reply whose parent is not loaded
 * stands on its own.
 */
export function threadComments(comments: readonly CommentDto[]): CommentThread[] {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const rootOf = (comment: CommentDto): CommentDto => {
    let current = comment;
    for (let depth = 0; depth < 50 && current.parentId; depth++) {
      const parent = byId.get(current.parentId);
      if (!parent || parent === comment) break;
      current = parent;
    }
    return current;
  };
  const threads = new Map<string, CommentThread>();
  const sorted = [...comments].sort(byTime);
  for (const comment of sorted) {
    const root = rootOf(comment);
    if (root === comment) threads.set(comment.id, { comment, replies: [] });
  }
  for (const comment of sorted) {
    const root = rootOf(comment);
    if (root !== comment) threads.get(root.id)?.replies.push(comment);
  }
  return [...threads.values()];
}

/** Spec 000 section 5: a top-level comment starts with "@author " unless it already does. */
export function withAuthorMention(content: string, authorUsername: string): string {
  const text = content.trim();
  const escaped = authorUsername.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alreadyThere = new RegExp(`^@${escaped}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
  return alreadyThere ? text : `@${authorUsername} ${text}`;
}
