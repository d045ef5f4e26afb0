import type { PollDto } from '@flock/shared';
import type { DeleteUndo } from '../../data/postDelete';
import { updatePost } from '../../data/postRecords';
import type { VoteUndo } from '../../data/postToggles';
import type { KindHandler } from './types';

export const pollVoteHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    const poll = (data as { poll?: PollDto } | undefined)?.poll;
    if (poll) await updatePost(db, entry.entityId, (p) => ({ poll: p.poll ? { ...p.poll, ...poll } : poll }));
  },
  async rollback(db, entry) {
    const { poll } = entry.undo as VoteUndo;
    // The spec: a 400 on voting marks the poll as voted (the member had voted elsewhere).
    const votedElsewhere = entry.error?.status === 400;
    await updatePost(db, entry.entityId, () => ({
      poll: votedElsewhere ? { ...poll, hasVoted: true } : poll,
    }));
  },
};

export const postDeleteHandler: KindHandler = {
  async applySuccess(db, entry) {
    await db.comments.where('postId').equals(entry.entityId).delete();
  },
  async rollback(db, entry) {
    const { post, feedEntries } = entry.undo as DeleteUndo;
    // Blocked by a refused create: the post never reached the server, nothing to bring back.
    if (entry.error?.blockedBy || (await db.posts.get(post.id))) return;
    await db.posts.put(post);
    await db.feedEntries.bulkPut(feedEntries);
  },
};
