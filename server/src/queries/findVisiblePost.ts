import type { Transaction } from 'sequelize';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { Models } from '../models/index.js';
import type { Post } from '../models/Post.js';
import { isPostVisibleTo } from '../policies/postVisibility.js';

interface FindOptions {
  transaction?: Transaction;
  /** Lock the row for the rest of the transaction (counters are changed under it). */
  lock?: boolean;
}

/**
 * The post `postId` if `viewerId` may see it. Missing and hidden posts both answer 404
 * post_not_found, so nobody learns that a post they may not see exists.
 */
export async function findVisiblePost(
  models: Pick<Models, 'Post' | 'Follow' | 'User'>,
  postId: string,
  viewerId: string,
  { transaction, lock = false }: FindOptions = {},
): Promise<Post> {
  if (!isUuid(postId)) throw new AppError('post_not_found');
  const post = await models.Post.findByPk(postId, {
    transaction,
    ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!post || !(await isPostVisibleTo(models, post, viewerId, transaction))) {
    throw new AppError('post_not_found');
  }
  return post;
}
