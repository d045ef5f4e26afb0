import { DRAFT_MESSAGES, type AttachedMediaDto, type AttachedMediaRef } from '@flock/shared';
import { Op, type Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { validationError } from '../errors.js';
import type { MediaUpload } from '../models/MediaUpload.js';
import type { StoredMedia } from '../services/media/storePostMedia.js';

/** An upload a draft, scheduled post or post took: what they keep of it, and what a post's media row needs. */
export interface AttachedUpload {
  media: AttachedMediaDto;
  stored: StoredMedia;
}

/** `/media/...` from an absolute URL of this server (answers carry those when other origins may call). */
function mediaPath(url: string, publicUrl: string): string {
  return url.startsWith(`${publicUrl}/media/`) ? url.slice(publicUrl.length) : url;
}

/**
 * Finds the member's uploads that `refs` name (by id, or by URL) in order and marks them taken, so the
 * clean-up job leaves them. A ref that is not one of the member's uploads is a 400 on `mediaUrls.<i>`.
 */
export async function attachUploads(
  ctx: AppContext,
  memberId: string,
  refs: readonly AttachedMediaRef[],
  transaction: Transaction,
  field = 'mediaUrls',
): Promise<AttachedUpload[]> {
  if (refs.length === 0) return [];
  const wanted = refs.map((ref) =>
    typeof ref === 'string'
      ? { url: mediaPath(ref, ctx.env.publicUrl) }
      : { id: ref.id, url: ref.url ? mediaPath(ref.url, ctx.env.publicUrl) : undefined },
  );
  const ids = wanted.flatMap((w) => (w.id ? [w.id] : []));
  const urls = wanted.flatMap((w) => (!w.id && w.url ? [w.url] : []));
  const uploads = await ctx.db.models.MediaUpload.findAll({
    where: { userId: memberId, [Op.or]: [{ id: { [Op.in]: ids } }, { url: { [Op.in]: urls } }] },
    transaction,
  });
  const byId = new Map(uploads.map((upload) => [upload.id, upload]));
  const byUrl = new Map(uploads.map((upload) => [upload.url, upload]));
  const found: MediaUpload[] = wanted.map((w, index) => {
    const upload = w.id ? byId.get(w.id) : w.url ? byUrl.get(w.url) : undefined;
    if (!upload) throw validationError([{ path: `${field}.${index}`, msg: DRAFT_MESSAGES.mediaNotUploaded }]);
    return upload;
  });
  await ctx.db.models.MediaUpload.update(
    { attachedAt: new Date() },
    { where: { id: { [Op.in]: found.map((u) => u.id) }, attachedAt: null }, transaction },
  );
  return found.map((upload) => ({
    media: { url: upload.url, type: upload.type, thumbnailUrl: upload.thumbnailUrl },
    stored: {
      type: upload.type,
      url: upload.url,
      thumbnailUrl: upload.thumbnailUrl,
      width: upload.width,
      height: upload.height,
    },
  }));
}
