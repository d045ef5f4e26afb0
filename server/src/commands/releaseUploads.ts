import { Op, type Transaction } from 'sequelize';
import type { AppContext } from '../context.js';

/**
 * Lets go of the member's uploads at `urls` that no live draft and no unpublished scheduled post still
 * names, so the clean-up job removes them after a day (a published post keeps its files as post media).
 */
export async function releaseUploads(
  ctx: AppContext,
  memberId: string,
  urls: readonly string[],
  transaction: Transaction,
): Promise<void> {
  if (urls.length === 0) return;
  const { Draft, MediaUpload, ScheduledPost } = ctx.db.models;
  const [drafts, scheduled] = await Promise.all([
    Draft.findAll({ where: { userId: memberId, deletedAt: null }, attributes: ['id', 'media'], transaction }),
    ScheduledPost.findAll({
      where: { userId: memberId, status: { [Op.ne]: 'published' } },
      attributes: ['id', 'media'],
      transaction,
    }),
  ]);
  const stillHeld = new Set([...drafts, ...scheduled].flatMap((row) => row.media.map((m) => m.url)));
  const released = urls.filter((url) => !stillHeld.has(url));
  if (released.length === 0) return;
  await MediaUpload.update(
    { attachedAt: null },
    { where: { userId: memberId, url: { [Op.in]: released } }, transaction },
  );
}
