import pino from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { EventBus } from '../kernel/events';
import { availabilityHandlers } from '../modules/availability/availability.listener';
import { AvailabilityService } from '../modules/availability/availability.service';
import { createRefundGateway } from '../modules/invoices/invoice-refunds';
import { invoicesHandlers } from '../modules/invoices/invoices.listener';
import { InvoicesService } from '../modules/invoices/invoices.service';
import { MailService } from '../modules/mail/mail.service';
import { webhookHandlers } from '../modules/webhooks/webhooks.listener';

/**
 * An event spine for services built by hand in a test: the webhooks listener only (as in the
 * application, a transition queues its webhook deliveries); other reactions are not subscribed.
 * Subscribe more with `.subscribe(feature, handlers)`, observe every event with `.tap(…)`.
 */
export function testBus(dataSource: DataSource): EventBus {
  return new EventBus().subscribe('webhooks', webhookHandlers(dataSource));
}

/** The spine with the application's reactions to quotes, events, pickups and snow orders: availability, invoices and webhooks. */
export function invoicingTestBus(dataSource: DataSource, config: AppConfig, mail: MailService = new MailService()): EventBus {
  const bus = new EventBus();
  const invoices = new InvoicesService(dataSource, mail, config, createRefundGateway(config.payments), bus);
  return bus
    .subscribe('availability', availabilityHandlers(new AvailabilityService(dataSource, config.availability)))
    .subscribe('invoices', invoicesHandlers(invoices, config, pino({ level: 'silent' })))
    .subscribe('webhooks', webhookHandlers(dataSource));
}
