import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { CreateServiceInput, UpdateServicePriceInput } from './pricing.inputs';
import { PricingService } from './pricing.service';
import { Service } from './service.entity';

@Resolver(() => Service)
export class PricingResolver {
  constructor(private readonly pricing: PricingService) {}

  @Query(() => [Service], { description: 'Public: the price list (cents before taxes). Build the calculators’ list with `toPriceList`.' })
  priceList(@Ctx() ctx: RequestContext): Promise<Service[]> {
    return this.pricing.list(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Service, { description: 'ADMIN: changes one price; quotes use it from the next request.' })
  updateServicePrice(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateServicePriceInput, { description: 'The fields, see the input type.' }) input: UpdateServicePriceInput,
  ): Promise<Service> {
    return this.pricing.updatePrice(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Service, { description: 'ADMIN: adds a price row (its name must be new).' })
  createService(@Ctx() ctx: RequestContext, @Arg('input', () => CreateServiceInput, { description: 'The fields, see the input type.' }) input: CreateServiceInput): Promise<Service> {
    return this.pricing.create(ctx, input);
  }
}
