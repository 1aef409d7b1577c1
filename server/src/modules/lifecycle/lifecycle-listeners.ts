import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import type { MailService } from '../mail/mail.service';
import { Lifecycle } from './lifecycle-events';
import { createAvailabilityListener } from '../availability/availability-listener';
import { AvailabilityService } from '../availability/availability.service';

export interface LifecycleDeps {
  dataSource: DataSource;
  config: AppConfig;
  mail: MailService;
}

/**
 * The one place where features subscribe to business transitions (lifecycle-events.ts): each
 * feature adds one line below. Called once per application container (createContainer).
 */
export function createLifecycle(deps: LifecycleDeps): Lifecycle {
  const lifecycle = new Lifecycle();
  void deps;
  lifecycle.on(createAvailabilityListener(new AvailabilityService(deps.dataSource, deps.config.availability))); // equipment availability (issue #16)
  // lifecycle.on(createInvoicingListener(deps));      // invoices (issue #15)
  // lifecycle.on(createSnowContractListener(deps));   // snow contracts (issue #17)
  return lifecycle;
}
