import type { ScheduledPostDto } from '@flock/shared';
import type { ScheduledPostRecord } from '../../db/draftRecords';
import type { ScheduledUndo } from '../../data/scheduledPosts';
import type { KindHandler } from './types';

/** Scheduled posts: the server's answer replaces the device's copy; a refusal puts the old one back. */

export function scheduledRecord(post: ScheduledPostDto, savedAt = Date.now()): ScheduledPostRecord {
  return { ...post, savedAt };
}

const isScheduledPost = (data: unknown): data is ScheduledPostDto =>
  typeof data === 'object' && data !== null && 'scheduledFor' in data && 'status' in data;

export const scheduledWriteHandler: KindHandler = {
  async applySuccess(db, _entry, data) {
    if (isScheduledPost(data)) await db.scheduledPosts.put(scheduledRecord(data));
  },
  async rollback(db, entry) {
    const { before } = entry.undo as ScheduledUndo;
    if (!before) {
      // A refused new post stays on the device as failed, with the reason: the member can fix it.
      const local = await db.scheduledPosts.get(entry.entityId);
      if (local)
        await db.scheduledPosts.put({ ...local, status: 'failed', failReason: entry.error?.message ?? null });
      return;
    }
    const failed = entry.kind === 'scheduled.publish' && entry.error?.code === 'scheduled_post_failed';
    await db.scheduledPosts.put(
      failed ? { ...before, status: 'failed', failReason: entry.error?.message ?? null } : before,
    );
  },
};

export const scheduledDeleteHandler: KindHandler = {
  async applySuccess() {},
  async rollback(db, entry) {
    const { before } = entry.undo as ScheduledUndo;
    if (before && !entry.error?.blockedBy) await db.scheduledPosts.put(before);
  },
};
