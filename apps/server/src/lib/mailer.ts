import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message carries (it holds a token: never logged). */
  link: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set; `outbox` writes each message as an `.eml` file. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/** SMTP when configured; otherwise messages land in `$DATA_DIR/outbox/`, newest sorting last. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options);
  return createOutboxMailer(options);
}

function createSmtpMailer(smtpUrl: string, options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      options.logger.info({ to: message.to, subject: message.subject }, 'Email sent');
    },
    close: () => transport.close(),
  };
}

let sequence = 0;

/** `<iso-timestamp>-<sequence>-<random>.eml`: lexical order is the order of writing. */
export function outboxFileName(now: Date = new Date()): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      // The mails hold sign-in and reset links: the server's user's alone, whatever the umask.
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, outboxFileName());
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // The file, not the link: a sign-in or reset token must not end up in a log.
      options.logger.info({ to: message.to, subject: message.subject, file }, `Email written to outbox: ${file}`);
    },
    close: () => transport.close(),
  };
}
