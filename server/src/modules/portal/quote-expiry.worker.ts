import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { DailyJobLease } from '../../db/job-run';
import { PeriodicWorker } from '../../db/periodic-worker';
import { QuoteRevisionsService, torontoDay } from './quote-revisions.service';
import { systemContext } from '../../kernel/context';

export const QUOTE_EXPIRY_JOB = { name: 'quote-expiry', checkIntervalMs: 3_600_000, leaseMs: 30 * 60_000 } as const;

/**
 * Once per America/Toronto day across every process (DailyJobLease on job_run): sent quote
 * revisions past their validity become expired (QuoteRevisionsService.expireOverdue).
 */
export class QuoteExpiryWorker extends PeriodicWorker<number | null> {
  private readonly lease: DailyJobLease;
  private readonly now: () => Date;

  constructor(private readonly options: { dataSource: DataSource; log: Logger; quotes: QuoteRevisionsService; now?: () => Date; expiringDays?: number }) {
    super(options.log, QUOTE_EXPIRY_JOB.name);
    this.lease = new DailyJobLease(options.dataSource, QUOTE_EXPIRY_JOB.name, QUOTE_EXPIRY_JOB.leaseMs);
    this.now = options.now ?? (() => new Date());
  }

  override start(intervalMs: number = QUOTE_EXPIRY_JOB.checkIntervalMs): void {
    super.start(intervalMs);
  }

  protected async run(): Promise<number | null> {
    const now = this.now();
    const day = torontoDay(now);
    const token = await this.lease.claim(day, now);
    if (!token) return null;
    let expired: number;
    try {
      const ctx = systemContext(now, this.options.log, this.options.dataSource);
      expired = await this.options.quotes.expireOverdue(ctx);
      // "Votre soumission expire bientôt" (quote.expiring), once per revision.
      await this.options.quotes.warnExpiring(ctx, this.options.expiringDays ?? 0);
    } catch (error) {
      await this.lease.release(token);
      throw error;
    }
    await this.lease.finish(token, day, this.now(), { expired });
    this.options.log.info({ expired }, 'quote expiry: run finished');
    return expired;
  }
}
