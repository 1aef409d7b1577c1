import { randomUUID } from 'node:crypto';
import { Logger } from 'pino';
import { Brackets, DataSource, LessThan } from 'typeorm';
import { deliverClaimed, PeriodicWorker } from '../../db/periodic-worker';
import { SMS_LIMITS, SmsMessage, SmsStatus } from './sms.entities';
import { SmsSendError, SmsTransport } from './sms.transport';

export interface SmsWorkerOptions {
  dataSource: DataSource;
  transport: SmsTransport;
  log: Logger;
  retry?: Partial<RetryPolicy>;
  batchSize?: number;
  /** How long a claim holds; longer than any send. */
  leaseMs?: number;
  now?: () => Date;
}

export interface SmsRunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** `sending` rows whose worker died: marked failed, not resent. */
  abandoned: number;
}

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Exponential back-off, as the e-mail outbox: after failure n wait base × 2^(n−1), at most maxDelayMs. */
const retryDelayMs = (failures: number, policy: RetryPolicy) => Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));

const DEFAULT_SMS_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

/**
 * Sends the SMS outbox. Several processes may run it: a row is claimed by a conditional UPDATE from
 * `pending` to `sending` that only one wins. A definite refusal (nothing left, or the provider says
 * to try later) goes back to `pending` with back-off until `maxAttempts`; an uncertain one, or a
 * `sending` row left by a dead process, becomes `failed`: an SMS is never sent twice.
 */
export class SmsWorker extends PeriodicWorker<SmsRunSummary> {
  private readonly retry: RetryPolicy;
  private readonly now: () => Date;

  constructor(private readonly options: SmsWorkerOptions) {
    super(options.log, 'sms-outbox');
    this.retry = { ...DEFAULT_SMS_RETRY, ...options.retry };
    this.now = options.now ?? (() => new Date());
  }

  protected async run(): Promise<SmsRunSummary> {
    const summary: SmsRunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, abandoned: 0 };
    const repo = this.options.dataSource.getRepository(SmsMessage);
    const now = this.now();
    const stale = await repo.update(
      { status: SmsStatus.SENDING, claimedUntil: LessThan(now) },
      { status: SmsStatus.FAILED, claimToken: null, claimedUntil: null, lastError: 'Envoi interrompu (processus arrêté) : résultat inconnu, non renvoyé.' },
    );
    summary.abandoned = stale.affected ?? 0;
    if (summary.abandoned) this.options.log.error({ count: summary.abandoned }, 'sms: envois interrompus marqués en échec');
    const due = await repo
      .createQueryBuilder('m')
      .select('m.id', 'id')
      .where('m.status = :pending', { pending: SmsStatus.PENDING })
      .andWhere('m.nextAttemptAt <= :now', { now })
      .orderBy('m.nextAttemptAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .limit(this.options.batchSize ?? 20)
      .getRawMany<{ id: number }>();
    await deliverClaimed(due, summary, (id) => this.claim(id, now), (id, token) => this.deliver(id, token));
    return summary;
  }

  private async claim(id: number, now: Date): Promise<string | null> {
    const token = randomUUID();
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(SmsMessage)
      .set({ status: SmsStatus.SENDING, claimToken: token, claimedUntil: new Date(now.getTime() + (this.options.leaseMs ?? 5 * 60_000)) })
      .where('id = :id', { id })
      .andWhere('status = :pending', { pending: SmsStatus.PENDING })
      .andWhere(new Brackets((q) => q.where('nextAttemptAt <= :now', { now })))
      .execute();
    return result.affected === 1 ? token : null;
  }

  private async deliver(id: number, token: string): Promise<'sent' | 'retried' | 'failed'> {
    const row = await this.options.dataSource.getRepository(SmsMessage).findOneByOrFail({ id });
    const attempts = row.attempts + 1;
    try {
      const { providerId } = await this.options.transport.send({ id: row.id, to: row.to, body: row.body, segments: row.segments, encoding: row.encoding });
      await this.release(id, token, { status: SmsStatus.SENT, attempts, sentAt: this.now(), lastError: null, providerId: providerId.slice(0, 300) });
      this.options.log.info({ smsId: id, segments: row.segments, attempts }, 'sms: envoyé');
      return 'sent';
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, SMS_LIMITS.lastError);
      const retryable = error instanceof SmsSendError && error.retryable;
      if (!retryable || attempts >= this.retry.maxAttempts) {
        await this.release(id, token, { status: SmsStatus.FAILED, attempts, lastError });
        this.options.log.error({ smsId: id, attempts, err: error }, 'sms: échec définitif');
        return 'failed';
      }
      const nextAttemptAt = new Date(this.now().getTime() + retryDelayMs(attempts, this.retry));
      await this.release(id, token, { status: SmsStatus.PENDING, attempts, lastError, nextAttemptAt });
      this.options.log.warn({ smsId: id, attempts, nextAttemptAt, err: error }, 'sms: échec, nouvel essai prévu');
      return 'retried';
    }
  }

  private async release(id: number, token: string, changes: Partial<SmsMessage>): Promise<void> {
    await this.options.dataSource
      .createQueryBuilder()
      .update(SmsMessage)
      .set({ ...changes, claimToken: null, claimedUntil: null })
      .where('id = :id', { id })
      .andWhere('claimToken = :token', { token })
      .execute();
  }
}
