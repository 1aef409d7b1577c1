import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { PickupRequest } from './pickup-request.entity';
import { CreatePickupRequestInput, EstimatePickupInput, PickupRequestsArgs, SchedulePickupInput, UpdatePickupStatusInput } from './pickup.inputs';
import { PickupService } from './pickup.service';
import { PickupPhotoView } from './pickup-photo.entity';
import type { PickupPhotosService } from './pickup-photos.service';

@Resolver(() => PickupRequest)
export class PickupResolver {
  constructor(
    private readonly pickup: PickupService,
    /** The uploaded photos (issue #26); absent in tests that build the resolver alone. */
    private readonly photos: PickupPhotosService | null = null,
  ) {}

  @Mutation(() => PickupRequest, { description: 'Public: records a bulky-item pickup request; its answer carries the address where the form then uploads the photos (photoUploadUrl).' })
  async createPickupRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePickupRequestInput, { description: 'The fields, see the input type.' }) input: CreatePickupRequestInput,
  ): Promise<PickupRequest> {
    const row = await this.pickup.create(ctx, input);
    row.photoUploadUrl = this.photos ? this.photos.uploadUrl(row.id, ctx.now) : null;
    return row;
  }

  @Authorized(Role.MANAGER)
  @FieldResolver(() => [PickupPhotoView], { description: 'MANAGER and up: the photos uploaded with the request, in upload order (thumbnail and full-size signed addresses).' })
  async uploadedPhotos(@Ctx() ctx: RequestContext, @Root() row: PickupRequest): Promise<PickupPhotoView[]> {
    if (!this.photos) return [];
    return (await this.photos.forRequests([row.id], ctx.now)).get(row.id) ?? [];
  }

  @Authorized(Role.MANAGER)
  @Query(() => [PickupRequest], { description: 'MANAGER and up: the latest pickup requests, newest first.' })
  pickupRequests(@Ctx() ctx: RequestContext, @Args(() => PickupRequestsArgs) args: PickupRequestsArgs): Promise<PickupRequest[]> {
    return this.pickup.list(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => PickupRequest, { description: 'MANAGER and up: one pickup request (NOT_FOUND when unknown).' })
  pickupRequest(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Pickup request id.' }) id: string): Promise<PickupRequest> {
    return this.pickup.get(ctx, id);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => PickupRequest, { description: 'MANAGER and up: new → estimated; e-mails the estimate to the customer (once).' })
  estimatePickup(@Ctx() ctx: RequestContext, @Arg('input', () => EstimatePickupInput, { description: 'The request and the estimate amount.' }) input: EstimatePickupInput): Promise<PickupRequest> {
    return this.pickup.estimate(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => PickupRequest, { description: 'MANAGER and up: estimated → scheduled; e-mails the date and slot to the customer (once).' })
  schedulePickup(@Ctx() ctx: RequestContext, @Arg('input', () => SchedulePickupInput, { description: 'The request, day and slot.' }) input: SchedulePickupInput): Promise<PickupRequest> {
    return this.pickup.schedule(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => PickupRequest, { description: 'MANAGER and up: scheduled → done, or cancel a request not done yet.' })
  updatePickupStatus(@Ctx() ctx: RequestContext, @Arg('input', () => UpdatePickupStatusInput, { description: 'The request and its new status.' }) input: UpdatePickupStatusInput): Promise<PickupRequest> {
    return this.pickup.updateStatus(ctx, input);
  }
}
