import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PickupRequest } from './pickup-request.entity';
import { CreatePickupRequestInput } from './pickup.inputs';
import { PickupService } from './pickup.service';

@Resolver(() => PickupRequest)
export class PickupResolver {
  constructor(private readonly pickup: PickupService) {}

  @Mutation(() => PickupRequest, { description: 'Public: records a bulky-item pickup request.' })
  createPickupRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePickupRequestInput) input: CreatePickupRequestInput,
  ): Promise<PickupRequest> {
    return this.pickup.create(ctx, input);
  }
}
