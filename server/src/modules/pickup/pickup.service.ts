import { DataSource } from 'typeorm';
import { RequestContext } from '../../graphql/context';
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
    // insert() is one INSERT statement; save() would add a transaction and a reload.
    await repo.insert(row);
    return row;
  }

  /** The latest requests, newest first. */
  list(_ctx: RequestContext, args: PickupRequestsArgs): Promise<PickupRequest[]> {
    return this.dataSource.getRepository(PickupRequest).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: args.take });
  }
}
