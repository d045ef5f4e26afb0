import express, { type Router } from 'express';
import { InterestSelectionSchema, SUCCESS_MESSAGES } from '@flock/shared';
import { saveInterests } from '../../commands/saveInterests.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import {
  presentInterestCategory,
  presentInterestCompletion,
  presentUserInterests,
} from '../../presenters/presentInterests.js';
import { loadMemberInterests } from './memberInterests.js';

/** /api/interests: the category catalogue (open to anyone) and the member's own choice. */
export function interestsRouter(ctx: AppContext): Router {
  const router = express.Router();
  const auth = requireAuth(ctx);

  router.get('/categories', async (_req, res) => {
    const categories = await ctx.db.models.InterestCategory.findAll({ order: [['position', 'ASC']] });
    sendOk(res, categories.map(presentInterestCategory), {
      message: SUCCESS_MESSAGES.interestCategoriesLoaded,
    });
  });

  router.get('/user', auth, async (req, res) => {
    sendOk(res, presentUserInterests(await loadMemberInterests(ctx, currentUser(req).id)));
  });

  const save: express.RequestHandler = async (req, res) => {
    const { categoryIds } = parse(InterestSelectionSchema, req.body);
    const categories = await saveInterests(ctx, currentUser(req), categoryIds);
    sendOk(res, presentUserInterests(categories), { message: SUCCESS_MESSAGES.interestsSaved });
  };
  router.post('/select', auth, save);
  router.put('/update', auth, save);

  router.get('/check-completion', auth, async (req, res) => {
    const user = currentUser(req);
    const selectedCount = await ctx.db.models.UserInterest.count({ where: { userId: user.id } });
    sendOk(res, presentInterestCompletion(user.interestsCompletedAt ?? null, selectedCount));
  });

  return router;
}
