import type { Router } from 'express';
import { DeleteAccountSchema, ProfileUpdateSchema, SUCCESS_MESSAGES, ThemeSchema } from '@flock/shared';
import { changeAvatar } from '../../commands/changeAvatar.js';
import { deleteAccount } from '../../commands/deleteAccount.js';
import { setTheme } from '../../commands/setTheme.js';
import { updateProfile } from '../../commands/updateProfile.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import type { AuthRateLimit } from '../../middlewares/rateLimit.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import type { User } from '../../models/User.js';
import { presentSelf } from '../../presenters/presentSelf.js';
import { loadCountsOf } from '../../queries/userCounts.js';
import { avatarUpload } from './avatarUpload.js';

/** The signed-in member's own account: profile, avatar, theme, deletion. */
export function addAccountRoutes(router: Router, ctx: AppContext, limit: AuthRateLimit): void {
  const limited = (name: string) => limit({ name, code: 'too_many_requests' });
  const auth = requireAuth(ctx);

  const presentWithCounts = async (user: User) => presentSelf(user, await loadCountsOf(ctx.db, user.id));

  // Spec 000 names `user` (profile, avatar) and `theme` at the top level of these answers.
  router.get('/profile', auth, async (req, res) => {
    const user = await presentWithCounts(currentUser(req));
    sendOk(res, { user }, { topLevel: { user } });
  });

  router.put('/profile', auth, async (req, res) => {
    const values = parse(ProfileUpdateSchema, req.body);
    const user = await updateProfile(currentUser(req), values);
    sendOk(res, { user: await presentWithCounts(user) }, { message: SUCCESS_MESSAGES.profileUpdated });
  });

  router.put('/profile-image', auth, avatarUpload, async (req, res) => {
    const user = await presentWithCounts(await changeAvatar(ctx, currentUser(req), req.file!.buffer));
    sendOk(res, { user }, { message: SUCCESS_MESSAGES.profileImageUpdated, topLevel: { user } });
  });

  router.get('/theme', auth, (req, res) => {
    const { theme } = currentUser(req);
    sendOk(res, { theme }, { topLevel: { theme } });
  });

  router.put('/theme', auth, async (req, res) => {
    const { theme } = parse(ThemeSchema, req.body);
    const user = await setTheme(currentUser(req), theme);
    sendOk(
      res,
      { theme: user.theme },
      { message: SUCCESS_MESSAGES.themeUpdated, topLevel: { theme: user.theme } },
    );
  });

  router.delete('/account', ...limited('delete-account'), auth, async (req, res) => {
    const { password } = parse(DeleteAccountSchema, req.body);
    await deleteAccount(ctx, currentUser(req), password);
    sendOk(res, null, { message: SUCCESS_MESSAGES.accountDeleted });
  });
}
