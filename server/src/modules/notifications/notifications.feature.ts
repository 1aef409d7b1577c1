import { defineFeature, periodic } from '../../kernel/feature';
import { AfterCommitSubscriber } from './after-commit';
import { createInboxBus } from './inbox-bus';
import { DeliveryReminderWorker } from './delivery-reminders';
import { InboxDigestWorker } from './inbox-digest.worker';
import { INBOX_ENTITIES } from './inbox.entities';
import { InboxResolver } from './inbox.resolver';
import { InboxService } from './inbox.service';
import { emailChannel, notificationsHandlers } from './notifications.listener';
import './notifications.public';
import { notificationsPersonalData } from './notifications.personal-data';

/**
 * Issue #26: the messages to customers at every transition that concerns them (CUSTOMER_MESSAGES),
 * and the office inbox « À traiter » with its live counts and e-mails. One listener of the event
 * spine (notifications.listener.ts, after the owners' handlers).
 */
export default defineFeature({
  name: 'notifications',
  entities: INBOX_ENTITIES,
  subscribers: [AfterCommitSubscriber],
  resolvers: [InboxResolver],
  settings: ['office', 'company', 'publicUrl', 'redisUrl'],
  offers: ['inbox', 'inboxBus'],
  personalData: notificationsPersonalData,
  create: ({ dataSource, config, log, use }) => {
    const inboxBus = createInboxBus(config.redisUrl, log);
    const inbox = new InboxService(dataSource, use('mail'), inboxBus, { publicUrl: config.publicUrl, officeEmail: config.office.email, digestMinutes: config.office.digestMinutes }, log);
    return {
      provides: { inbox, inboxBus },
      resolvers: () => [new InboxResolver(inbox)],
      on: notificationsHandlers({ inbox, sender: { ...config.company, publicUrl: config.publicUrl }, channels: [emailChannel(use('mail'))], log }),
      workers: () => [
        periodic(new InboxDigestWorker({ dataSource, log, inbox }), 60_000),
        // Delivery-day reminders by SMS, checked every 10 minutes (queued once each: the SMS outbox's dedupe key).
        periodic(new DeliveryReminderWorker({ dataSource, log, sms: use('sms'), company: config.company }), 600_000),
      ],
      close: async () => {
        // The unverified pickups' items still waiting for their batch (InboxService.deferPickup).
        await inbox.flushDeferred().catch((err: unknown) => log.warn({ err }, 'office inbox: unverified pickup items left to the catch-up'));
        await inboxBus.close();
      },
    };
  },
});
