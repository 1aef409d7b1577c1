import type { EventBus } from '../../kernel/events';
import { inTransaction } from '../../kernel/transactions';
import { deliverClaimed, PeriodicWorker } from '../../db/periodic-worker';
import { randomUUID } from 'node:crypto';
import { Logger } from 'pino';
import { Brackets, DataSource } from 'typeorm';
import { signatureHeader, SIGNATURE_HEADER } from './webhook-signature';
import { postWebhook, webhookUrlProblem } from './webhook-ssrf';
import { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from './webhook.entities';

/** Retries for 24 h after the event, then the delivery fails; an endpoint failing for 24 h is disabled. */
export const WEBHOOK_RETRY = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 24 * 3_600_000, timeoutMs: 10_000 } as const;

/** After failure n (1-based) wait 30 s × 2^(n−1), at most 1 h. */
export function webhookRetryDelayMs(failures: number): number {
  return Math.min(WEBHOOK_RETRY.maxDelayMs, WEBHOOK_RETRY.baseDelayMs * 2 ** Math.max(0, failures - 1));
}

export interface WebhookWorkerOptions {
  dataSource: DataSource;
  log: Logger;
  allowPrivate: boolean;
  now?: () => Date;
  fetch?: typeof fetch;
  batchSize?: number;
  /** Business transitions (webhook.failing: the office inbox, when an endpoint starts failing). */
  lifecycle?: EventBus;
  leaseMs?: number;
}

export interface WebhookRunSummary {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * Delivers queued webhook events. Safe with several processes: a delivery is claimed by a
 * conditional UPDATE only one process can win (as the mail outbox). Every attempt is logged with
 * its status and latency.
 */
export class WebhookWorker extends PeriodicWorker<WebhookRunSummary> {
  private readonly now: () => Date;
  /** Only when a test passes one; otherwise postWebhook (pinned, checked address; no redirect followed). */
  private readonly fetch: typeof fetch | null;

  constructor(private readonly options: WebhookWorkerOptions) {
    super(options.log, 'webhooks');
    this.now = options.now ?? (() => new Date());
    this.fetch = options.fetch ?? null;
  }

  protected async run(): Promise<WebhookRunSummary> {
    const summary: WebhookRunSummary = { claimed: 0, delivered: 0, retried: 0, failed: 0 };
    const now = this.now();
    const due = await this.options.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .where('d.status = :pending', { pending: WebhookDeliveryStatus.PENDING })
      .andWhere('d.nextAttemptAt <= :now', { now })
      .andWhere(new Brackets((q) => q.where('d.claimToken IS NULL').orWhere('d.claimedUntil < :now', { now })))
      .orderBy('d.nextAttemptAt', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .limit(this.options.batchSize ?? 20)
      .getRawMany<{ id: number }>();
    await deliverClaimed(due, summary, (id) => this.claim(id, now), (id, token) => this.deliver(id, token));
    return summary;
  }

  private async claim(id: number, now: Date): Promise<string | null> {
    const token = randomUUID();
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({ claimToken: token, claimedUntil: new Date(now.getTime() + (this.options.leaseMs ?? 5 * 60_000)) })
      .where('id = :id', { id })
      .andWhere('status = :pending', { pending: WebhookDeliveryStatus.PENDING })
      .andWhere(new Brackets((q) => q.where('claimToken IS NULL').orWhere('claimedUntil < :now', { now })))
      .execute();
    return result.affected === 1 ? token : null;
  }

  private async deliver(id: number, token: string): Promise<'delivered' | 'retried' | 'failed'> {
    const ds = this.options.dataSource;
    const delivery = await ds.getRepository(WebhookDelivery).findOneByOrFail({ id });
    const endpoint = await ds.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    const attempts = delivery.attempts + 1;
    const started = this.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    if (!endpoint || endpoint.disabledAt) {
      error = 'Point de terminaison supprimé ou désactivé.';
    } else {
      const problem = await webhookUrlProblem(endpoint.url, this.options.allowPrivate);
      if (problem) error = problem;
      else {
        const t0 = Date.now();
        const headers = {
          'Content-Type': 'application/json',
          'User-Agent': 'services-mauricie-webhooks/1',
          'X-Webhook-Id': delivery.eventId,
          'X-Webhook-Type': delivery.type,
          [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.body, this.now()),
        };
        try {
          if (this.fetch) {
            const res = await this.fetch(endpoint.url, { method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(WEBHOOK_RETRY.timeoutMs), headers, body: delivery.body });
            statusCode = res.status;
            await res.body?.cancel().catch(() => undefined);
          } else {
            statusCode = await postWebhook(endpoint.url, { headers, body: delivery.body, timeoutMs: WEBHOOK_RETRY.timeoutMs, allowPrivate: this.options.allowPrivate });
          }
          if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
        } catch (e) {
          error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
        }
        await ds.getRepository(WebhookAttempt).insert({ deliveryId: id, attemptedAt: started, statusCode, latencyMs: Date.now() - t0, error });
        return this.settle(delivery, endpoint, token, attempts, error);
      }
    }
    await ds.getRepository(WebhookAttempt).insert({ deliveryId: id, attemptedAt: started, statusCode: null, latencyMs: 0, error });
    return this.settle(delivery, endpoint, token, attempts, error);
  }

  private async settle(
    delivery: WebhookDelivery,
    endpoint: WebhookEndpoint | null,
    token: string,
    attempts: number,
    error: string | null,
  ): Promise<'delivered' | 'retried' | 'failed'> {
    const ds = this.options.dataSource;
    const now = this.now();
    const release = (changes: Partial<WebhookDelivery>) =>
      ds
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ ...changes, attempts, claimToken: null, claimedUntil: null })
        .where('id = :id AND claimToken = :token', { id: delivery.id, token })
        .execute();
    if (!error) {
      await release({ status: WebhookDeliveryStatus.DELIVERED, deliveredAt: now });
      if (endpoint?.failingSince) await ds.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { failingSince: null });
      this.options.log.info({ deliveryId: delivery.id, attempts }, 'webhooks: delivered');
      return 'delivered';
    }
    if (endpoint && !endpoint.disabledAt) {
      const failingSince = endpoint.failingSince ?? now;
      const disable = now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY.giveUpAfterMs;
      if (!endpoint.failingSince && this.options.lifecycle) {
        // The first failure since it last worked: claimed by the conditional UPDATE, one process tells the office.
        const lifecycle = this.options.lifecycle;
        await inTransaction(ds, async (em) => {
          const claimed = await em.createQueryBuilder().update(WebhookEndpoint).set({ failingSince }).where('id = :id AND failingSince IS NULL', { id: endpoint.id }).execute();
          if (claimed.affected === 1) await lifecycle.emit(em, { type: 'webhook.failing', at: now, endpointId: endpoint.id });
        });
      }
      await ds.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { failingSince, ...(disable ? { disabledAt: now } : {}) });
      if (disable) this.options.log.warn({ endpointId: endpoint.id, url: endpoint.url }, 'webhooks: endpoint failing for 24 h, disabled');
    }
    const giveUp = !endpoint || Boolean(endpoint.disabledAt) || now.getTime() - delivery.createdAt.getTime() >= WEBHOOK_RETRY.giveUpAfterMs;
    if (giveUp) {
      await release({ status: WebhookDeliveryStatus.FAILED });
      this.options.log.warn({ deliveryId: delivery.id, attempts, error }, 'webhooks: delivery failed for good');
      return 'failed';
    }
    await release({ nextAttemptAt: new Date(now.getTime() + webhookRetryDelayMs(attempts)) });
    this.options.log.warn({ deliveryId: delivery.id, attempts, error }, 'webhooks: attempt failed, will retry');
    return 'retried';
  }
}
