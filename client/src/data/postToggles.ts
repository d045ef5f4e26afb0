import { POST_MESSAGES, type PollDto } from '@flock/shared';
import { postPaths } from '../api/posts';
import type { MemberDb } from '../db/memberDb';
import type { PostRecord } from '../db/records';
import { enqueue } from '../sync/outboxQueue';
import { queueToggle } from '../sync/toggles';
import { handleOf } from './ownAuthor';
import { LocalValidationError, writeLocally } from './writeTransaction';

export const POST_NOT_ON_DEVICE_MESSAGE = 'This post is not available on this device.';

async function storedPost(db: MemberDb, postId: string): Promise<PostRecord> {
  const post = await db.posts.get(postId);
  if (!post) throw new LocalValidationError(POST_NOT_ON_DEVICE_MESSAGE);
  return post;
}

const step = (on: boolean) => (on ? 1 : -1);

/** Like or unlike at once; the server hears the final state (`{ liked }`) once the device is online. */
export function togglePostLike(postId: string): Promise<void> {
  return writeLocally(async (db) => {
    const post = await storedPost(db, postId);
    const desired = !post.isLiked;
    await db.posts.put({
      ...post,
      isLiked: desired,
      likesCount: Math.max(0, post.likesCount + step(desired)),
    });
    await queueToggle(db, {
      kind: 'post.like',
      entityId: postId,
      desired,
      before: { on: post.isLiked, count: post.likesCount },
      request: (liked) => ({ method: 'PUT', path: postPaths.like(postId), body: { liked } }),
      label: (liked) => `${liked ? 'Like' : 'Remove your like from'} a post by ${handleOf(post.author)}`,
    });
  });
}

export function togglePostRepost(postId: string): Promise<void> {
  return writeLocally(async (db) => {
    const post = await storedPost(db, postId);
    const desired = !post.isRetweeted;
    await db.posts.put({
      ...post,
      isRetweeted: desired,
      retweetsCount: Math.max(0, post.retweetsCount + step(desired)),
    });
    await queueToggle(db, {
      kind: 'post.repost',
      entityId: postId,
      desired,
      before: { on: post.isRetweeted, count: post.retweetsCount },
      request: (retweeted) => ({ method: 'POST', path: postPaths.repost(postId), body: { retweeted } }),
      label: (retweeted) =>
        `${retweeted ? 'Repost' : 'Undo your repost of'} a post by ${handleOf(post.author)}`,
    });
  });
}

export interface VoteUndo {
  poll: PollDto;
}

export const POLL_NOT_SENT_MESSAGE = 'You can vote once this post has been published.';

/** Votes at once (percentages shown); a poll made on this device can be voted on once it is published. */
export function voteInPoll(postId: string, optionId: string): Promise<void> {
  return writeLocally(async (db) => {
    const post = await storedPost(db, postId);
    const poll = post.poll;
    if (!poll) throw new LocalValidationError(POST_MESSAGES.unknownOption);
    if (post.origin === 'local') throw new LocalValidationError(POLL_NOT_SENT_MESSAGE);
    if (poll.hasVoted) throw new LocalValidationError(POST_MESSAGES.alreadyVoted);
    if (poll.isClosed || Date.parse(poll.endsAt) <= Date.now()) {
      throw new LocalValidationError(POST_MESSAGES.pollClosed);
    }
    if (!poll.options.some((o) => o.id === optionId))
      throw new LocalValidationError(POST_MESSAGES.unknownOption);
    await db.posts.put({ ...post, poll: withVote(poll, optionId) });
    await enqueue(db, {
      method: 'POST',
      path: postPaths.vote(poll.id),
      body: { optionId },
      kind: 'poll.vote',
      entityId: postId,
      label: `Vote in a poll by ${handleOf(post.author)}`,
      undo: { poll } satisfies VoteUndo,
    });
  });
}

export function withVote(poll: PollDto, optionId: string): PollDto {
  const totalVotes = poll.totalVotes + 1;
  return {
    ...poll,
    hasVoted: true,
    userVotedOption: optionId,
    totalVotes,
    options: poll.options.map((option) => {
      const voteCount = option.voteCount + (option.id === optionId ? 1 : 0);
      return { ...option, voteCount, percentage: Math.round((voteCount / totalVotes) * 100) };
    }),
  };
}
