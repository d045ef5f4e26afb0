import express, { type Router } from 'express';
import { SUPPORT_MESSAGES, SupportRequestSchema } from '@flock/shared';
import { sendSupportRequest } from '../../commands/sendSupportRequest.js';
import type { AppContext } from '../../context.js';
import { parse, sendOk } from '../../http.js';
import type { AuthRateLimit } from '../../middlewares/rateLimit.js';
import { authenticateIfToken } from '../../middlewares/requireAuth.js';

/**
 * /api/support: the form of the /support page, mailed to the support team. Open to visitors (who give
 * an address) and members (whose token, when sent, must be valid); rate limited per address and email.
 */
export function supportRouter(ctx: AppContext, limit: AuthRateLimit): Router {
  const router = express.Router();
  const signedInIfToken = authenticateIfToken(ctx);

  router.post('/', ...limit({ name: 'support', code: 'too_many_requests' }), async (req, res) => {
    await signedInIfToken(req);
    const input = parse(SupportRequestSchema, req.body);
    const result = await sendSupportRequest(ctx, req.user, input);
    sendOk(res, result, {
      status: 201,
      message: result.priority ? SUPPORT_MESSAGES.sentPriority : SUPPORT_MESSAGES.sent,
    });
  });

  return router;
}
