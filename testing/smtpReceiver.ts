import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './parseMail.js';

/**
 * A real SMTP server on a free loopback port that keeps what it receives, for tests that need to read
 * the verification code or the reset link out of a mail.
 */
export interface SmtpReceiver {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next mail to `to` (already received or arriving within `timeoutMs`). */
  waitFor(to: string, options?: { timeoutMs?: number; after?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, { timeoutMs = 10_000, after = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      const find = () => messages.slice(after).find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
      for (;;) {
        const found = find();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type { ReceivedMail };
