import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { Connection, ConnectionResult } from '../../kernel/connections';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { EventRequest } from '../events/events.public';
import { PickupRequest } from '../pickup/pickup.public';
import { SnowOrder } from '../snow/snow.public';
import { User } from '../users/users.public';
import { EventRequestsConnectionArgs, PickupRequestsConnectionArgs, SnowOrdersArgs, UsersConnectionArgs } from './integrators.inputs';
import { IntegratorsService } from './integrators.service';

export const PickupRequestConnection = Connection(PickupRequest);
export const EventRequestConnection = Connection(EventRequest);
export const SnowOrderConnection = Connection(SnowOrder);
export const UserConnection = Connection(User);

const TIMES = 'Times are ISO 8601 in UTC; the business time zone is America/Toronto.';

/** Cursor connections for integrators and the back-office (docs/API.md). */
@Resolver()
export class IntegratorsResolver {
  constructor(private readonly service: IntegratorsService) {}

  @Authorized(Role.MANAGER)
  @Query(() => PickupRequestConnection, { description: `MANAGER and up: pickup requests, paginated by cursor over (createdAt, id). ${TIMES}` })
  pickupRequestsConnection(
    @Ctx() ctx: RequestContext,
    @Args(() => PickupRequestsConnectionArgs) args: PickupRequestsConnectionArgs,
  ): Promise<ConnectionResult<PickupRequest>> {
    return this.service.pickupRequests(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => EventRequestConnection, {
    description: `MANAGER and up: event quote requests, paginated by cursor over (createdAt, id) or over a back-office sort (start date, total); filter by status and search. ${TIMES}`,
  })
  eventRequestsConnection(
    @Ctx() ctx: RequestContext,
    @Args(() => EventRequestsConnectionArgs) args: EventRequestsConnectionArgs,
  ): Promise<ConnectionResult<EventRequest>> {
    return this.service.eventRequests(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => SnowOrderConnection, {
    description: `MANAGER and up: snow orders (PAID by default, ordered and filtered by payment time paidAt; other statuses by createdAt). ${TIMES}`,
  })
  snowOrders(@Ctx() ctx: RequestContext, @Args(() => SnowOrdersArgs) args: SnowOrdersArgs): Promise<ConnectionResult<SnowOrder>> {
    return this.service.snowOrders(ctx, args);
  }

  @Authorized(Role.ADMIN)
  @Query(() => UserConnection, { description: `ADMIN and up: staff accounts, paginated by cursor over (createdAt, id). ${TIMES}` })
  usersConnection(@Ctx() ctx: RequestContext, @Args(() => UsersConnectionArgs) args: UsersConnectionArgs): Promise<ConnectionResult<User>> {
    return this.service.usersConnection(ctx, args);
  }
}
