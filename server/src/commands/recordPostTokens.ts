import { extractMentions, HASHTAG_MAX_LENGTH, hashtagsAsWritten } from '@flock/shared';
import type { Transaction } from 'sequelize';
import type { Models } from '../models/index.js';
import type { Post } from '../models/Post.js';

/**
 * Stores the #hashtags of a new post (its text's and its tags', each hashtag's first spelling kept) and
 * the @mentions of members who exist.
 */
export async function recordPostTokens(
  models: Pick<Models, 'Hashtag' | 'PostHashtag' | 'PostMention' | 'User'>,
  post: Post,
  transaction: Transaction,
): Promise<void> {
  const createdAt = post.createdAt;
  const hashtags = hashtagsAsWritten(post.content, post.tags ?? []).filter(
    (name) => name.length <= HASHTAG_MAX_LENGTH,
  );
  if (hashtags.length > 0) {
    // Duplicates are ignored: MySQL collations may count two spellings ("café", "cafe") as one key.
    // Keys go in sorted order, so two posts adding the same new hashtags never wait on each other in a circle.
    await models.Hashtag.bulkCreate(
      hashtags
        .map((name) => ({ tag: name.toLowerCase(), name, createdAt }))
        .sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0)),
      { transaction, ignoreDuplicates: true },
    );
    await models.PostHashtag.bulkCreate(
      hashtags.map((name) => ({ postId: post.id, tag: name.toLowerCase(), createdAt })),
      { transaction, ignoreDuplicates: true },
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
