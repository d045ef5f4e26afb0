import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry, ScheduledPostDto } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { ok, scriptFetch } from '../pages/dashboard/testKit';
import { applyEntrySuccess, rollbackEntry } from '../sync/kinds/handlers';
import { makeDraftInput } from '../test/fixtures';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import type { DraftInput } from './drafts';
import { refreshScheduledPosts } from './scheduledList';
import { deleteScheduledPost, schedulePost } from './scheduledPosts';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const input = (overrides: Partial<DraftInput> = {}) => makeDraftInput({ content: 'Later', ...overrides });
const photo = () => new File(['png'], 'pier.png', { type: 'image/png' });
const inAnHour = () => new Date(Date.now() + 3600_000);

async function settle(work: () => Promise<void>) {
  await db.transaction('rw', db.tables, work);
}

describe('scheduled posts through the outbox', () => {
  it('uploads the files first, then schedules naming them, with when the member scheduled it', async () => {
    const when = inAnHour();
    const id = await schedulePost(
      input({
        pollData: { options: ['a', ' ', 'b'], duration: 6 },
        media: [{ blobId: 'b1', file: photo() }],
      }),
      when,
    );
    const [upload, create] = await outboxOf(db);
    expect(upload).toMatchObject({ kind: 'media.upload', entityId: 'b1' });
    expect(create).toMatchObject({
      kind: 'scheduled.create',
      entityId: id,
      dependsOn: ['b1'],
      creates: [id],
    });
    expect(create!.body).toMatchObject({
      id,
      content: 'Later',
      mediaUrls: [{ id: 'b1' }],
      pollData: { options: ['a', 'b'], duration: 6 },
      scheduledFor: when.toISOString(),
    });
    expect(typeof (create!.body as { queuedAt: string }).queuedAt).toBe('string');
    // The upload's answer gives the kept post its URL.
    await settle(async () => {
      await db.outbox.delete(upload!.id);
      await applyEntrySuccess(db, upload!, [
        { id: 'b1', url: '/media/p.webp', type: 'image', thumbnailUrl: null },
      ]);
    });
    expect((await db.scheduledPosts.get(id))?.mediaUrls.map((m) => m.url)).toEqual(['/media/p.webp']);
  });

  it('drops a post never sent together with its queued create', async () => {
    const id = await schedulePost(input(), inAnHour());
    await deleteScheduledPost(id);
    expect(await outboxOf(db)).toEqual([]);
    expect(await db.scheduledPosts.get(id)).toBeUndefined();
  });

  it('keeps a refused post on the device as failed, with the reason', async () => {
    const id = await schedulePost(input(), inAnHour());
    const [create] = await outboxOf(db);
    await settle(() =>
      rollbackEntry(db, {
        ...create!,
        state: 'failed',
        error: { status: 400, message: 'Schedule time must be in the future' },
      } as OutboxEntry),
    );
    expect(await db.scheduledPosts.get(id)).toMatchObject({
      status: 'failed',
      failReason: 'Schedule time must be in the future',
    });
  });

  it('takes the server list, keeping a post with a write still queued', async () => {
    const queued = await schedulePost(input({ content: 'not sent yet' }), inAnHour());
    const server: ScheduledPostDto = {
      ...(await db.scheduledPosts.get(queued))!,
      id: '01900000-0000-7000-8000-0000000000f1',
      _id: '01900000-0000-7000-8000-0000000000f1',
      content: 'from another device',
      status: 'published',
      postId: '01900000-0000-7000-8000-0000000000f1',
    };
    scriptFetch({ 'GET /scheduled-posts': ok({ scheduledPosts: [server] }) });
    await refreshScheduledPosts(db);
    const kept = await db.scheduledPosts.toArray();
    expect(kept.map((p) => [p.content, p.status]).sort()).toEqual([
      ['from another device', 'published'],
      ['not sent yet', 'pending'],
    ]);
  });
});
