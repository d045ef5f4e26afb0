import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { makeDraft, serverPost, TEA_OR_COFFEE } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { addComment, toggleCommentLike } from './comments';
import {
  createPost,
  createQuote,
  createThread,
  deletePost,
  togglePostBookmark,
  togglePostLike,
  togglePostRepost,
  voteInPoll,
} from './posts';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

describe('createPost', () => {
  it('stores the post with the member as author and queues a multipart upload, in one step', async () => {
    const photo = new File(['png-bytes'], 'cat.png', { type: 'image/png' });
    const id = await createPost(makeDraft({ files: [photo], tags: ['Cats!', 'cats'], location: 'Paris' }));
    const post = await db.posts.get(id);
    expect(post).toMatchObject({
      id,
      origin: 'local',
      content: 'Hello #flock',
      author: { id: TEST_USER.id, username: 'ada' },
      hashtags: ['flock'],
      tags: ['Cats'],
      likesCount: 0,
      location: 'Paris',
    });
    const blobId = post!.mediaUrls[0]!.url.replace('local:', '');
    expect(post!.mediaUrls[0]).toMatchObject({ type: 'image', url: `local:${blobId}` });
    expect((await db.mediaBlobs.get(blobId))?.name).toBe('cat.png');
    expect(await db.feedEntries.where('postId').equals(id).count()).toBe(2);

    const [entry] = await outboxOf(db);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/posts',
      kind: 'post.create',
      entityId: id,
      creates: [id],
      state: 'pending',
      label: 'Publish a post: “Hello #flock”',
      multipart: {
        fields: { id, content: 'Hello #flock', privacy: 'public', location: 'Paris', tags: '["Cats"]' },
        files: [{ field: 'media', blobId, name: 'cat.png' }],
      },
    });
    expect(entry!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends poll options and duration as the spec names them', async () => {
    const id = await createPost(
      makeDraft({ content: '', poll: { options: ['Tea', ' ', 'Coffee'], durationHours: 6 } }),
    );
    const [entry] = await outboxOf(db);
    expect(entry!.multipart?.fields).toMatchObject({ pollOptions: '["Tea","Coffee"]', pollDuration: '6' });
    expect((await db.posts.get(id))?.poll?.options.map((o) => o.optionText)).toEqual(['Tea', 'Coffee']);
  });

  it.each([
    [makeDraft({ content: '   ' }), POST_MESSAGES.empty],
    [makeDraft({ content: 'x'.repeat(501) }), POST_MESSAGES.tooLong],
    [makeDraft({ files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] }), POST_MESSAGES.mediaType],
    [makeDraft({ poll: { options: ['Only one'], durationHours: 24 } }), POST_MESSAGES.pollTooFew],
  ])('refuses what it can check before queueing anything (%#)', async (input, message) => {
    await expect(createPost(input)).rejects.toThrow(message);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
  });
});

describe('quotes, threads and comments', () => {
  it('quotes a post made offline, queued after it and depending on it', async () => {
    const original = await createPost(makeDraft({ content: 'Original' }));
    const quote = await createQuote(original, 'So true', 'friends');
    const entries = await outboxOf(db);
    expect(entries.map((e) => e.kind)).toEqual(['post.create', 'post.quote']);
    expect(entries[1]).toMatchObject({
      body: { id: quote, quotedPostId: original, content: 'So true', isQuoteTweet: true, privacy: 'friends' },
      dependsOn: [original],
    });
    expect((await db.posts.get(quote))?.quotedPost?.content).toBe('Original');
    expect((await db.posts.get(original))?.quotesCount).toBe(1);
  });

  it('queues a thread with client ids for every part', async () => {
    const ids = await createThread(['One', ' ', 'Two'], 'public');
    expect(ids).toHaveLength(2);
    const [entry] = await outboxOf(db);
    expect(entry).toMatchObject({
      path: '/threads',
      body: { posts: ['One', 'Two'], ids, privacy: 'public' },
      creates: ids,
    });
    expect(await db.posts.get(ids[1]!)).toMatchObject({ threadId: ids[0], threadPosition: 1 });
  });

  it('adds a comment at once and counts it on the post', async () => {
    await putPosts(db, serverPost('p1'));
    const id = await addComment('p1', '  Nice  ');
    expect(await db.comments.get(id)).toMatchObject({
      content: 'Nice',
      postId: 'p1',
      user: { username: 'ada' },
    });
    expect((await db.posts.get('p1'))?.commentsCount).toBe(1);
    expect((await outboxOf(db))[0]).toMatchObject({
      path: '/posts/p1/comments',
      body: { id, content: 'Nice' },
    });
    await expect(addComment('p1', '   ')).rejects.toThrow(POST_MESSAGES.commentEmpty);
  });
});

describe('toggles coalesce', () => {
  it('like then unlike sends nothing; like, unlike, like sends one like', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true, likesCount: 4 });
    await togglePostLike('p1');
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false, likesCount: 3 });
    expect(await db.outbox.count()).toBe(0);
    await togglePostLike('p1');
    const entries = await outboxOf(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'PUT',
      path: '/posts/p1/like',
      body: { liked: true },
      label: 'Like a post by @grace',
    });
  });

  it('repost then undo sends nothing', async () => {
    await putPosts(db, serverPost('p1', { isRetweeted: true, retweetsCount: 5 }));
    await togglePostRepost('p1');
    expect(await outboxOf(db)).toMatchObject([{ body: { retweeted: false } }]);
    expect(await db.posts.get('p1')).toMatchObject({ isRetweeted: false, retweetsCount: 4 });
    await togglePostRepost('p1');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get('p1')).toMatchObject({ isRetweeted: true, retweetsCount: 5 });
  });

  it('queues a new entry after one that may already have reached the server', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const [first] = await outboxOf(db);
    await db.outbox.update(first!.id, { attempts: 1 });
    await togglePostLike('p1');
    const entries = await outboxOf(db);
    expect(entries.map((e) => e.body)).toEqual([{ liked: true }, { liked: false }]);
    expect(entries[1]!.idempotencyKey).not.toBe(entries[0]!.idempotencyKey);
  });

  it('bookmarks with a client id and removes by post id', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostBookmark('p1');
    const post = await db.posts.get('p1');
    expect(post).toMatchObject({ isBookmarked: true });
    expect((await outboxOf(db))[0]).toMatchObject({
      method: 'POST',
      path: '/bookmarks',
      body: { id: post!.bookmarkId, postId: 'p1' },
    });
    await togglePostBookmark('p1');
    expect(await db.outbox.count()).toBe(0);
    await putPosts(db, serverPost('p2', { isBookmarked: true, bookmarkId: 'b2' }));
    await togglePostBookmark('p2');
    expect((await outboxOf(db))[0]).toMatchObject({
      method: 'DELETE',
      path: '/bookmarks/p2',
      okStatuses: [404],
    });
  });

  it('likes a comment optimistically', async () => {
    await putPosts(db, serverPost('p1'));
    const id = await addComment('p1', 'Hi');
    await toggleCommentLike(id);
    expect(await db.comments.get(id)).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['comment.create', 'comment.like']);
  });
});

describe('votes', () => {
  it('shows the vote with percentages at once and queues it once', async () => {
    await putPosts(db, serverPost('p1', { poll: TEA_OR_COFFEE }));
    await voteInPoll('p1', 'o2');
    expect((await db.posts.get('p1'))?.poll).toMatchObject({
      hasVoted: true,
      userVotedOption: 'o2',
      totalVotes: 2,
      options: [{ percentage: 50 }, { voteCount: 1, percentage: 50 }],
    });
    expect((await outboxOf(db))[0]).toMatchObject({ path: '/polls/poll-1/vote', body: { optionId: 'o2' } });
    await expect(voteInPoll('p1', 'o1')).rejects.toThrow(POST_MESSAGES.alreadyVoted);
  });
});

describe('deletePost', () => {
  it('drops a post never sent together with everything queued about it', async () => {
    const id = await createPost(makeDraft({ files: [new File(['x'], 'a.png', { type: 'image/png' })] }));
    await togglePostLike(id);
    const comment = await addComment(id, 'First');
    await toggleCommentLike(comment);
    await putPosts(db, serverPost('other'));
    await togglePostLike('other');
    await deletePost(id);
    expect((await outboxOf(db)).map((e) => e.entityId)).toEqual(['other']);
    expect(await db.posts.get(id)).toBeUndefined();
    expect(await db.comments.count()).toBe(0);
    expect(await db.feedEntries.where('postId').equals(id).count()).toBe(0);
    expect(await db.mediaBlobs.count()).toBe(0);
  });

  it('queues a DELETE for a post the server has, and keeps what is needed to bring it back', async () => {
    await putPosts(
      db,
      serverPost('p1', { author: { ...serverPost('x').author, id: TEST_USER.id, username: 'ada' } }),
    );
    await db.feedEntries.put({
      feed: 'home',
      postId: 'p1',
      activityAt: '2026-01-01T10:00:00.000Z',
      retweetedBy: null,
    });
    await deletePost('p1');
    expect(await db.posts.get('p1')).toBeUndefined();
    expect((await outboxOf(db))[0]).toMatchObject({ method: 'DELETE', path: '/posts/p1', okStatuses: [404] });
  });

  it("refuses someone else's post", async () => {
    await putPosts(db, serverPost('p1'));
    await expect(deletePost('p1')).rejects.toThrow('You can only delete your own posts.');
  });
});
