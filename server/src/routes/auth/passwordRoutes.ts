import type { Router } from 'express';
import { ForgotPasswordSchema, ResetPasswordSchema, SUCCESS_MESSAGES } from '@flock/shared';
import { requestPasswordReset } from '../../commands/requestPasswordReset.js';
import { resetPassword } from '../../commands/resetPassword.js';
import type { AppContext } from '../../context.js';
import { parse, sendOk } from '../../http.js';
import type { AuthRateLimit } from '../../middlewares/rateLimit.js';

export function addPasswordRoutes(router: Router, ctx: AppContext, limit: AuthRateLimit): void {
  const limited = (name: string) => limit({ name, code: 'too_many_requests' });

  router.post('/forgot-password', ...limited('forgot'), async (req, res) => {
    const { email } = parse(ForgotPasswordSchema, req.body);
    await requestPasswordReset(ctx, email);
    sendOk(res, null, { message: SUCCESS_MESSAGES.passwordResetRequested });
  });

  router.post('/reset-password', ...limited('reset'), async (req, res) => {
    const input = parse(ResetPasswordSchema, req.body);
    await resetPassword(ctx, input);
    sendOk(res, null, { message: SUCCESS_MESSAGES.passwordReset });
  });
}
