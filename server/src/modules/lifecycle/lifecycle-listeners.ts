import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import type { MailService } from '../mail/mail.service';
import { createInvoicingListener } from '../invoices/invoicing.listener';
import type { SnowSeasonService } from '../snow-season/snow-season.service';
import { Lifecycle } from './lifecycle-events';
import { createAvailabilityListener } from '../availability/availability-listener';
import { AvailabilityService } from '../availability/availability.service';
import { createNotificationsListener, NotificationsDeps } from '../notifications/notifications.listener';

export interface LifecycleDeps {
  dataSource: DataSource;
  config: AppConfig;
  mail: MailService;
  /** Absent in tests that build a lifecycle without the snow season. */
  snowSeason?: SnowSeasonService;
  /** Customer messages and the office inbox (issue #26); absent in tests that build a bare lifecycle. */
  notifications?: NotificationsDeps;
}

/**
 * The one place where features subscribe to business transitions (lifecycle-events.ts): each
 * feature adds one line below. Called once per application container (createContainer).
 */
export function createLifecycle(deps: LifecycleDeps, lifecycle: Lifecycle = new Lifecycle()): Lifecycle {
  lifecycle.on(createAvailabilityListener(new AvailabilityService(deps.dataSource, deps.config.availability))); // equipment availability (issue #16)
  lifecycle.on(createInvoicingListener(deps)); // invoices (issue #15)
  // Snow contracts (issue #17): a paid subscription becomes a contract.
  const { snowSeason } = deps;
  if (snowSeason) {
    lifecycle.on(async (em, event) => {
      if (event.type === 'snow.paid') await snowSeason.createContractFromOrder(em, event.snowOrderId, event.at);
    });
  }
  if (deps.notifications) lifecycle.on(createNotificationsListener(deps.notifications)); // customer messages and the office inbox (issue #26)
  return lifecycle;
}
