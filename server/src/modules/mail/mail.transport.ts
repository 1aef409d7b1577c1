import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** What the worker hands to a transport: one outbox row, ready to send. */
export interface OutgoingMail {
  /** The outbox id: names the .eml file and the Message-ID, so a resend is recognisably the same e-mail. */
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post of marketing messages). */
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(mail: OutgoingMail): Promise<{ location: string }>;
  close(): void;
}

function loadNodemailer(): typeof nodemailer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (start-up time, embedded mode)
  return require('nodemailer') as typeof nodemailer;
}

function toNodemailer(mail: OutgoingMail): Mail.Options {
  const domain = /@([^>\s]+)>?\s*$/.exec(mail.from)?.[1] ?? 'localhost';
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: mail.attachments,
    messageId: `<outbox-${mail.id}@${domain}>`,
    headers: { 'Content-Language': 'fr-CA', ...(mail.headers ?? {}) },
  };
}

/** Embedded default: each e-mail becomes `<dir>/outbox-<id>.eml` (RFC 822), readable in any mail client. */
export function createEmlTransport(dir: string): MailTransport {
  // Nothing to check in the configuration here: nodemailer is loaded with the first e-mail, not at start-up.
  let composer: ReturnType<typeof nodemailer.createTransport> | undefined;
  return {
    kind: 'eml',
    async send(mail) {
      composer ??= loadNodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await composer.sendMail(toNodemailer(mail));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `outbox-${String(mail.id).padStart(6, '0')}.eml`);
      // Written then renamed, so a reader never sees half a file; a resend overwrites, never duplicates.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
      return { location: file };
    },
    close() {
      composer?.close();
    },
  };
}

/** Production: nodemailer over SMTP (`smtp://user:pass@host:587` or `smtps://…:465`). */
export function createSmtpTransport(url: string): MailTransport {
  // Created at start: a bad SMTP_URL stops the start (main.ts).
  const transporter = loadNodemailer().createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      return { location: String(info.messageId ?? '') };
    },
    close() {
      transporter.close();
    },
  };
}

export function createMailTransport(config: { smtpUrl: string | null; outboxDir: string }): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createEmlTransport(config.outboxDir);
}
