import { DataSource, EntityManager, EntitySubscriberInterface, EventSubscriber, IsNull, QueryRunner } from 'typeorm';
import { WebhookEndpoint, WebhookEventType } from './webhook.entities';

/**
 * How long a process trusts its list of enabled endpoints. A change made through this process (any
 * TypeORM write to `webhook_endpoint`) empties the list at once, and again when its transaction
 * commits; a change made by another server process is seen within this time. Until then that
 * process still queues events without a just-registered endpoint, or for a just-disabled or
 * deleted one (the worker then marks those deliveries failed without sending them).
 */
export const WEBHOOK_SUBSCRIPTIONS_TTL_MS = 5_000;

export interface WebhookSubscriber {
  id: number;
  events: readonly WebhookEventType[];
}

/**
 * The enabled endpoints and their events, read once per WEBHOOK_SUBSCRIPTIONS_TTL_MS instead of on
 * every business write: with no endpoint subscribed, a pickup request is one INSERT.
 */
export class WebhookSubscriptions {
  private endpoints: readonly WebhookSubscriber[] = [];
  /** performance.now() when the SELECT behind `endpoints` was sent; -Infinity = must be read. */
  private readAt = -Infinity;
  /** Bumped by every change: a read that started before it does not count as fresh. */
  private generation = 0;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * The enabled endpoints subscribed to `type` (read from the database when the list is stale).
   * Inside a transaction, pass its manager: a stale list is then read on the transaction's own
   * connection. Reading it from the pool instead would deadlock under load: every pooled connection
   * held by a transaction waiting for one more connection to read the list.
   */
  async subscribers(type: WebhookEventType, em?: EntityManager): Promise<WebhookSubscriber[]> {
    if (em?.queryRunner?.isTransactionActive) {
      if (this.clock() - this.readAt >= WEBHOOK_SUBSCRIPTIONS_TTL_MS) return filterFor(await this.readWith(em), type);
    } else {
      while (this.clock() - this.readAt >= WEBHOOK_SUBSCRIPTIONS_TTL_MS) await this.read();
    }
    return filterFor(this.endpoints, type);
  }

  /** Reads the list now (at start-up, so the first request does not wait for it). */
  refresh(): Promise<void> {
    this.invalidate();
    return this.read();
  }

  /** Forget the list: the next event reads it again. */
  invalidate(): void {
    this.generation += 1;
    this.readAt = -Infinity;
    this.reading = null;
  }

  /** Reads the list with this manager (its connection) and keeps it unless a change came meanwhile. */
  private async readWith(em: EntityManager): Promise<readonly WebhookSubscriber[]> {
    const generation = this.generation;
    const startedAt = this.clock();
    const rows = await em.getRepository(WebhookEndpoint).find({ select: { id: true, events: true }, where: { disabledAt: IsNull() } });
    const endpoints = rows.map(({ id, events }) => ({ id, events }));
    if (generation === this.generation) {
      this.endpoints = endpoints;
      this.readAt = startedAt;
    }
    return endpoints;
  }

  private read(): Promise<void> {
    if (this.reading) return this.reading;
    const reading = this.readWith(this.dataSource.manager)
      .then(() => undefined)
      .finally(() => {
        if (this.reading === reading) this.reading = null;
      });
    this.reading = reading;
    return reading;
  }
}

const filterFor = (endpoints: readonly WebhookSubscriber[], type: WebhookEventType): WebhookSubscriber[] =>
  endpoints.filter((endpoint) => endpoint.events.includes(type));

const byDataSource = new WeakMap<DataSource, WebhookSubscriptions>();

/** The list shared by everything that runs on this DataSource (one per process in production). */
export function webhookSubscriptions(dataSource: DataSource): WebhookSubscriptions {
  let subscriptions = byDataSource.get(dataSource);
  if (!subscriptions) {
    subscriptions = new WebhookSubscriptions(dataSource);
    byDataSource.set(dataSource, subscriptions);
  }
  return subscriptions;
}

/**
 * Empties the list on any insert, update or delete of an endpoint (repository, entity manager or
 * query builder), and once more when the transaction that made it commits, because a read between
 * the change and its commit would still see the old rows.
 */
type WriteEvent = { dataSource: DataSource; queryRunner: QueryRunner };

/** Listed in the DataSource's `subscribers` (the webhooks feature's manifest); TypeORM needs the decorator too. */
@EventSubscriber()
export class WebhookEndpointSubscriber implements EntitySubscriberInterface<WebhookEndpoint> {
  private readonly pending = new WeakSet<QueryRunner>();

  listenTo(): typeof WebhookEndpoint {
    return WebhookEndpoint;
  }

  afterInsert(event: WriteEvent): void {
    this.changed(event);
  }

  afterUpdate(event: WriteEvent): void {
    this.changed(event);
  }

  afterRemove(event: WriteEvent): void {
    this.changed(event);
  }

  afterTransactionCommit(event: WriteEvent): void {
    if (!this.pending.has(event.queryRunner)) return;
    this.pending.delete(event.queryRunner);
    webhookSubscriptions(event.dataSource).invalidate();
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    this.pending.delete(event.queryRunner);
  }

  private changed({ dataSource, queryRunner }: WriteEvent): void {
    webhookSubscriptions(dataSource).invalidate();
    if (queryRunner.isTransactionActive) this.pending.add(queryRunner);
  }
}
