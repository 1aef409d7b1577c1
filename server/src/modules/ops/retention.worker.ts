import { DateTime } from 'luxon';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { DailyJobLease } from '../../db/job-run';
import { PersonalDataHandler, PersonalFiles } from '../../kernel/personal-data';
import { PeriodicWorker } from '../../db/periodic-worker';
import { OutboxFolder, RETENTION_ZONE, RetentionService, RetentionSummary } from './retention.service';

export const RETENTION_JOB = {
  name: 'retention',
  /** How often each process checks whether today's run is done. */
  checkIntervalMs: 3_600_000,
  /** A run holding the lease longer than this is presumed dead and taken over. */
  leaseMs: 30 * 60_000,
} as const;

export interface RetentionWorkerOptions {
  dataSource: DataSource;
  log: Logger;
  months: number;
  /** Every feature's personal data handler, in run order (FeatureContext.personalData: the manifests' `personalData`). */
  handlers: readonly PersonalDataHandler[];
  files: PersonalFiles;
  /** The embedded mail and SMS outbox folders whose old copies are deleted. */
  outboxFolders?: readonly OutboxFolder[];
  batchSize?: number;
  now?: () => Date;
}

/**
 * The daily retention job inside the server. Every process checks each hour; the first to claim
 * the America/Toronto day (DailyJobLease on `job_run`) runs it, the others find it taken or done.
 * stop() makes the run end after its current batch (the lease is released, so the rest is done at
 * the next check) and waits for it.
 */
export class RetentionWorker extends PeriodicWorker<RetentionSummary | null> {
  private readonly lease: DailyJobLease;
  private readonly service: RetentionService;
  private readonly now: () => Date;
  private stopping = false;

  constructor(private readonly options: RetentionWorkerOptions) {
    super(options.log, 'retention');
    this.lease = new DailyJobLease(options.dataSource, RETENTION_JOB.name, RETENTION_JOB.leaseMs);
    this.service = new RetentionService(options.dataSource, { months: options.months, handlers: options.handlers, files: options.files, outboxFolders: options.outboxFolders, batchSize: options.batchSize });
    this.now = options.now ?? (() => new Date());
  }

  override start(intervalMs: number = RETENTION_JOB.checkIntervalMs): void {
    this.stopping = false;
    super.start(intervalMs);
  }

  override async stop(): Promise<void> {
    this.stopping = true;
    await super.stop();
  }

  /** Today's run when no process has done or started it; null when there was nothing to do here. */
  protected async run(): Promise<RetentionSummary | null> {
    const now = this.now();
    const day = DateTime.fromJSDate(now, { zone: RETENTION_ZONE }).toISODate()!;
    const token = await this.lease.claim(day, now);
    if (!token) return null;
    let summary: RetentionSummary;
    try {
      summary = await this.service.run(now, () => this.stopping);
    } catch (error) {
      await this.lease.release(token);
      throw error;
    }
    if (summary.interrupted) {
      await this.lease.release(token);
    } else {
      await this.lease.finish(token, day, this.now(), summary);
    }
    this.options.log.info({ retention: summary }, 'retention: run finished');
    return summary;
  }
}
