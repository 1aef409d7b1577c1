import { ArgsType, Field } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { EventRequestStatus } from '../events/event-request.entity';
import { SnowOrderStatus } from '../snow/snow-order.entity';
import { Role } from '../../shared/roles';

@ArgsType()
export class PickupRequestsConnectionArgs extends ConnectionArgs {}

@ArgsType()
export class EventRequestsConnectionArgs extends ConnectionArgs {
  @Field(() => EventRequestStatus, { nullable: true, description: 'Only requests in this status (all when omitted).' })
  status?: EventRequestStatus | null;
}

@ArgsType()
export class SnowOrdersArgs extends ConnectionArgs {
  @Field(() => SnowOrderStatus, {
    defaultValue: SnowOrderStatus.PAID,
    description: 'Only orders in this status (PAID by default). With PAID, `from`/`to` filter the payment time (paidAt).',
  })
  status!: SnowOrderStatus;
}

@ArgsType()
export class UsersConnectionArgs extends ConnectionArgs {
  @Field(() => Role, { nullable: true, description: 'Only accounts of this role (all when omitted).' })
  role?: Role | null;
}
