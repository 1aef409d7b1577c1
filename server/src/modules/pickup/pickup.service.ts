import { DataSource } from 'typeorm';
import { inTransaction } from '../../db/transaction';
import { RequestContext } from '../../graphql/context';
import { enqueueWebhook } from '../webhooks/webhook-enqueue';
import { WebhookEventType } from '../webhooks/webhook.entities';
import { PickupRequest } from './pickup-request.entity';
import { CreatePickupRequestInput, PickupRequestsArgs } from './pickup.inputs';

export class PickupService {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a validated request; text is trimmed, the time comes from the request context. */
  async create(ctx: RequestContext, input: CreatePickupRequestInput): Promise<PickupRequest> {
    const repo = this.dataSource.getRepository(PickupRequest);
    const row = repo.create({
      fullName: input.fullName.trim(),
      phone: input.phone.trim(),
      email: input.email.trim().toLowerCase(),
      address: input.address.trim(),
      floor: input.floor,
      hasElevator: input.hasElevator,
      urgency: input.urgency,
      description: input.description.trim(),
      photos: input.photos.map((name) => name.trim()),
      createdAt: ctx.now,
    });
    // The row and its webhook deliveries commit together (the event goes out only if the request is stored).
    await inTransaction(this.dataSource, async (em) => {
      await em.getRepository(PickupRequest).insert(row);
      await enqueueWebhook(em, WebhookEventType.PICKUP_CREATED, row, ctx.now);
    });
    return row;
  }

  /** The latest requests, newest first. */
  list(_ctx: RequestContext, args: PickupRequestsArgs): Promise<PickupRequest[]> {
    return this.dataSource.getRepository(PickupRequest).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: args.take });
  }
}
