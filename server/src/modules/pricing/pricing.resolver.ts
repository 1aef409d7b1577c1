import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { CreateServiceInput, UpdateServiceInput, UpdateServicePriceInput } from './pricing.inputs';
import { PricingService } from './pricing.service';
import { Service } from './service.entity';

@Resolver(() => Service)
export class PricingResolver {
  constructor(private readonly pricing: PricingService) {}

  @Query(() => [Service], { description: 'Public: the price list (cents before taxes). Build the calculators’ list with `toPriceList`.' })
  priceList(@Ctx() ctx: RequestContext): Promise<Service[]> {
    return this.pricing.list(ctx);
  }

  @Query(() => [Service], {
    description: 'Public: what the event wizard offers (issue #28): the active `event.*` rows of the price list with a unit it counts (UNIT_DAY, ITEM, HOUR, FLAT), built-in and added by staff.',
  })
  eventCatalogue(@Ctx() ctx: RequestContext): Promise<Service[]> {
    return this.pricing.eventCatalogue(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Service, { description: 'ADMIN: changes a row’s label, unit or whether the public forms offer it.' })
  updateService(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateServiceInput, { description: 'The fields, see the input type.' }) input: UpdateServiceInput): Promise<Service> {
    return this.pricing.update(ctx, input);
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
