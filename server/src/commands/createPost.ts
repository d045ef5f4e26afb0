import { mediaLimitsFor, type PostCreateValues } from '@flock/shared';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { toMediaList } from '../queries/mediaList.js';
import type { User } from '../models/User.js';
import { storePostMedia, type StoredMedia, type UploadedFile } from '../services/media/storePostMedia.js';
import { attachUploads } from './attachUploads.js';
import { announcePost, insertPostRow, publishOnce, type CreatedPost } from './postPublishing.js';
import { removeUnusedPostMedia } from './removeUnusedPostMedia.js';

const HOUR_MS = 3600 * 1000;

/**
 * Publishes a post: media stored first (outside the transaction, it can take a while), then the post,
 * its media rows, poll, hashtags and mentions in one transaction. If that fails, the stored files go.
 */
export function createPost(
  ctx: AppContext,
  author: User,
  values: PostCreateValues,
  files: readonly UploadedFile[],
): Promise<CreatedPost> {
  return publishOnce(ctx, author, values.id, async () => {
    const release = (media: readonly StoredMedia[]) =>
      removeUnusedPostMedia(
        ctx,
        media.flatMap((m) => [m.url, m.thumbnailUrl]),
      );
    const media = await storePostMedia(ctx.media, files, release, mediaLimitsFor(author));
    try {
      return await insertPost(ctx, author, values, media);
    } catch (error) {
      await release(media);
      throw error;
    }
  });
}

function insertPost(
  ctx: AppContext,
  author: User,
  values: PostCreateValues,
  media: readonly StoredMedia[],
): Promise<string> {
  const { models } = ctx.db;
  return ctx.db.sequelize.transaction(async (transaction) => {
    const now = new Date();
    const uploaded = await attachUploads(ctx, author.id, values.mediaUrls, transaction);
    const mediaRows = [...uploaded.map((u) => u.stored), ...media].map((m, position) => ({
      ...m,
      id: newId(),
      position,
      createdAt: now,
    }));
    const post = await insertPostRow(ctx, transaction, author, now, {
      id: values.id,
      content: values.content,
      privacy: values.privacy,
      tags: values.tags,
      location: values.location || null,
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      feeling: values.feeling || null,
      mediaList: toMediaList(mediaRows),
      hasPoll: Boolean(values.poll),
    });
    if (mediaRows.length > 0) {
      await models.PostMedia.bulkCreate(
        mediaRows.map((m) => ({ ...m, postId: post.id })),
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
    await announcePost(ctx, transaction, post);
    return post.id;
  });
}
