import { uuidv7, type OutboxEntry } from '@flock/shared';
import { scheduledPostPaths } from '../api/scheduledPosts';
import type { ScheduledPostRecord } from '../db/draftRecords';
import type { MemberDb } from '../db/memberDb';
import { discardEntries } from '../sync/discard';
import { enqueue, isQueued, isUntouched } from '../sync/outboxQueue';
import { keepFiles, type AutosaveFile } from './composerAutosave';
import { queueUploads } from './draftMedia';
import { attachedMedia, mediaRef, type DraftInput } from './drafts';
import { withSnippet } from './labels';
import { localBlobId } from './localMedia';
import { writeLocally } from './writeTransaction';

/**
 * Scheduled posts on the device, sent through the outbox: files first (POST /media under their blob
 * ids), then the post with its time and when the member scheduled it, so one queued offline whose
 * time passes on the way is published at once (and the member told it was late).
 */

/** Undo data of a change: the record as it was, to put back if the server refuses. */
export interface ScheduledUndo {
  before: ScheduledPostRecord | null;
}

const textOf = (record: Pick<ScheduledPostRecord, 'content' | 'threadPosts'>) =>
  record.content || record.threadPosts.join(' ');

/** Keeps a new scheduled post on this device and queues it (uploads first). Returns its id. */
export function schedulePost(input: DraftInput, scheduledFor: Date): Promise<string> {
  return writeLocally(async (db) => {
    const now = new Date();
    const id = uuidv7(now.getTime());
    const files = input.media.filter((item): item is AutosaveFile => 'file' in item);
    await keepFiles(db, files);
    const [first = '', ...rest] = input.isThread ? input.threadPosts : [input.content];
    const record: ScheduledPostRecord = {
      id,
      _id: id,
      content: first,
      mediaUrls: input.media.map(attachedMedia),
      privacy: input.privacy,
      location: input.location,
      feeling: input.feeling,
      tags: input.tags,
      pollData: input.pollData
        ? { ...input.pollData, options: input.pollData.options.filter((o) => o.trim() !== '') }
        : null,
      threadPosts: rest.filter((part) => part.trim() !== ''),
      quotedPostId: input.isThread ? null : input.quotedPostId,
      scheduledFor: scheduledFor.toISOString(),
      status: 'pending',
      failReason: null,
      postId: null,
      publishedAt: null,
      publishedLate: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      savedAt: now.getTime(),
      origin: 'local',
    };
    await db.scheduledPosts.put(record);
    await queueUploads(db, files, 'Upload a file for a scheduled post');
    const {
      savedAt: _s,
      origin: _o,
      status: _st,
      failReason: _f,
      postId: _p,
      publishedAt: _pa,
      ...fields
    } = record;
    await enqueue(db, {
      method: 'POST',
      path: scheduledPostPaths.create,
      body: {
        ...fields,
        mediaUrls: record.mediaUrls.map(mediaRef),
        queuedAt: now.toISOString(),
      },
      kind: 'scheduled.create',
      entityId: id,
      creates: [id],
      dependsOn: record.mediaUrls.flatMap((m) => localBlobId(m.url) ?? []),
      label: withSnippet('Schedule a post', textOf(record)),
      undo: { before: null } satisfies ScheduledUndo,
    });
    return id;
  });
}

async function change(
  id: string,
  build: (db: MemberDb, record: ScheduledPostRecord) => Promise<void>,
): Promise<void> {
  await writeLocally(async (db) => {
    const record = await db.scheduledPosts.get(id);
    if (record) await build(db, record);
  });
}

/** Moves a pending (or failed) post to a new time, its text edited too if given; a failed one is pending again. */
export function rescheduleScheduledPost(
  id: string,
  scheduledFor: Date,
  content: string | undefined = undefined,
): Promise<void> {
  return change(id, async (db, record) => {
    const now = new Date().toISOString();
    await db.scheduledPosts.put({
      ...record,
      ...(content === undefined ? {} : { content }),
      scheduledFor: scheduledFor.toISOString(),
      status: 'pending',
      failReason: null,
      updatedAt: now,
      savedAt: Date.now(),
    });
    await enqueue(db, {
      method: 'PUT',
      path: scheduledPostPaths.one(id),
      body: {
        scheduledFor: scheduledFor.toISOString(),
        queuedAt: now,
        ...(content === undefined ? {} : { content }),
      },
      kind: 'scheduled.update',
      entityId: id,
      label: withSnippet(
        content === undefined ? 'Reschedule a post' : 'Edit a scheduled post',
        textOf(record),
      ),
      undo: { before: record } satisfies ScheduledUndo,
    });
  });
}

/** Publishes at once; the server answers with the published post (or why it failed). */
export function publishScheduledNow(id: string): Promise<void> {
  return change(id, async (db, record) => {
    await db.scheduledPosts.put({ ...record, status: 'published', publishedAt: new Date().toISOString() });
    await enqueue(db, {
      method: 'POST',
      path: scheduledPostPaths.publish(id),
      kind: 'scheduled.publish',
      entityId: id,
      label: withSnippet('Publish a scheduled post', textOf(record)),
      undo: { before: record } satisfies ScheduledUndo,
    });
  });
}

/** Deletes at once on the device; one the server never had (not sent yet) is simply dropped. */
export function deleteScheduledPost(id: string): Promise<void> {
  return change(id, async (db, record) => {
    const writes = (await db.outbox.where('entityId').equals(id).toArray()).filter(isQueued);
    await db.scheduledPosts.delete(id);
    const create = writes.find((e) => e.kind === 'scheduled.create');
    if (create && isUntouched(create)) {
      await discardEntries(db, create);
      return;
    }
    await enqueue(db, {
      method: 'DELETE',
      path: scheduledPostPaths.one(id),
      okStatuses: [404],
      kind: 'scheduled.delete',
      entityId: id,
      label: withSnippet('Delete a scheduled post', textOf(record)),
      undo: { before: record } satisfies ScheduledUndo,
    });
  });
}

/** Whether an outbox entry still has to send a change of this post (a fetched copy must not replace it). */
export const isScheduledWrite = (entry: OutboxEntry, id: string) =>
  entry.entityId === id && entry.kind.startsWith('scheduled.') && isQueued(entry);
