import { deliverClaimed, PeriodicWorker } from '../../db/periodic-worker';
import { randomUUID } from 'node:crypto';
import { Logger } from 'pino';
import { Brackets, DataSource } from 'typeorm';
import { MailTransport } from './mail.transport';
import { OUTBOX_LIMITS, OutboxAttachment, OutboxMessage, OutboxStatus } from './outbox-message.entity';

export interface RetryPolicy {
  /** Tries per e-mail before it is marked failed. */
  maxAttempts: number;
  /** Delay after the first failure; doubles after each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

/** Exponential back-off: after failure n (1-based) wait base × 2^(n−1), at most maxDelayMs. */
export function retryDelayMs(failures: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'> = DEFAULT_RETRY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
}

export interface MailWorkerOptions {
  dataSource: DataSource;
  transport: MailTransport;
  log: Logger;
  from: string;
  retry?: Partial<RetryPolicy>;
  /** Rows claimed per run. */
  batchSize?: number;
  /** How long a claim holds; a row whose claim is older is taken again (its process died). Longer than any send. */
  leaseMs?: number;
  now?: () => Date;
  /** Renders deferred attachments (`OutboxAttachment.render`): the MailService the features registered their renderers with. */
  attachments?: { renderAttachments(attachments: readonly OutboxAttachment[]): Promise<OutboxAttachment[]> };
}

export interface RunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the outbox. Safe with several server processes on one database: a row is claimed by a
 * conditional UPDATE (status pending, due, and unclaimed or with an expired lease) that only one
 * process can win, then sent and released. Failures are retried with exponential back-off until
 * `maxAttempts`, then the row is marked failed with its last error.
 */
export class MailWorker extends PeriodicWorker<RunSummary> {
  private readonly retry: RetryPolicy;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: MailWorkerOptions) {
    super(options.log, 'outbox');
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  protected async run(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    const repo = this.options.dataSource.getRepository(OutboxMessage);
    const now = this.now();
    const due = await repo
      .createQueryBuilder('m')
      .select('m.id', 'id')
      .where('m.status = :pending', { pending: OutboxStatus.PENDING })
      .andWhere('m.nextAttemptAt <= :now', { now })
      .andWhere(new Brackets((q) => q.where('m.claimToken IS NULL').orWhere('m.claimedUntil < :now', { now })))
      .orderBy('m.nextAttemptAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .limit(this.batchSize)
      .getRawMany<{ id: number }>();
    await deliverClaimed(due, summary, (id) => this.claim(id, now), (id, token) => this.deliver(id, token));
    return summary;
  }

  /** The conditional UPDATE only one process can win; returns the claim token when this one did. */
  private async claim(id: number, now: Date): Promise<string | null> {
    const token = randomUUID();
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ claimToken: token, claimedUntil: new Date(now.getTime() + this.leaseMs) })
      .where('id = :id', { id })
      .andWhere('status = :pending', { pending: OutboxStatus.PENDING })
      .andWhere(new Brackets((q) => q.where('claimToken IS NULL').orWhere('claimedUntil < :now', { now })))
      .execute();
    return result.affected === 1 ? token : null;
  }

  private async deliver(id: number, token: string): Promise<'sent' | 'retried' | 'failed'> {
    const repo = this.options.dataSource.getRepository(OutboxMessage);
    const row = await repo.findOneByOrFail({ id });
    const attempts = row.attempts + 1;
    try {
      // Deferred attachments (issue #31) are rendered now; their content is stored back with the outcome.
      const deferred = row.attachments?.some((a) => a.render) ?? false;
      if (deferred) {
        if (!this.options.attachments) throw new Error('outbox: deferred attachment and no renderer');
        row.attachments = await this.options.attachments.renderAttachments(row.attachments!);
      }
      const stored = deferred && JSON.stringify(row.attachments).length <= OUTBOX_LIMITS.attachmentsJson ? { attachments: row.attachments } : {};
      const { location } = await this.options.transport.send({
        id: row.id,
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
        attachments: row.attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.contentBase64, 'base64'), contentType: a.contentType })),
      });
      await this.release(id, token, { status: OutboxStatus.SENT, attempts, sentAt: this.now(), lastError: null, ...stored });
      this.options.log.info({ outboxId: id, location, attempts }, 'outbox: e-mail sent');
      return 'sent';
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, OUTBOX_LIMITS.lastError);
      if (attempts >= this.retry.maxAttempts) {
        await this.release(id, token, { status: OutboxStatus.FAILED, attempts, lastError });
        this.options.log.error({ outboxId: id, attempts, err: error }, 'outbox: e-mail failed for good');
        return 'failed';
      }
      const nextAttemptAt = new Date(this.now().getTime() + retryDelayMs(attempts, this.retry));
      await this.release(id, token, { attempts, lastError, nextAttemptAt });
      this.options.log.warn({ outboxId: id, attempts, nextAttemptAt, err: error }, 'outbox: send failed, will retry');
      return 'retried';
    }
  }

  /** Writes the outcome and frees the row, only if this process still holds the claim. */
  private async release(id: number, token: string, changes: Partial<OutboxMessage>): Promise<void> {
    await this.options.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ ...changes, claimToken: null, claimedUntil: null })
      .where('id = :id', { id })
      .andWhere('claimToken = :token', { token })
      .execute();
  }
}
