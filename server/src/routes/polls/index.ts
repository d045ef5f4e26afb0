import express, { type Router } from 'express';
import { PollVoteSchema } from '@flock/shared';
import { voteInPoll } from '../../commands/voteInPoll.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';

/** /api/polls: voting. */
export function pollsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  router.post('/:id/vote', async (req, res) => {
    const { optionId } = parse(PollVoteSchema, req.body);
    sendOk(res, { poll: await voteInPoll(ctx, currentUser(req), req.params.id as string, optionId) });
  });
  return router;
}
