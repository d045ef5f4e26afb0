import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { recordSyncChange } from './recordSyncChange.js';
import { releaseUploads } from './releaseUploads.js';

/**
 * Deletes the member's draft: it becomes a tombstone (text and media cleared) so other devices and a
 * late save learn it is gone. Uploads nothing else holds are let go (the clean-up job removes them). Another
 * member's draft, an unknown one or one deleted already answers 404.
 */
export async function deleteDraft(ctx: AppContext, member: User, draftId: string): Promise<void> {
  if (!isUuid(draftId)) throw new AppError('draft_not_found');
  const { Draft } = ctx.db.models;
  await ctx.db.sequelize.transaction(async (transaction) => {
    const draft = await Draft.findByPk(draftId, { transaction, lock: true });
    if (!draft || draft.userId !== member.id || draft.deletedAt) throw new AppError('draft_not_found');
    const urls = draft.media.map((m) => m.url);
    await draft.update(
      {
        deletedAt: new Date(),
        content: '',
        media: [],
        threadPosts: [],
        pollData: null,
        tags: [],
        location: null,
        feeling: null,
      },
      { transaction },
    );
    await releaseUploads(ctx, member.id, urls, transaction);
    await recordSyncChange(ctx, transaction, member.id, 'drafts', draft.id);
  });
}
