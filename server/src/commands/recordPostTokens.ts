import { extractHashtags, extractMentions, HASHTAG_MAX_LENGTH } from '@flock/shared';
import type { Transaction } from 'sequelize';
import type { Models } from '../models/index.js';
import type { Post } from '../models/Post.js';

/** Stores the #hashtags and the @mentions (of members who exist) written in a new post. */
export async function recordPostTokens(
  models: Pick<Models, 'PostHashtag' | 'PostMention' | 'User'>,
  post: Post,
  transaction: Transaction,
): Promise<void> {
  const createdAt = post.createdAt;
  const hashtags = extractHashtags(post.content).filter((tag) => tag.length <= HASHTAG_MAX_LENGTH);
  if (hashtags.length > 0) {
    await models.PostHashtag.bulkCreate(
      hashtags.map((tag) => ({ postId: post.id, tag, createdAt })),
      { transaction },
    );
  }
  const usernames = extractMentions(post.content);
  if (usernames.length === 0) return;
  const mentioned = await models.User.findAll({
    where: { usernameLower: usernames },
    attributes: ['id'],
    transaction,
  });
  if (mentioned.length > 0) {
    await models.PostMention.bulkCreate(
      mentioned.map((user) => ({ postId: post.id, userId: user.id, createdAt })),
      { transaction },
    );
  }
}
