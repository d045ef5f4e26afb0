import express, { type Router } from 'express';
import {
  SYNC_CHANGES_PAGE,
  SyncChangesQuerySchema,
  type SyncChangesDto,
  type SyncScope,
} from '@flock/shared';
import { Op } from 'sequelize';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';

/**
 * /api/sync/changes: the member's change feed (DESIGN section 4). A device reads on from its cursor
 * after a `sync.poke` and then fetches the records named; only the member's own changes are listed.
 */
export function syncRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.get('/changes', async (req, res) => {
    const { since, scope } = parse(SyncChangesQuerySchema, req.query);
    const rows = await ctx.db.models.SyncChange.findAll({
      where: {
        userId: currentUser(req).id,
        ...(since ? { seq: { [Op.gt]: since } } : {}),
        ...(scope ? { scope } : {}),
      },
      order: [['seq', 'ASC']],
      limit: SYNC_CHANGES_PAGE + 1,
    });
    const page = rows.slice(0, SYNC_CHANGES_PAGE);
    const changes = page.map((row) => ({
      scope: row.scope as SyncScope,
      entityId: row.entityId,
      cursor: String(row.seq),
    }));
    const body: SyncChangesDto = {
      changes,
      cursor: changes.at(-1)?.cursor ?? since,
      hasMore: rows.length > SYNC_CHANGES_PAGE,
    };
    sendOk(res, body, { topLevel: { ...body } });
  });

  return router;
}
