import { IsEnum, IsOptional, MaxLength } from '../../kernel/class-validator';
import { ArgsType, Field } from 'type-graphql';
import { ConnectionArgs } from '../../kernel/connections';
import { EventRequestStatus } from '../events/events.public';
import { EVENT_LIST_LIMITS, EventRequestSort } from '../events/events.public';
import { EVENT_ADMIN_MESSAGES, VALIDATION } from '../../shared/messages.fr';
import { SnowOrderStatus } from '../snow/snow.public';
import { Role } from '../../shared/roles';

@ArgsType()
export class PickupRequestsConnectionArgs extends ConnectionArgs {}

@ArgsType()
export class EventRequestsConnectionArgs extends ConnectionArgs {
  @Field(() => EventRequestStatus, { nullable: true, description: 'Only requests in this status (all when omitted).' })
  status?: EventRequestStatus | null;

  @Field(() => String, { nullable: true, description: 'Case- and accent-insensitive match on event name, company name, e-mail or reference (all when omitted or blank).' })
  @IsOptional()
  @MaxLength(EVENT_LIST_LIMITS.search, { message: EVENT_ADMIN_MESSAGES.searchTooLong(EVENT_LIST_LIMITS.search) })
  search?: string | null;

  @Field(() => EventRequestSort, {
    nullable: true,
    description:
      'Back-office order by start date or total, ties newest request first; `order` is then ignored and the cursor holds that sort (a cursor of another sort is refused). When omitted, `order` applies over (createdAt, id).',
  })
  @IsOptional()
  @IsEnum(EventRequestSort, { message: VALIDATION.invalid })
  sort?: EventRequestSort | null;
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
