import type { SupportRequestDto, SupportRequestSchema } from '@flock/shared';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import { validationError } from '../errors.js';
import type { User } from '../models/User.js';
import { supportRequestMail } from '../services/mail/supportRequestMail.js';

/**
 * Mails a /support request to SUPPORT_EMAIL. A signed-in member writes from their account's address
 * and a premium member's request is marked priority (subject, mail headers); a visitor gives an address.
 */
export async function sendSupportRequest(
  ctx: AppContext,
  member: User | undefined,
  input: z.output<typeof SupportRequestSchema>,
): Promise<SupportRequestDto> {
  const replyTo = member?.email ?? input.email;
  if (!replyTo) throw validationError([{ path: 'email', msg: 'Please enter your email address' }]);
  const priority = member?.isPremium ?? false;
  await ctx.mailer.send(
    supportRequestMail(ctx.env.SUPPORT_EMAIL, {
      subject: input.subject,
      message: input.message,
      category: input.category,
      replyTo,
      member: member
        ? {
            id: member.id,
            name: `${member.firstName} ${member.lastName}`.trim(),
            username: member.username,
            plan: priority ? 'Premium' : 'Basic',
          }
        : null,
      priority,
    }),
  );
  return { priority };
}
