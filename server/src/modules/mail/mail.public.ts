import type { MailService } from './mail.service';

/** The outbox's face for other features: queue an e-mail in your transaction. */

declare module '../../kernel/feature' {
  interface FeatureServices {
    mail: MailService;
  }
}
export type { MailService, MailToQueue } from './mail.service';
export { portalLineHtml, portalLineText } from './portal-line';
