import type { OutboxEntry } from '@flock/shared';
import type { ToggleUndo } from '../sync/toggles';
import type { MemberDb } from '../db/memberDb';

/**
 * Where a queued bookmark write takes a bookmark from and to: `undefined` is "not bookmarked", null is
 * "bookmarked, in no folder", a string is a folder. Folder counts on screen are the stored count plus
 * what queued writes move, and a confirmed write moves the stored count (derived, never stored twice).
 */
export interface FolderMove {
  from: string | null | undefined;
  to: string | null | undefined;
}

export interface BookmarkMoveUndo {
  postId: string;
  from: string | null;
}

export function folderMoveOf(entry: OutboxEntry): FolderMove | null {
  if (entry.kind === 'bookmark.move') {
    const body = entry.body as { folderId: string | null };
    return { from: (entry.undo as BookmarkMoveUndo).from, to: body.folderId };
  }
  if (entry.kind !== 'post.bookmark') return null;
  const undo = entry.undo as ToggleUndo;
  const from = undo.on ? ((undo.extra?.folderId as string | null | undefined) ?? null) : undefined;
  if (entry.method === 'DELETE') return { from, to: undefined };
  return { from, to: (entry.body as { folderId?: string | null }).folderId ?? null };
}

/** How much a move changes the count of `folderId`. */
export function countChange(move: FolderMove, folderId: string): number {
  return (move.to === folderId ? 1 : 0) - (move.from === folderId ? 1 : 0);
}

/** Moves the stored counts of the folders a confirmed write moved a bookmark between. */
export async function applyFolderMove(db: MemberDb, move: FolderMove | null): Promise<void> {
  if (!move || move.from === move.to) return;
  for (const folderId of [move.from, move.to]) {
    if (!folderId) continue;
    const folder = await db.folders.get(folderId);
    if (folder) {
      await db.folders.put({
        ...folder,
        bookmarkCount: Math.max(0, folder.bookmarkCount + countChange(move, folderId)),
      });
    }
  }
}
