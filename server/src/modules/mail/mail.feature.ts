import { defineFeature, periodic } from '../../kernel/feature';
import { MailService } from './mail.service';
import { createMailTransport } from './mail.transport';
import { MailWorker } from './mail.worker';
import { OutboxMessage } from './outbox-message.entity';
import { mailPersonalData } from './mail.personal-data';

/** E-mails leave through the outbox: SMTP when SMTP_URL is set, otherwise .eml files in data/outbox/. */
export default defineFeature({
  name: 'mail',
  personalData: mailPersonalData,
  entities: [OutboxMessage],
  settings: ['mail', 'abuse', 'company'],
  offers: ['mail'],
  create: ({ dataSource, config, log }) => {
    const mail = new MailService({ anonymousPerDay: config.abuse.mailAnonymousPerDay, identity: config.company });
    return {
      provides: { mail },
      workers: () => {
        const transport = createMailTransport(config.mail);
        // `attachments`: the deferred ones (the invoice PDF, issue #31) are rendered by the renderers the features registered with `mail`.
        const worker = periodic(new MailWorker({ dataSource, transport, log, from: config.mail.from, retry: { maxAttempts: config.mail.maxAttempts }, attachments: mail }), config.mail.workerIntervalMs);
        return [
          {
            start: () => worker.start(),
            stop: async () => {
              await worker.stop();
              transport.close();
            },
          },
        ];
      },
    };
  },
});
