import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { PeriodicWorker } from '../../db/periodic-worker';
import { InboxService, systemContext } from './inbox.service';

/**
 * Checks every minute whether a digest recipient's period has passed (InboxService.sendDueDigests; safe on several processes),
 * after making the items of unverified pickups a stopped process left unmade (InboxService.catchUpPickups).
 */
export class InboxDigestWorker extends PeriodicWorker<number> {
  private readonly now: () => Date;

  constructor(private readonly options: { dataSource: DataSource; log: Logger; inbox: InboxService; now?: () => Date }) {
    super(options.log, 'inbox-digest');
    this.now = options.now ?? (() => new Date());
  }

  override start(intervalMs = 60_000): void {
    super.start(intervalMs);
  }

  protected async run(): Promise<number> {
    const ctx = systemContext(this.options.dataSource, this.options.log, this.now());
    // First the unverified pickups' items a stopped process did not make (InboxService.deferPickup).
    await this.options.inbox.catchUpPickups(ctx.now);
    return this.options.inbox.sendDueDigests(ctx);
  }
}
