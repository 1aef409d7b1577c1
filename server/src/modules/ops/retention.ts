import { UsedBotChallenge } from '../abuse/abuse.entities';
import { DateTime } from 'luxon';
import { DataSource, EntityManager, EntityTarget, LessThan, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { inTransaction } from '../../db/transaction';
import { AnalyticsService } from '../analytics/analytics.service';
import { LOGIN_THROTTLE } from '../auth/login-throttle';
import { LoginAttempt } from '../auth/login-attempt.entity';
import { EventRequest } from '../events/event-request.entity';
import { OutboxMessage, OutboxStatus } from '../mail/outbox-message.entity';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { ApiRateWindow } from '../rate-limit/api-rate-window.entity';
import { SnowOrder } from '../snow/snow-order.entity';
import { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '../webhooks/webhook.entities';

export const RETENTION_ZONE = 'America/Toronto';
/** What replaces a person's or organisation's name; every other personal field becomes ''. */
export const ANONYMISED_NAME = 'Anonymisé';
/** Orders, invoices and payments: 6 years after the end of the financial year (calendar year) — Québec tax law. */
export const ORDER_RETENTION_YEARS = 6;

export interface RetentionSummary {
  pickupRequests: number;
  eventRequests: number;
  snowOrders: number;
  outboxMessages: number;
  webhookDeliveries: number;
  pageViews: number;
  loginAttempts: number;
  rateWindows: number;
  /** True when stop was asked for between two batches: the rest is done on the next run. */
  interrupted: boolean;
}

export interface RetentionOptions {
  /** Months after the last exchange (RETENTION_MONTHS). */
  months: number;
  /** Rows per batch (one transaction each). */
  batchSize?: number;
}

/** What each kind of row's personal fields become when anonymised (retention, and Law 25 deletion requests). */
export const ANONYMISED_FIELDS = {
  pickupRequests: { fullName: ANONYMISED_NAME, phone: '', email: '', address: '', description: '', photos: [] } satisfies Partial<PickupRequest>,
  eventRequests: {
    eventName: ANONYMISED_NAME,
    companyName: ANONYMISED_NAME,
    neq: '',
    email: '',
    phone: '',
    website: '',
    address: '',
    commentaires: '',
  } satisfies Partial<EventRequest>,
  snowOrders: { customerName: ANONYMISED_NAME, email: '', address: '', note: '' } satisfies Partial<SnowOrder>,
};

/** One anonymisation rule: which rows are due, and what their personal fields become. */
interface Rule<T extends ObjectLiteral> {
  key: 'pickupRequests' | 'eventRequests' | 'snowOrders';
  entity: EntityTarget<T>;
  due: (q: SelectQueryBuilder<T>) => SelectQueryBuilder<T>;
  fields: Partial<Record<keyof T, unknown>>;
}

/**
 * The privacy policy's retention (client/src/public/privacy/PrivacyPage.tsx, "Durée de conservation"):
 * - pickup and event requests: `months` after the last exchange (received, last back-office change,
 *   scheduled day or event end, whichever is latest) their name, contact details, address and free
 *   text are anonymised; amounts, dates, statuses, references and lines stay for statistics;
 * - snow orders: kept whole 6 years after the end of their calendar year (tax records), then anonymised
 *   the same way (amounts, status, confirmation code and Stripe reference stay); never deleted;
 * - copies of the same data: sent or failed e-mails and finished webhook deliveries older than `months`
 *   are deleted;
 * - page views older than 13 months (AnalyticsService.purge), expired sign-in failures and rate windows.
 * Idempotent (anonymised rows carry `anonymizedAt` and are never touched again); each batch is one
 * transaction. Runs the same on SQLite and MySQL/MariaDB.
 */
export class RetentionService {
  private readonly batchSize: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: RetentionOptions,
  ) {
    this.batchSize = options.batchSize ?? 200;
  }

  /** Requests whose last exchange is before this instant are anonymised. */
  requestCutoff(now: Date): DateTime {
    return DateTime.fromJSDate(now, { zone: RETENTION_ZONE }).minus({ months: this.options.months });
  }

  /** Snow orders created and last changed before this instant (1 January, 6 years back) are anonymised. */
  orderCutoff(now: Date): DateTime {
    return DateTime.fromJSDate(now, { zone: RETENTION_ZONE }).startOf('year').minus({ years: ORDER_RETENTION_YEARS });
  }

  async run(now: Date, shouldStop: () => boolean = () => false): Promise<RetentionSummary> {
    const summary: RetentionSummary = {
      pickupRequests: 0,
      eventRequests: 0,
      snowOrders: 0,
      outboxMessages: 0,
      webhookDeliveries: 0,
      pageViews: 0,
      loginAttempts: 0,
      rateWindows: 0,
      interrupted: false,
    };
    const cutoff = this.requestCutoff(now);
    const at = cutoff.toJSDate();
    const day = cutoff.toISODate()!;
    const orderAt = this.orderCutoff(now).toJSDate();
    const rules: Rule<ObjectLiteral>[] = [
      {
        key: 'pickupRequests',
        entity: PickupRequest,
        due: (q) =>
          q
            .andWhere('r.createdAt < :at', { at })
            .andWhere('(r.updatedAt IS NULL OR r.updatedAt < :at)', { at })
            .andWhere('(r.scheduledDate IS NULL OR r.scheduledDate < :day)', { day }),
        fields: ANONYMISED_FIELDS.pickupRequests,
      },
      {
        key: 'eventRequests',
        entity: EventRequest,
        due: (q) =>
          q
            .andWhere('r.createdAt < :at', { at })
            .andWhere('(r.statusChangedAt IS NULL OR r.statusChangedAt < :at)', { at })
            .andWhere('r.dateEnd < :day', { day }),
        fields: ANONYMISED_FIELDS.eventRequests,
      },
      {
        key: 'snowOrders',
        entity: SnowOrder,
        due: (q) => q.andWhere('r.createdAt < :orderAt', { orderAt }).andWhere('r.updatedAt < :orderAt', { orderAt }),
        fields: ANONYMISED_FIELDS.snowOrders,
      },
    ];
    for (const rule of rules) {
      for (;;) {
        if (shouldStop()) return { ...summary, interrupted: true };
        const done = await this.anonymiseBatch(rule, now);
        summary[rule.key] += done.changed;
        if (done.selected < this.batchSize) break;
      }
    }
    if (shouldStop()) return { ...summary, interrupted: true };
    summary.outboxMessages = await this.deleteInBatches(OutboxMessage, (q) =>
      q.where('r.createdAt < :at', { at }).andWhere('r.status <> :pending', { pending: OutboxStatus.PENDING }),
    );
    summary.webhookDeliveries = await this.deleteInBatches(
      WebhookDelivery,
      (q) => q.where('r.createdAt < :at', { at }).andWhere('r.status <> :pending', { pending: WebhookDeliveryStatus.PENDING }),
      async (ids, em) => {
        await em.createQueryBuilder().delete().from(WebhookAttempt).where('deliveryId IN (:...ids)', { ids }).execute();
      },
    );
    summary.pageViews = await new AnalyticsService(this.dataSource, '').purge(now);
    summary.loginAttempts =
      (await this.dataSource.getRepository(LoginAttempt).delete({ attemptedAt: LessThan(new Date(now.getTime() - LOGIN_THROTTLE.keepMs)) })).affected ?? 0;
    summary.rateWindows =
      (await this.dataSource.getRepository(ApiRateWindow).delete({ windowMinute: LessThan(Math.floor(now.getTime() / 60_000) - 1) })).affected ?? 0;
    // Used bot-check solutions past their challenge's expiry (off the submissions' path: bot-check.ts).
    await this.dataSource.getRepository(UsedBotChallenge).delete({ expiresAt: LessThan(now) });
    return summary;
  }

  private async anonymiseBatch(rule: Rule<ObjectLiteral>, now: Date): Promise<{ selected: number; changed: number }> {
    return inTransaction(this.dataSource, async (em) => {
      const ids = (
        await rule
          .due(em.getRepository(rule.entity).createQueryBuilder('r').select('r.id', 'id').where('r.anonymizedAt IS NULL'))
          .orderBy('r.id', 'ASC')
          .limit(this.batchSize)
          .getRawMany<{ id: number }>()
      ).map((row) => Number(row.id));
      if (ids.length === 0) return { selected: 0, changed: 0 };
      const result = await em
        .createQueryBuilder()
        .update(rule.entity)
        .set({ ...rule.fields, anonymizedAt: now })
        .where('id IN (:...ids)', { ids })
        .andWhere('anonymizedAt IS NULL')
        .execute();
      return { selected: ids.length, changed: result.affected ?? ids.length };
    });
  }

  private async deleteInBatches<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    due: (q: SelectQueryBuilder<T>) => SelectQueryBuilder<T>,
    before?: (ids: number[], em: EntityManager) => Promise<void>,
  ): Promise<number> {
    let deleted = 0;
    for (;;) {
      const count = await inTransaction(this.dataSource, async (em) => {
        const ids = (await due(em.getRepository(entity).createQueryBuilder('r').select('r.id', 'id')).orderBy('r.id', 'ASC').limit(this.batchSize).getRawMany<{ id: number }>()).map(
          (row) => Number(row.id),
        );
        if (ids.length === 0) return 0;
        await before?.(ids, em);
        await em.createQueryBuilder().delete().from(entity).where('id IN (:...ids)', { ids }).execute();
        return ids.length;
      });
      deleted += count;
      if (count < this.batchSize) return deleted;
    }
  }
}
