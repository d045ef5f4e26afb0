import type { Router } from 'express';
import {
  RESEND_COOLDOWN_SECONDS,
  RegisterSchema,
  ResendVerificationSchema,
  SUCCESS_MESSAGES,
  VerifyEmailSchema,
} from '@flock/shared';
import { registerUser } from '../../commands/registerUser.js';
import { resendVerification } from '../../commands/resendVerification.js';
import { verifyEmail } from '../../commands/verifyEmail.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { parse, sendOk } from '../../http.js';
import type { AuthRateLimit } from '../../middlewares/rateLimit.js';
import { resendCooldownSecondsLeft } from '../../policies/accountPolicy.js';
import { presentAuthSession } from '../../presenters/presentAuthSession.js';
import { presentCooldown } from '../../presenters/presentCooldown.js';

/** Register, verify the email with the mailed code, and ask for another code. */
export function addSignupRoutes(router: Router, ctx: AppContext, limit: AuthRateLimit): void {
  const limited = (name: string) => limit({ name, code: 'too_many_requests' });

  router.post('/register', ...limited('register'), async (req, res) => {
    const values = parse(RegisterSchema, req.body);
    const user = await registerUser(ctx, values);
    sendOk(
      res,
      { requiresVerification: true, email: user.email },
      { status: 201, message: SUCCESS_MESSAGES.registered },
    );
  });

  router.post('/verify-email', ...limited('verify-email'), async (req, res) => {
    const input = parse(VerifyEmailSchema, req.body);
    const { user, token } = await verifyEmail(ctx, input, req.get('user-agent'));
    sendOk(res, presentAuthSession(user, token), { message: SUCCESS_MESSAGES.emailVerified });
  });

  router.post('/resend-verification', ...limited('resend'), async (req, res) => {
    const { email } = parse(ResendVerificationSchema, req.body);
    await resendVerification(ctx, email);
    const cooldown = presentCooldown(RESEND_COOLDOWN_SECONDS);
    sendOk(res, cooldown, { message: SUCCESS_MESSAGES.verificationCodeSent, topLevel: { ...cooldown } });
  });

  router.get('/cooldown-status/:email', ...limited('cooldown'), async (req, res) => {
    const { email } = parse(ResendVerificationSchema, { email: req.params.email });
    const user = await ctx.db.models.User.findOne({ where: { email } });
    if (!user) throw new AppError('user_not_found');
    const cooldown = presentCooldown(resendCooldownSecondsLeft(user));
    sendOk(res, cooldown, { topLevel: { ...cooldown } });
  });
}
