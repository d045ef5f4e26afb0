import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BASIC_MEDIA_LIMITS, PREMIUM_MEDIA_LIMITS } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { makeDraft, makeDraftInput } from '../test/fixtures';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import { saveDraft, type DraftInput } from './drafts';
import { createPost } from './postCreate';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const MB = 1024 * 1024;
function image(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const images = (count: number, size?: number) =>
  Array.from({ length: count }, (_, i) => image(`${i}.png`, size));
const becomePremium = () =>
  db.profile.put({
    key: 'self',
    user: { ...TEST_USER, isPremium: true, subscriptionType: 'premium' },
    savedAt: 0,
  });

describe('a post made on the device', () => {
  it('carries at most a basic member’s 4 files of 5 MB, with the basic messages, and queues nothing more', async () => {
    await expect(createPost(makeDraft({ files: images(5) }))).rejects.toThrow(
      BASIC_MEDIA_LIMITS.messages.tooManyFiles,
    );
    await expect(createPost(makeDraft({ files: [image('big.png', 5 * MB + 1)] }))).rejects.toThrow(
      BASIC_MEDIA_LIMITS.messages.imageTooLarge,
    );
    expect(await outboxOf(db)).toEqual([]);
    expect(await db.posts.count()).toBe(0);
    await createPost(makeDraft({ files: images(4, 5 * MB) }));
    expect(await outboxOf(db)).toHaveLength(1);
  });

  it('carries a premium member’s 10 files and 10 MB images, not 11', async () => {
    await becomePremium();
    await expect(createPost(makeDraft({ files: images(11) }))).rejects.toThrow(
      PREMIUM_MEDIA_LIMITS.messages.tooManyFiles,
    );
    await createPost(makeDraft({ files: images(10, 10 * MB) }));
    expect(await outboxOf(db)).toHaveLength(1);
  });
});

const draft = (media: DraftInput['media']) => makeDraftInput({ media });
const kept = (files: File[]) => files.map((file, i) => ({ blobId: `b${i}`, file }));

describe('a draft saved on the device', () => {
  it('keeps no more files than the member may post, counting uploaded ones', async () => {
    await expect(saveDraft(draft(kept(images(5))))).rejects.toThrow(BASIC_MEDIA_LIMITS.messages.tooManyFiles);
    const uploaded = { uploaded: { type: 'image' as const, url: '/media/m1.webp', thumbnailUrl: null } };
    await expect(saveDraft(draft([uploaded, ...kept(images(4))]))).rejects.toThrow(
      BASIC_MEDIA_LIMITS.messages.tooManyFiles,
    );
    await expect(saveDraft(draft(kept([image('big.png', 6 * MB)])))).rejects.toThrow(
      BASIC_MEDIA_LIMITS.messages.imageTooLarge,
    );
    expect(await db.drafts.count()).toBe(0);
    expect(await db.mediaBlobs.count()).toBe(0);
    expect(await outboxOf(db)).toEqual([]);

    await becomePremium();
    await saveDraft(draft(kept(images(6, 8 * MB))));
    expect(await db.drafts.count()).toBe(1);
  });
});
