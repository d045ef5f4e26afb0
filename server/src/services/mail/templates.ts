import { OTP_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from '@flock/shared';
import type { MailMessage } from './mailer.js';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:system-ui,sans-serif;color:#111">
<div style="max-width:480px;margin:24px auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#666;font-size:12px;margin-top:32px">You received this because someone used this address on Flock. If it was not you, ignore this mail.</p>
</div></body></html>`;
}

export function verificationCodeMail(to: string, firstName: string, code: string): MailMessage {
  const minutes = OTP_TTL_SECONDS / 60;
  return {
    to,
    subject: 'Your Flock verification code',
    text: `Hi ${firstName},\n\nYour Flock verification code is ${code}.\nIt expires in ${minutes} minutes.\n\nIf you did not create a Flock account, ignore this mail.\n`,
    html: layout(
      'Verify your email',
      `<p>Hi ${escapeHtml(firstName)},</p><p>Your Flock verification code is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>It expires in ${minutes} minutes.</p>`,
    ),
    devHint: `verification code ${code}`,
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const minutes = RESET_TOKEN_TTL_SECONDS / 60;
  return {
    to,
    subject: 'Reset your Flock password',
    text: `Hi ${firstName},\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n`,
    html: layout(
      'Reset your password',
      `<p>Hi ${escapeHtml(firstName)},</p><p>Choose a new password with the button below. The link works once and expires in ${minutes} minutes.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d9bf0;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">Reset password</a></p>
<p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(link)}</p>`,
    ),
    devHint: `reset link ${link}`,
  };
}
