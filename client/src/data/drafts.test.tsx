import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DraftDto, OutboxEntry } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { ok, scriptFetch } from '../pages/dashboard/testKit';
import { applyEntrySuccess, rollbackEntry } from '../sync/kinds/handlers';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import { refreshDrafts } from './draftList';
import { publishDraft } from './draftPublish';
import { makeDraftInput } from '../test/fixtures';
import { deleteDraft, saveDraft } from './drafts';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const input = makeDraftInput;

const photo = () => new File(['png'], 'pier.png', { type: 'image/png' });

const serverDraft = (id: string, overrides: Partial<DraftDto> = {}): DraftDto => ({
  id,
  _id: id,
  revision: 1,
  content: `server ${id}`,
  media: [],
  mediaUrls: [],
  privacy: 'public',
  location: null,
  feeling: null,
  tags: [],
  isThread: false,
  threadPosts: [],
  pollData: null,
  replyToPostId: null,
  replyToCommentId: null,
  quotedPostId: null,
  conflictOf: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

/** What the drain would do once the server took `entry`: it leaves the outbox, then its answer lands. */
async function sent(entry: OutboxEntry, data: unknown): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await db.outbox.delete(entry.id);
    await applyEntrySuccess(db, entry, data);
  });
}

const shape = (entries: OutboxEntry[]) => entries.map((e) => `${e.kind} ${e.method} ${e.path}`);

describe('saveDraft through the outbox', () => {
  it('uploads the files first, under their blob ids, then saves the draft naming them', async () => {
    const id = await saveDraft(input({ media: [{ blobId: 'b1', file: photo() }] }));
    const [upload, save] = await outboxOf(db);
    expect(shape([upload!, save!])).toEqual(['media.upload POST /media', 'draft.save POST /drafts']);
    expect(upload).toMatchObject({
      entityId: 'b1',
      creates: ['b1'],
      multipart: { fields: { ids: '["b1"]' }, files: [{ field: 'media', blobId: 'b1', name: 'pier.png' }] },
    });
    expect(save).toMatchObject({
      entityId: id,
      dependsOn: ['b1'],
      body: { id, baseRevision: 0, content: 'Kept for later', mediaUrls: [{ id: 'b1' }] },
    });
  });

  it('replaces a save not sent yet, after any new upload; a save on its way raises the base revision', async () => {
    const id = await saveDraft(input({ content: 'one' }));
    await saveDraft(input({ content: 'two', media: [{ blobId: 'b2', file: photo() }] }), id);
    let entries = await outboxOf(db);
    expect(shape(entries)).toEqual(['media.upload POST /media', 'draft.save POST /drafts']);
    expect(entries[1]?.body).toMatchObject({ content: 'two', baseRevision: 0 });

    await db.outbox.update(entries[1]!.id, { state: 'sending', attempts: 1 });
    await saveDraft(input({ content: 'three', media: [{ blobId: 'b2', file: photo() }] }), id);
    entries = await outboxOf(db);
    expect(entries.map((e) => (e.body as { content?: string } | undefined)?.content ?? e.kind)).toEqual([
      'media.upload',
      'two',
      'three',
    ]);
    expect(entries[2]?.body).toMatchObject({ baseRevision: 1 });
  });

  it("puts the server's answers on the device: the upload's URL, then the saved draft and its revision", async () => {
    const id = await saveDraft(input({ media: [{ blobId: 'b1', file: photo() }] }));
    const [upload, save] = await outboxOf(db);
    const url = '/media/posts/abc.webp';
    await sent(upload!, [
      { id: 'b1', type: 'image', url, thumbnailUrl: '/media/posts/t.webp', width: 1, height: 1 },
    ]);
    expect((await db.drafts.get(id))?.media).toEqual([
      { url, type: 'image', thumbnailUrl: '/media/posts/t.webp' },
    ]);

    const media = [{ url, type: 'image' as const, thumbnailUrl: '/media/posts/t.webp' }];
    await sent(save!, {
      draft: serverDraft(id, { content: 'Kept for later', media, mediaUrls: media }),
      conflict: false,
    });
    expect(await db.drafts.get(id)).toMatchObject({ revision: 1, baseRevision: 1, media });
    // The next save builds on revision 1 and names the uploaded file by its URL.
    await saveDraft(input({ content: 'more', media: [{ uploaded: media[0]! }] }), id);
    expect((await outboxOf(db))[0]?.body).toMatchObject({ baseRevision: 1, mediaUrls: [url] });
  });

  it('keeps a conflict copy as its own draft; the one it collided with comes back from the server', async () => {
    const id = await saveDraft(input({ content: 'from the phone' }));
    const [save] = await outboxOf(db);
    await sent(save!, {
      draft: serverDraft('copy-1', { content: 'from the phone', conflictOf: id }),
      conflict: true,
    });
    expect((await db.drafts.toArray()).map((d) => [d.id, d.conflictOf])).toEqual([['copy-1', id]]);
  });

  it('keeps a refused save on the device', async () => {
    const id = await saveDraft(input({ content: 'precious' }));
    const [save] = await outboxOf(db);
    await db.transaction('rw', db.tables, () =>
      rollbackEntry(db, { ...save!, state: 'failed', error: { status: 400, message: 'no' } }),
    );
    expect((await db.drafts.get(id))?.content).toBe('precious');
  });
});

describe('deleteDraft', () => {
  it('drops a draft the server never had together with its unsent save', async () => {
    const id = await saveDraft(input());
    await deleteDraft(id);
    expect(await db.drafts.get(id)).toBeUndefined();
    expect(await outboxOf(db)).toEqual([]);
  });

  it('deletes a sent draft on the server (404 counts as done) and brings it back if refused', async () => {
    const id = await saveDraft(input({ content: 'sent once' }));
    const [save] = await outboxOf(db);
    await sent(save!, { draft: serverDraft(id, { content: 'sent once' }), conflict: false });
    await deleteDraft(id);
    const [remove] = await outboxOf(db);
    expect(remove).toMatchObject({
      kind: 'draft.delete',
      method: 'DELETE',
      path: `/drafts/${id}`,
      okStatuses: [404],
    });
    expect(await db.drafts.get(id)).toBeUndefined();
    await db.transaction('rw', db.tables, () =>
      rollbackEntry(db, { ...remove!, state: 'failed', error: { status: 403, message: 'no' } }),
    );
    expect((await db.drafts.get(id))?.content).toBe('sent once');
  });
});

describe('refreshDrafts', () => {
  it("takes the server's list, keeps drafts with a queued write and ones never sent, drops ones gone elsewhere", async () => {
    const unsent = await saveDraft(input({ content: 'not sent yet' }));
    const goneElsewhere = 'gone-1';
    await db.drafts.put({ ...serverDraft(goneElsewhere), baseRevision: 1, savedAt: 0 });
    const edited = 'edited-1';
    await db.drafts.put({ ...serverDraft(edited), baseRevision: 1, savedAt: 0 });
    await saveDraft(input({ content: 'edited here' }), edited);
    scriptFetch({
      'GET /drafts': ok({
        drafts: [
          serverDraft('new-1', { content: 'from the laptop' }),
          serverDraft(edited, { content: 'old' }),
        ],
      }),
    });
    await refreshDrafts(db);
    const drafts = new Map((await db.drafts.toArray()).map((d) => [d.id, d.content]));
    expect(Object.fromEntries(drafts)).toEqual({
      [unsent]: 'not sent yet',
      'new-1': 'from the laptop',
      [edited]: 'edited here',
    });
  });
});

describe('publishDraft', () => {
  it('publishes a post under the draft id with its files, then deletes the draft', async () => {
    const id = await saveDraft(input({ content: 'Now public', media: [{ blobId: 'b1', file: photo() }] }));
    expect(await publishDraft((await db.drafts.get(id))!)).toBe('post');
    // The draft never reached the server: its save and its upload are dropped, and no delete follows.
    const entries = await outboxOf(db);
    expect(shape(entries)).toEqual(['post.create POST /posts']);
    expect(entries[0]).toMatchObject({ entityId: id, multipart: { fields: { id, content: 'Now public' } } });
    expect(entries[0]?.multipart?.files).toHaveLength(1);
    expect((await db.posts.get(id))?.content).toBe('Now public');
    expect(await db.drafts.get(id)).toBeUndefined();

    const sentDraft = await saveDraft(input({ content: 'Was on the server' }));
    const save = (await outboxOf(db)).find((e) => e.kind === 'draft.save');
    await sent(save!, { draft: serverDraft(sentDraft, { content: 'Was on the server' }), conflict: false });
    await publishDraft((await db.drafts.get(sentDraft))!);
    expect(shape(await outboxOf(db)).slice(-2)).toEqual([
      'post.create POST /posts',
      `draft.delete DELETE /drafts/${sentDraft}`,
    ]);
  });

  it('publishes uploaded media by URL, a thread and a reply under the draft id', async () => {
    const media = { url: '/media/posts/a.webp', type: 'image' as const, thumbnailUrl: null };
    const postDraft = await saveDraft(input({ content: 'With a picture', media: [{ uploaded: media }] }));
    await publishDraft((await db.drafts.get(postDraft))!);
    const post = (await outboxOf(db)).find((e) => e.kind === 'post.create');
    expect(post?.multipart?.fields).toMatchObject({ id: postDraft, mediaUrls: JSON.stringify([media.url]) });

    const threadDraft = await saveDraft(
      input({ content: 'one', isThread: true, threadPosts: ['one', '', 'two'] }),
    );
    await publishDraft((await db.drafts.get(threadDraft))!);
    const thread = (await outboxOf(db)).find((e) => e.kind === 'thread.create');
    expect(thread?.body).toMatchObject({ posts: ['one', 'two'], ids: [threadDraft, expect.any(String)] });

    await db.posts.put({
      ...(await db.posts.get(postDraft))!,
      id: 'target',
      _id: 'target',
      origin: undefined,
    });
    const replyDraft = await saveDraft(input({ content: 'Agreed', replyToPostId: 'target' }));
    expect(await publishDraft((await db.drafts.get(replyDraft))!)).toBe('reply');
    const comment = (await outboxOf(db)).find((e) => e.kind === 'comment.create');
    expect(comment?.body).toMatchObject({ id: replyDraft });
  });
});
