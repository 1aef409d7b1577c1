import { defineFeature, periodic } from '../../kernel/feature';
import { SmsConsent, SmsMessage } from './sms.entities';
import { smsPersonalData } from './sms.personal-data';
import { SmsResolver } from './sms.resolver';
import { SmsService } from './sms.service';
import { createSmsTransport } from './sms.transport';
import { SmsWorker } from './sms.worker';

/** The SMS channel (issue #26): consents (CASL), the SMS outbox and its worker (Twilio or text files), STOP (web/sms-webhook.ts). */
export default defineFeature({
  name: 'sms',
  personalData: smsPersonalData,
  entities: [SmsMessage, SmsConsent],
  resolvers: [SmsResolver],
  settings: ['sms', 'company'],
  offers: ['sms'],
  create: ({ dataSource, config, log }) => {
    const sms = new SmsService(dataSource, config.company.name);
    return {
      provides: { sms },
      resolvers: () => [new SmsResolver(sms)],
      workers: () => [periodic(new SmsWorker({ dataSource, transport: createSmsTransport(config.sms), log, retry: { maxAttempts: config.sms.maxAttempts } }), config.sms.workerIntervalMs)],
    };
  },
});
