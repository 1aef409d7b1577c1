import { randomBytes } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { ConnectionResult, paginate } from '../../kernel/connections';
import { actingUserId, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { webhookUrlProblem } from './webhook-ssrf';
import { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from './webhook.entities';
import { CreateWebhookEndpointInput, WebhookDeliveriesArgs } from './webhooks.inputs';

export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly allowPrivate: boolean,
  ) {}

  list(_ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ order: { id: 'ASC' } });
  }

  /** Registers an endpoint; the secret (whsec_…) is returned this once. */
  async create(ctx: RequestContext, input: CreateWebhookEndpointInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const url = input.url.trim();
    const problem = await webhookUrlProblem(url, this.allowPrivate);
    if (problem) throw new AppError(ErrorCode.BAD_USER_INPUT, problem, { url: problem });
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const repo = this.dataSource.getRepository(WebhookEndpoint);
    const endpoint = repo.create({
      url,
      events: [...new Set(input.events)],
      secret,
      disabledAt: null,
      failingSince: null,
      createdById: actingUserId(ctx),
      createdAt: ctx.now,
    });
    await repo.insert(endpoint);
    return { endpoint, secret };
  }

  async remove(_ctx: RequestContext, id: string): Promise<string> {
    const endpoint = await this.find(id);
    await this.dataSource.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
    return String(endpoint.id);
  }

  /** Re-enables a disabled endpoint (after the integrator fixed it). */
  async enable(_ctx: RequestContext, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.find(id);
    await this.dataSource.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { disabledAt: null, failingSince: null });
    return this.find(id);
  }

  deliveries(_ctx: RequestContext, args: WebhookDeliveriesArgs): Promise<ConnectionResult<WebhookDelivery>> {
    const qb = this.dataSource.getRepository(WebhookDelivery).createQueryBuilder('d');
    if (args.endpointId) qb.andWhere('d.endpointId = :endpointId', { endpointId: Number(args.endpointId) || -1 });
    if (args.status) qb.andWhere('d.status = :status', { status: args.status });
    return paginate(qb, 'd', args);
  }

  attempts(deliveryIds: number[]): Promise<WebhookAttempt[]> {
    return this.dataSource.getRepository(WebhookAttempt).find({ where: { deliveryId: In(deliveryIds) }, order: { id: 'ASC' } });
  }

  /** Queues the same event (same id and body) again for its endpoint, with a fresh 24 h of retries. */
  async resend(ctx: RequestContext, id: string): Promise<WebhookDelivery> {
    const repo = this.dataSource.getRepository(WebhookDelivery);
    const original = await repo.findOneBy({ id: Number(id) || -1 });
    if (!original) throw new AppError(ErrorCode.NOT_FOUND);
    const copy = repo.create({
      endpointId: original.endpointId,
      eventId: original.eventId,
      type: original.type,
      body: original.body,
      status: WebhookDeliveryStatus.PENDING,
      attempts: 0,
      nextAttemptAt: ctx.now,
      claimToken: null,
      claimedUntil: null,
      deliveredAt: null,
      createdAt: ctx.now,
    });
    await repo.insert(copy);
    return copy;
  }

  private async find(id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: Number(id) || -1 });
    if (!endpoint) throw new AppError(ErrorCode.NOT_FOUND);
    return endpoint;
  }
}
