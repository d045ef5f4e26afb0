import type { DraftSaveValues } from '@flock/shared';
import { Op, type Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { Draft } from '../models/Draft.js';
import type { User } from '../models/User.js';
import { attachUploads } from './attachUploads.js';
import { recordSyncChange } from './recordSyncChange.js';

export interface SavedDraft {
  draft: Draft;
  created: boolean;
  /** The save was based on an older revision (or on a draft deleted meanwhile): it was kept as a copy. */
  conflict: boolean;
}

/**
 * Saves a draft. A new id creates it (revision 1); the member's draft is updated when the save is based
 * on its current revision (or names none), and otherwise never overwritten: the save is kept as a new
 * draft marked `conflictOf` the one it collided with, so both versions stay. A draft deleted or
 * published meanwhile is kept the same way. Another member's id answers 404.
 */
export function saveDraft(ctx: AppContext, member: User, values: DraftSaveValues): Promise<SavedDraft> {
  return ctx.db.sequelize.transaction(async (transaction) => {
    const { Draft } = ctx.db.models;
    const existing = values.id ? await Draft.findByPk(values.id, { transaction, lock: true }) : null;
    if (existing && existing.userId !== member.id) throw new AppError('draft_not_found');
    const replayed =
      existing && values.saveId
        ? await savedBefore(ctx, member, existing.id, values.saveId, transaction)
        : null;
    if (replayed) return { draft: replayed, created: false, conflict: replayed.conflictOf !== null };
    const fields = await draftFields(ctx, member, values, transaction);
    const now = new Date();
    let saved: SavedDraft;
    if (!existing) {
      const draft = await Draft.create(
        {
          ...fields,
          id: values.id ?? newId(),
          userId: member.id,
          revision: 1,
          conflictOf: null,
          createdAt: now,
          updatedAt: now,
        },
        { transaction },
      );
      saved = { draft, created: true, conflict: false };
    } else if (
      !existing.deletedAt &&
      (values.baseRevision === undefined || values.baseRevision === existing.revision)
    ) {
      await existing.update({ ...fields, revision: existing.revision + 1, updatedAt: now }, { transaction });
      saved = { draft: existing, created: false, conflict: false };
    } else {
      const copy = await Draft.create(
        {
          ...fields,
          id: newId(),
          userId: member.id,
          revision: 1,
          conflictOf: existing.id,
          createdAt: now,
          updatedAt: now,
        },
        { transaction },
      );
      saved = { draft: copy, created: true, conflict: true };
    }
    await recordSyncChange(ctx, transaction, member.id, 'drafts', saved.draft.id);
    return saved;
  });
}

/** The draft (or the conflict copy of it) this very save made, when it is sent again. */
function savedBefore(
  ctx: AppContext,
  member: User,
  draftId: string,
  saveId: string,
  transaction: Transaction,
) {
  return ctx.db.models.Draft.findOne({
    where: { userId: member.id, lastSaveId: saveId, [Op.or]: [{ id: draftId }, { conflictOf: draftId }] },
    transaction,
  });
}

async function draftFields(ctx: AppContext, member: User, values: DraftSaveValues, transaction: Transaction) {
  const attached = await attachUploads(ctx, member.id, values.mediaUrls, transaction);
  return {
    lastSaveId: values.saveId ?? null,
    content: values.content,
    media: attached.map((a) => a.media),
    privacy: values.privacy,
    location: values.location ?? null,
    feeling: values.feeling ?? null,
    tags: values.tags,
    isThread: values.isThread,
    threadPosts: values.threadPosts,
    pollData: values.pollData ?? null,
    replyToPostId: values.replyToPostId ?? null,
    replyToCommentId: values.replyToCommentId ?? null,
    quotedPostId: values.quotedPostId ?? null,
    deletedAt: null,
  };
}
