import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MemberDb } from '../db/memberDb';
import { ADA, makeDraft, serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { queuedPosts } from './ownCounts';
import { createPost, createThread, deletePost } from './posts';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

describe('queuedPosts', () => {
  it('adds every post a queued create makes and takes away queued deletes, ignoring refused ones', async () => {
    expect(await queuedPosts(db)).toEqual({ change: 0, waiting: 0 });
    await createPost(makeDraft({ content: 'Morning swim' }));
    await createThread(['One', 'Two', 'Three'], 'public');
    expect(await queuedPosts(db)).toEqual({ change: 4, waiting: 2 });

    await putPosts(db, serverPost('p-old', { author: ADA }));
    await deletePost('p-old');
    expect(await queuedPosts(db)).toEqual({ change: 3, waiting: 3 });

    // A post made here and deleted before it went leaves nothing to send.
    const [single] = await outboxOf(db);
    await deletePost(single!.entityId);
    expect(await queuedPosts(db)).toEqual({ change: 2, waiting: 2 });

    const [thread] = await outboxOf(db);
    await db.outbox.update(thread!.id, { state: 'failed' });
    expect(await queuedPosts(db)).toEqual({ change: -1, waiting: 1 });
  });
});
