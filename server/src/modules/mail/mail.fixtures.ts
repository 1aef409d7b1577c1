import { MailTransport, OutgoingMail } from './mail.transport';

/** A transport that records what it sends; `failNext(n)` makes the next n sends throw. */
export function recordingTransport(): MailTransport & { sent: OutgoingMail[]; failNext: (times: number, message?: string) => void } {
  const sent: OutgoingMail[] = [];
  let failures = 0;
  let failureMessage = 'SMTP 421 service not available';
  return {
    kind: 'smtp',
    sent,
    failNext(times, message) {
      failures = times;
      if (message) failureMessage = message;
    },
    async send(mail) {
      if (failures > 0) {
        failures -= 1;
        throw new Error(failureMessage);
      }
      sent.push(mail);
      return { location: `memory:${mail.id}` };
    },
    close() {},
  };
}
