import fs from 'node:fs/promises';
import path from 'node:path';
import type { Twilio } from 'twilio';

export interface OutgoingSms {
  /** The outbox id: names the file of the embedded default. */
  id: number;
  to: string;
  body: string;
  segments: number;
  encoding: string;
}

/** Whether a failed send may be tried again (nothing left the provider), or must not be (it might have). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsTransport {
  readonly kind: 'twilio' | 'file';
  send(sms: OutgoingSms): Promise<{ providerId: string }>;
}

/** Embedded default: each SMS becomes `<dir>/sms-<id>.txt` (who, how many parts, the text), like the .eml files. */
export function createFileSmsTransport(dir: string, now: () => Date = () => new Date()): SmsTransport {
  return {
    kind: 'file',
    async send(sms) {
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `sms-${String(sms.id).padStart(6, '0')}.txt`);
      const text = `To: ${sms.to}\nDate: ${now().toISOString()}\nSegments: ${sms.segments} (${sms.encoding})\n\n${sms.body}\n`;
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, text, 'utf8');
      await fs.rename(temporary, file);
      return { providerId: file };
    },
  };
}

const RETRYABLE_NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET_BEFORE_SEND']);

/**
 * Production: Twilio's maintained client. `from` is a number (E.164) or a Messaging Service (MG…).
 * A refusal with an HTTP status (4xx: bad number, opted-out recipient 21610…) is final; 429 and 5xx,
 * and a connection that never opened, are retried; anything else (a timeout after the request left)
 * is not, since Twilio might have accepted it: never twice.
 */
export function createTwilioSmsTransport(config: { accountSid: string; authToken: string; from: string }): SmsTransport {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured (start-up time)
  const twilio = require('twilio') as (sid: string, token: string) => Twilio;
  const client = twilio(config.accountSid, config.authToken);
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
  return {
    kind: 'twilio',
    async send(sms) {
      try {
        const message = await client.messages.create({ to: sms.to, body: sms.body, ...sender });
        return { providerId: message.sid };
      } catch (error) {
        const status = (error as { status?: number }).status;
        const code = (error as { code?: string | number }).code;
        const message = error instanceof Error ? error.message : String(error);
        if (typeof status === 'number') throw new SmsSendError(`Twilio ${status}${code ? ` (${code})` : ''} : ${message}`, status === 429 || status >= 500);
        throw new SmsSendError(message, typeof code === 'string' && RETRYABLE_NETWORK.has(code));
      }
    },
  };
}

export function createSmsTransport(config: { twilio: { accountSid: string; authToken: string; from: string } | null; outboxDir: string }): SmsTransport {
  return config.twilio ? createTwilioSmsTransport(config.twilio) : createFileSmsTransport(config.outboxDir);
}
