import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What a developer needs from this mail when it is only written to disk (a code or a link). */
  devHint?: string;
  /** Where replies go (support requests: the member who wrote). */
  replyTo?: string;
  /** `high` marks the mail urgent for mail clients (X-Priority, Importance). */
  priority?: 'high' | 'normal';
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  isProduction: boolean;
  logger: Logger;
}

/**
 * With SMTP_URL, mail goes to that server. Without it, each mail is written to DATA_DIR/mail as an
 * .eml file and its code or link is logged (outside production), so a fresh checkout needs no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...envelopeOf(message) });
        options.logger.info({ subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(options.dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...envelopeOf(message) });
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug(message.subject)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const hint = options.isProduction ? undefined : message.devHint;
      options.logger.info(
        { file, to: message.to, ...(hint ? { hint } : {}) },
        'mail written to disk (no SMTP_URL set)',
      );
    },
    close: () => transport.close(),
  };
}

const envelopeOf = (message: MailMessage) => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  ...(message.priority ? { priority: message.priority } : {}),
});

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
