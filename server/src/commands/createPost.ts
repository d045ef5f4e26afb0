import type { PostCreateValues, PostDto } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { notifyNewPost } from '../notifications/triggers.js';
import { hydratePost } from '../queries/hydratePosts.js';
import { storePostMedia, type StoredMedia, type UploadedFile } from '../services/media/storePostMedia.js';
import { findReplayedRecord } from './clientIds.js';
import { recordPostTokens } from './recordPostTokens.js';
import { removeUnusedPostMedia } from './removeUnusedPostMedia.js';

export interface CreatedPost {
  post: PostDto;
  /** False when the client id named a post this member already made (a replayed create). */
  created: boolean;
}

const HOUR_MS = 3600 * 1000;

/**
 * Publishes a post: media stored first (outside the transaction, it can take a while), then the post,
 * its media rows, poll, hashtags and mentions in one transaction. If that fails, the stored files go.
 */
export async function createPost(
  ctx: AppContext,
  author: User,
  values: PostCreateValues,
  files: readonly UploadedFile[],
): Promise<CreatedPost> {
  const { models } = ctx.db;
  const findOwn = () =>
    findReplayedRecord(
      values.id,
      (id) => models.Post.findByPk(id),
      (p) => p.authorId,
      author.id,
    );
  const replayed = await findOwn();
  if (replayed) return { post: await hydratePost(ctx.db, author.id, replayed.id), created: false };

  const release = (media: readonly StoredMedia[]) =>
    removeUnusedPostMedia(
      ctx,
      media.flatMap((m) => [m.url, m.thumbnailUrl]),
    );
  const media = await storePostMedia(ctx.media, files, release);
  let postId: string;
  try {
    postId = await insertPost(ctx, author, values, media);
  } catch (error) {
    await release(media);
    const raced = error instanceof UniqueConstraintError ? await findOwn() : null;
    if (raced) return { post: await hydratePost(ctx.db, author.id, raced.id), created: false };
    throw error;
  }
  return { post: await hydratePost(ctx.db, author.id, postId), created: true };
}

async function insertPost(
  ctx: AppContext,
  author: User,
  values: PostCreateValues,
  media: readonly StoredMedia[],
): Promise<string> {
  const { models } = ctx.db;
  return ctx.db.sequelize.transaction(async (transaction) => {
    const now = new Date();
    const post = await models.Post.create(
      {
        ...(values.id ? { id: values.id } : {}),
        authorId: author.id,
        content: values.content,
        privacy: values.privacy,
        tags: values.tags,
        location: values.location || null,
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        feeling: values.feeling || null,
        createdAt: now,
        updatedAt: now,
      },
      { transaction },
    );
    if (media.length > 0) {
      await models.PostMedia.bulkCreate(
        media.map((m, position) => ({ ...m, postId: post.id, position, createdAt: now })),
        { transaction },
      );
    }
    if (values.poll) {
      const poll = await models.Poll.create(
        {
          postId: post.id,
          endsAt: new Date(now.getTime() + values.poll.durationHours * HOUR_MS),
          createdAt: now,
        },
        { transaction },
      );
      await models.PollOption.bulkCreate(
        values.poll.options.map((optionText, position) => ({ pollId: poll.id, position, optionText })),
        { transaction },
      );
    }
    await recordPostTokens(models, post, transaction);
    await notifyNewPost(ctx, transaction, post);
    return post.id;
  });
}
