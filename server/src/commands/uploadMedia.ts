import { DRAFT_MESSAGES } from '@flock/shared';
import { Op, UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { AppError, validationError } from '../errors.js';
import type { MediaUpload } from '../models/MediaUpload.js';
import type { User } from '../models/User.js';
import {
  mediaError,
  storePostMedia,
  type StoredMedia,
  type UploadedFile,
} from '../services/media/storePostMedia.js';
import { removeUnusedPostMedia } from './removeUnusedPostMedia.js';

export interface UploadedMedia {
  uploads: MediaUpload[];
  /** False when the client ids named uploads this member made already (a replayed upload). */
  created: boolean;
}

/**
 * Stores files on their own (the same checks and processing as a post's media) for drafts, scheduled
 * posts and posts to refer to by URL. With client ids, an upload sent again answers the first one.
 */
export async function uploadMedia(
  ctx: AppContext,
  member: User,
  files: readonly UploadedFile[],
  ids: readonly string[] | undefined,
): Promise<UploadedMedia> {
  if (files.length === 0) throw mediaError(DRAFT_MESSAGES.mediaRequired);
  if (ids && ids.length !== files.length) {
    throw validationError([{ path: 'ids', msg: DRAFT_MESSAGES.uploadIds }]);
  }
  const replayed = ids ? await earlierUploads(ctx, member, ids) : null;
  if (replayed) return { uploads: replayed, created: false };

  const release = (media: readonly StoredMedia[]) =>
    removeUnusedPostMedia(
      ctx,
      media.flatMap((m) => [m.url, m.thumbnailUrl]),
    );
  const stored = await storePostMedia(ctx.media, files, release);
  const now = new Date();
  try {
    const uploads = await ctx.db.sequelize.transaction((transaction) =>
      ctx.db.models.MediaUpload.bulkCreate(
        stored.map((media, index) => ({
          ...media,
          id: ids?.[index] ?? newId(),
          userId: member.id,
          createdAt: now,
          attachedAt: null,
        })),
        { transaction },
      ),
    );
    return { uploads, created: true };
  } catch (error) {
    await release(stored);
    const raced =
      error instanceof UniqueConstraintError && ids ? await earlierUploads(ctx, member, ids) : null;
    if (raced) return { uploads: raced, created: false };
    throw error instanceof UniqueConstraintError ? new AppError('id_conflict') : error;
  }
}

/** The member's uploads under these ids, in order; null when none exist; a conflict when others' do. */
async function earlierUploads(ctx: AppContext, member: User, ids: readonly string[]) {
  const found = await ctx.db.models.MediaUpload.findAll({ where: { id: { [Op.in]: [...ids] } } });
  if (found.length === 0) return null;
  if (found.length !== ids.length || found.some((upload) => upload.userId !== member.id)) {
    throw new AppError('id_conflict');
  }
  const byId = new Map(found.map((upload) => [upload.id, upload]));
  return ids.flatMap((id) => {
    const upload = byId.get(id);
    return upload ? [upload] : [];
  });
}
