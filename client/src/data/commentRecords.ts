import type { CommentDto } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import type { CommentRecord } from '../db/records';
import { localCommentFields } from '../sync/kinds/localFields';
import { isQueued } from '../sync/outboxQueue';

/** Stores comments fetched from the server; a queued like of this device keeps its local state. */
export async function storeFetchedComments(db: MemberDb, comments: CommentDto[]): Promise<CommentRecord[]> {
  const ids = comments.map((comment) => comment.id);
  const queued =
    ids.length > 0 ? (await db.outbox.where('entityId').anyOf(ids).toArray()).filter(isQueued) : [];
  const stored: CommentRecord[] = [];
  for (const comment of comments) {
    const record: CommentRecord = { ...comment, savedAt: Date.now() };
    const about = queued.filter((e) => localCommentFields(e)?.commentId === comment.id);
    const local = about.length > 0 ? await db.comments.get(comment.id) : undefined;
    if (local) {
      for (const entry of about) {
        for (const field of localCommentFields(entry)?.fields ?? []) copyField(record, local, field);
      }
    }
    await db.comments.put(record);
    stored.push(record);
  }
  return stored;
}

function copyField<K extends keyof CommentDto>(target: CommentRecord, source: CommentRecord, field: K): void {
  target[field] = source[field];
}
