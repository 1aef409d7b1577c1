import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../../shared/roles';
import { PickupRequest } from './pickup-request.entity';
import { CreatePickupRequestInput, PickupRequestsArgs } from './pickup.inputs';
import { PickupService } from './pickup.service';

@Resolver(() => PickupRequest)
export class PickupResolver {
  constructor(private readonly pickup: PickupService) {}

  @Mutation(() => PickupRequest, { description: 'Public: records a bulky-item pickup request.' })
  createPickupRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePickupRequestInput, { description: 'The fields, see the input type.' }) input: CreatePickupRequestInput,
  ): Promise<PickupRequest> {
    return this.pickup.create(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [PickupRequest], { description: 'MANAGER and up: the latest pickup requests, newest first.' })
  pickupRequests(@Ctx() ctx: RequestContext, @Args(() => PickupRequestsArgs) args: PickupRequestsArgs): Promise<PickupRequest[]> {
    return this.pickup.list(ctx, args);
  }
}
