import { SUPPORT_CATEGORY_LABELS, type SupportCategory } from '@flock/shared';
import type { MailMessage } from './mailer.js';
import { escapeHtml } from './templates.js';

export interface SupportRequest {
  subject: string;
  message: string;
  category: SupportCategory;
  /** Where the answer goes. */
  replyTo: string;
  /** The member who wrote, when signed in. */
  member: { id: string; name: string; username: string; plan: 'Premium' | 'Basic' } | null;
  priority: boolean;
}

/** A request from the /support form, to the support team; premium members' marked priority. */
export function supportRequestMail(to: string, request: SupportRequest): MailMessage {
  const tag = request.priority ? '[Priority] ' : '';
  const who = request.member
    ? `${request.member.name} (@${request.member.username}, ${request.member.plan}, member ${request.member.id})`
    : 'A visitor who was not signed in';
  const lines = [
    `From: ${who}`,
    `Reply to: ${request.replyTo}`,
    `Category: ${SUPPORT_CATEGORY_LABELS[request.category]}`,
    `Priority: ${request.priority ? 'yes (Premium member)' : 'normal'}`,
  ];
  return {
    to,
    subject: `${tag}Support: ${request.subject}`,
    text: `${lines.join('\n')}\n\n${request.message}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
${lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`).join('\n')}
<hr><pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(request.message)}</pre>
</body></html>`,
    replyTo: request.replyTo,
    priority: request.priority ? 'high' : 'normal',
  };
}
