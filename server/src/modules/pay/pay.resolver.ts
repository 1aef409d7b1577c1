import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { PayRate } from './pay-rate.entity';
import { SetPayRateInput } from './pay.inputs';
import { PayService } from './pay.service';

@Resolver(() => PayRate)
export class PayResolver {
  constructor(private readonly pay: PayService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [PayRate], { description: 'ADMIN and up: an employee’s hourly rates, newest effective date first.' })
  payRates(@Arg('userId', () => ID, { description: 'The employee.' }) userId: string): Promise<PayRate[]> {
    return this.pay.rates(userId);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => PayRate, { description: 'ADMIN and up: an hourly rate from a date on (approved periods keep the pay frozen at their approval).' })
  setPayRate(@Ctx() ctx: RequestContext, @Arg('input', () => SetPayRateInput, { description: 'The employee, the date and the rate.' }) input: SetPayRateInput): Promise<PayRate> {
    return this.pay.setRate(ctx, input);
  }
}
