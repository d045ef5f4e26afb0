import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MemberDb } from '../db/memberDb';
import type { StoredComposerFields } from '../db/draftRecords';
import { collectOrphanMedia } from '../sync/reconcile';
import { signedInEachTest } from '../test/memberDbTestKit';
import {
  clearComposerAutosave,
  readComposerAutosave,
  saveComposerAutosave,
  type ComposerSnapshot,
} from './composerAutosave';
import { makeDraftInput } from '../test/fixtures';
import { deleteDraft, saveDraft } from './drafts';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const fields: Omit<StoredComposerFields, 'media'> = {
  content: 'Half a thought',
  privacy: 'friends',
  poll: null,
  tags: ['sea'],
  location: 'Brighton',
  latitude: null,
  longitude: null,
  feeling: null,
  isThread: false,
  threadParts: ['', ''],
};

const photo = () => new File(['png-bytes'], 'pier.png', { type: 'image/png' });

const snapshot = (overrides: Partial<ComposerSnapshot> = {}): ComposerSnapshot => ({
  request: { mode: 'post' },
  fields,
  files: [],
  draftId: null,
  ...overrides,
});

const draft = makeDraftInput;

describe('the composer autosave', () => {
  it('keeps the fields and files, and gives the files back under their blob ids', async () => {
    await saveComposerAutosave(snapshot({ files: [{ blobId: 'b1', file: photo() }], draftId: 'd1' }));
    const kept = await readComposerAutosave();
    expect(kept).toMatchObject({
      request: { mode: 'post' },
      fields: { ...fields, media: [{ blobId: 'b1', name: 'pier.png', type: 'image/png' }] },
      draftId: 'd1',
    });
    expect(kept?.files.map((f) => [f.blobId, f.file.name, f.file.type])).toEqual([
      ['b1', 'pier.png', 'image/png'],
    ]);
  });

  it('runs saves and clears in order: a clear after a save leaves nothing', async () => {
    const saving = saveComposerAutosave(snapshot());
    const clearing = clearComposerAutosave();
    await Promise.all([saving, clearing]);
    expect(await readComposerAutosave()).toBeNull();
  });

  it("keeps the autosave's and drafts' files when orphan files are collected", async () => {
    await saveComposerAutosave(snapshot({ files: [{ blobId: 'typed', file: photo() }] }));
    const draftId = await saveDraft(draft({ media: [{ blobId: 'drafted', file: photo() }] }));
    await db.mediaBlobs.put({ id: 'orphan', blob: photo(), name: 'x.png', type: 'image/png', createdAt: 0 });
    await collectOrphanMedia(db);
    expect((await db.mediaBlobs.toCollection().primaryKeys()).sort()).toEqual(['drafted', 'typed']);

    await clearComposerAutosave();
    await deleteDraft(draftId);
    await collectOrphanMedia(db);
    expect(await db.mediaBlobs.count()).toBe(0);
  });
});

describe('saveDraft', () => {
  it('keeps a new draft with its files as local media, and updates it in place when edited', async () => {
    const id = await saveDraft(
      draft({ media: [{ blobId: 'b1', file: photo() }], replyToPostId: 'p1', pollData: null }),
    );
    const first = await db.drafts.get(id);
    expect(first).toMatchObject({
      id,
      _id: id,
      revision: 0,
      baseRevision: 0,
      content: 'Kept for later',
      media: [{ url: 'local:b1', type: 'image', thumbnailUrl: null }],
      mediaUrls: [{ url: 'local:b1', type: 'image', thumbnailUrl: null }],
      replyToPostId: 'p1',
      conflictOf: null,
    });
    expect(await db.mediaBlobs.get('b1')).toBeTruthy();

    expect(await saveDraft(draft({ content: 'Edited', media: [] }), id)).toBe(id);
    const edited = await db.drafts.get(id);
    expect(edited).toMatchObject({ content: 'Edited', media: [], createdAt: first?.createdAt });
    expect(await db.drafts.count()).toBe(1);
  });
});
