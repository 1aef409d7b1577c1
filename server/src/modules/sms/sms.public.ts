import type { SmsService } from './sms.service';

/** The SMS channel's face: queue an SMS to a consenting person (subjects: smsSubject in sms.service.ts). */
export { smsSubject } from './sms.service';
export type { SmsService } from './sms.service';

declare module '../../kernel/feature' {
  interface FeatureServices {
    sms: SmsService;
  }
}
