import express, { type Router } from 'express';
import { DRAFT_SUCCESS_MESSAGES, DraftSaveSchema } from '@flock/shared';
import { deleteDraft } from '../../commands/deleteDraft.js';
import { saveDraft } from '../../commands/saveDraft.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { presentDraft } from '../../presenters/presentDraft.js';

/** The most drafts a list answers (newest edit first). */
const DRAFTS_LIST_MAX = 500;

/** /api/drafts: the member's own drafts (others' answer 404). */
export function draftsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.get('/', async (req, res) => {
    const rows = await ctx.db.models.Draft.findAll({
      where: { userId: currentUser(req).id, deletedAt: null },
      order: [
        ['updatedAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: DRAFTS_LIST_MAX,
    });
    const drafts = rows.map(presentDraft);
    sendOk(res, { drafts }, { topLevel: { drafts } });
  });

  router.post('/', async (req, res) => {
    const values = parse(DraftSaveSchema, req.body);
    const { draft, created, conflict } = await saveDraft(ctx, currentUser(req), values);
    const shown = presentDraft(draft);
    sendOk(
      res,
      { draft: shown, conflict },
      {
        status: created ? 201 : 200,
        message: DRAFT_SUCCESS_MESSAGES.draftSaved,
        topLevel: { draft: shown, conflict },
      },
    );
  });

  router.delete('/:id', async (req, res) => {
    await deleteDraft(ctx, currentUser(req), req.params.id as string);
    sendOk(res, null, { message: DRAFT_SUCCESS_MESSAGES.draftDeleted });
  });

  return router;
}
