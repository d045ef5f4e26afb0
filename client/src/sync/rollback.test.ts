import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type OutboxEntry, type SendOutcome } from '@flock/shared';
import { addComment, replyToComment, toggleCommentLike } from '../data/comments';
import { followMember } from '../data/follows';
import {
  createPost,
  createQuote,
  createThread,
  deletePost,
  togglePostBookmark,
  togglePostLike,
  togglePostRepost,
  voteInPoll,
} from '../data/posts';
import type { MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { createSyncEngine, type SyncEngine } from './engine';
import { discardOutboxEntry, retryOutboxEntry } from './status';
import { makeDraft, serverPost, TEA_OR_COFFEE } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';

let db: MemberDb;
let engine: SyncEngine;
let answer: (entry: OutboxEntry) => SendOutcome;
const sent: string[] = [];

signedInEachTest((opened) => (db = opened));
beforeEach(async () => {
  sent.length = 0;
  answer = () => ({ status: 403, message: 'You are not allowed to do this' });
  engine = createSyncEngine(TEST_USER.id, 'test-token', async (entry) => {
    sent.push(`${entry.method} ${entry.path}`);
    return answer(entry);
  });
  await engine.drain(true);
});
afterEach(async () => {
  await engine.settled();
  engine.stop();
});

/** Lets the drain woken by the last write finish, then drains once more. */
const settle = () => engine.drain(true);

describe('a refused write is undone on the device', () => {
  it('post, quote and thread creation', async () => {
    const quoted = uuidv7();
    await putPosts(db, serverPost(quoted, { quotesCount: 2 }));
    const post = await createPost(makeDraft({ content: 'Mine' }));
    const quote = await createQuote(quoted, 'Quoting', 'public');
    expect((await db.posts.get(quoted))?.quotesCount).toBe(3);
    const thread = await createThread(['One', 'Two'], 'public');
    await settle();
    for (const id of [post, quote, ...thread]) expect(await db.posts.get(id)).toBeUndefined();
    expect(await db.feedEntries.count()).toBe(0);
    expect((await db.posts.get(quoted))?.quotesCount).toBe(2);
    expect((await outboxOf(db)).map((e) => [e.kind, e.state, e.rolledBack])).toEqual([
      ['post.create', 'failed', true],
      ['post.quote', 'failed', true],
      ['thread.create', 'failed', true],
    ]);
  });

  it('likes, reposts and bookmarks', async () => {
    await putPosts(db, serverPost('p1'), serverPost('p2', { isBookmarked: true, bookmarkId: 'b2' }));
    await togglePostLike('p1');
    await togglePostRepost('p1');
    await togglePostBookmark('p1');
    await togglePostBookmark('p2');
    await settle();
    expect(await db.posts.get('p1')).toMatchObject({
      isLiked: false,
      likesCount: 3,
      isRetweeted: false,
      retweetsCount: 1,
      isBookmarked: false,
      bookmarkId: null,
    });
    expect(await db.posts.get('p2')).toMatchObject({ isBookmarked: true, bookmarkId: 'b2' });
  });

  it('a vote, and a vote the server says was already cast', async () => {
    await putPosts(
      db,
      serverPost('p1', { poll: TEA_OR_COFFEE }),
      serverPost('p2', { poll: { ...TEA_OR_COFFEE, id: 'poll-2' } }),
    );
    answer = (entry) =>
      entry.path === '/polls/poll-2/vote'
        ? { status: 400, message: 'You have already voted in this poll' }
        : { status: 403, message: 'Nope' };
    await voteInPoll('p1', 'o2');
    await voteInPoll('p2', 'o2');
    await settle();
    expect((await db.posts.get('p1'))?.poll).toEqual(TEA_OR_COFFEE);
    expect((await db.posts.get('p2'))?.poll).toMatchObject({
      hasVoted: true,
      totalVotes: 1,
      userVotedOption: null,
    });
  });

  it('a deletion brings the post back where it was', async () => {
    const mine = serverPost('p1', { author: { ...serverPost('x').author, id: TEST_USER.id } });
    await putPosts(db, mine);
    await db.feedEntries.put({ feed: 'home', postId: 'p1', activityAt: mine.createdAt, retweetedBy: null });
    await deletePost('p1');
    expect(await db.posts.get('p1')).toBeUndefined();
    await settle();
    expect(await db.posts.get('p1')).toMatchObject({ id: 'p1', content: mine.content });
    expect(await db.feedEntries.get(['home', 'p1'])).toBeDefined();
  });

  it('comments, replies and comment likes', async () => {
    await putPosts(db, serverPost('p1', { commentsCount: 5 }));
    await db.comments.put({
      id: 'c1',
      _id: 'c1',
      postId: 'p1',
      parentId: null,
      user: serverPost('x').author,
      content: 'Existing',
      isLiked: false,
      likesCount: 2,
      createdAt: '2026-01-01T10:00:00.000Z',
      savedAt: 0,
    });
    const comment = await addComment('p1', 'New');
    const reply = await replyToComment('p1', 'c1', 'Answer');
    await toggleCommentLike('c1');
    expect((await db.posts.get('p1'))?.commentsCount).toBe(7);
    await settle();
    expect(await db.comments.get(comment)).toBeUndefined();
    expect(await db.comments.get(reply)).toBeUndefined();
    expect(await db.comments.get('c1')).toMatchObject({ isLiked: false, likesCount: 2 });
    expect((await db.posts.get('p1'))?.commentsCount).toBe(5);
  });

  it('a follow', async () => {
    await followMember('user-9', { username: 'linus', isFollowing: false, followersCount: 10 });
    expect(await db.follows.get('user-9')).toMatchObject({ isFollowing: true, followersCount: 11 });
    expect((await outboxOf(db))[0]).toMatchObject({ path: '/users/follow/user-9', label: 'Follow @linus' });
    await settle();
    expect(await db.follows.get('user-9')).toMatchObject({ isFollowing: false, followersCount: 10 });
  });
});

describe('a write refused because its post is gone', () => {
  it('takes the post, its feed entry and its comments off the device, and stays listed as failed', async () => {
    for (const id of ['p1', 'p2', 'p3', 'p4']) {
      await putPosts(db, serverPost(id, { poll: { ...TEA_OR_COFFEE, id: `poll-${id}` } }));
      await db.feedEntries.put({
        feed: 'home',
        postId: id,
        activityAt: '2026-01-01T10:00:00.000Z',
        retweetedBy: null,
      });
    }
    await putPosts(db, serverPost('kept'));
    answer = (entry) =>
      entry.path.includes('kept')
        ? { status: 403, message: 'Nope' }
        : { status: 404, message: 'Post not found', code: 'post_not_found' };
    await togglePostLike('p1');
    await togglePostRepost('p2');
    await voteInPoll('p3', 'o1');
    const comment = await addComment('p4', 'Too late');
    await togglePostLike('kept');
    await settle();
    for (const id of ['p1', 'p2', 'p3', 'p4']) {
      expect(await db.posts.get(id)).toBeUndefined();
      expect(await db.feedEntries.get(['home', id])).toBeUndefined();
    }
    expect(await db.comments.get(comment)).toBeUndefined();
    expect(await db.posts.get('kept')).toMatchObject({ isLiked: false, likesCount: 3 });
    expect((await outboxOf(db)).map((e) => [e.kind, e.state, e.error?.message])).toEqual([
      ['post.like', 'failed', 'Post not found'],
      ['post.repost', 'failed', 'Post not found'],
      ['poll.vote', 'failed', 'Post not found'],
      ['comment.create', 'failed', 'Post not found'],
      ['post.like', 'failed', 'Nope'],
    ]);
  });
});

describe('failures that follow from another', () => {
  it('fail what depends on a refused create, and go again together on Retry', async () => {
    const post = await createPost(makeDraft({ content: 'Mine' }));
    await togglePostLike(post);
    await addComment(post, 'First!');
    await settle();
    const entries = await outboxOf(db);
    expect(entries.map((e) => e.state)).toEqual(['failed', 'failed', 'failed']);
    expect(entries[1]!.error?.blockedBy).toBe(entries[0]!.id);
    expect(sent).toEqual(['POST /posts']);

    answer = (entry) => ({
      status: 201,
      data: entry.kind === 'post.create' ? { post: serverPost(post) } : {},
    });
    await retryOutboxEntry(entries[0]!.id);
    await settle();
    expect(await db.outbox.count()).toBe(0);
    expect(sent).toEqual([
      'POST /posts',
      'POST /posts',
      `PUT /posts/${post}/like`,
      `POST /posts/${post}/comments`,
    ]);
  });

  it('Discard takes a pending write back and drops what needs it', async () => {
    answer = () => ({ status: 0 });
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const post = await createPost(makeDraft({ content: 'Mine' }));
    await addComment(post, 'On my post');
    const entries = await outboxOf(db);
    await discardOutboxEntry(entries[0]!.id);
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false, likesCount: 3 });
    await discardOutboxEntry(entries[1]!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get(post)).toBeUndefined();
    expect(await db.comments.count()).toBe(0);
  });
});
