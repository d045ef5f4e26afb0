import express, { type Router } from 'express';
import { SettingsUpdateSchema, SUCCESS_MESSAGES } from '@flock/shared';
import { updateSettings } from '../../commands/updateSettings.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { assertMayChooseProfileVisibility } from '../../policies/premiumPolicy.js';
import { presentSettings } from '../../presenters/presentSettings.js';

/** /api/settings: the member's notification and privacy preferences. */
export function settingsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.get('/', (req, res) => {
    sendOk(res, { settings: presentSettings(currentUser(req)) });
  });

  router.put('/', async (req, res) => {
    const changes = parse(SettingsUpdateSchema, req.body);
    assertMayChooseProfileVisibility(currentUser(req), changes.profileVisibility);
    const user = await updateSettings(currentUser(req), changes);
    ctx.realtime.emitToUser(user.id, 'sync.poke', { scope: 'settings' });
    sendOk(res, { settings: presentSettings(user) }, { message: SUCCESS_MESSAGES.settingsUpdated });
  });

  return router;
}
