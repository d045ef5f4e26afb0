import { Op, type Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { Post } from '../models/Post.js';

/** Followers read per query while signalling; a member with many followers is signalled in batches. */
const AUDIENCE_BATCH = 1000;

/**
 * Once the publishing transaction committed, tells the members whose home feed the new post reaches
 * that it is there: `new_post`, a signal only (the client fetches the feed when the member asks).
 * The feed shows followees' posts, so the audience is the author's followers who may see the post
 * (policies/postVisibility.ts): every follower for `public` (a follower passes the profile rule),
 * followers the author follows back for `friends`, nobody for `private`.
 */
export function signalNewPost(ctx: AppContext, transaction: Transaction, post: Post): void {
  if (post.privacy === 'private') return;
  const subject = { id: post.id, authorId: post.authorId, friendsOnly: post.privacy === 'friends' };
  // After commit and outside any transaction: on SQLite the next transaction waits for these hooks.
  transaction.afterCommit(() =>
    emitToAudience(ctx, subject).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'new post signal failed'),
    ),
  );
}

async function emitToAudience(
  ctx: AppContext,
  post: { id: string; authorId: string; friendsOnly: boolean },
): Promise<void> {
  const { Follow } = ctx.db.models;
  const payload = { postId: post.id, authorId: post.authorId };
  let after = '';
  for (;;) {
    const rows = await Follow.findAll({
      attributes: ['followerId'],
      where: { followeeId: post.authorId, followerId: { [Op.gt]: after } },
      order: [['followerId', 'ASC']],
      limit: AUDIENCE_BATCH,
    });
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.followerId;
    let audience = rows.map((row) => row.followerId);
    if (post.friendsOnly) {
      const followedBack = await Follow.findAll({
        attributes: ['followeeId'],
        where: { followerId: post.authorId, followeeId: audience },
      });
      const friends = new Set(followedBack.map((row) => row.followeeId));
      audience = audience.filter((id) => friends.has(id));
    }
    ctx.realtime.emitToUsers(audience, 'new_post', payload);
    if (rows.length < AUDIENCE_BATCH) return;
  }
}
