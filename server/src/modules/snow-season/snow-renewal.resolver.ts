import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { SnowCheckout } from '../snow/snow.public';
import { MarketingService } from './marketing.service';
import { SnowRenewalService } from './snow-renewal.service';

@ObjectType('ClientSnowRenewal', { description: "Client: a contract of the current or a past season not yet renewed, with the next season's price (current price list, the contract's options)." })
export class ClientSnowRenewal {
  @Field(() => ID, { description: 'The contract to renew.' })
  contractId!: string;

  @Field(() => String, { description: 'Its address.' })
  address!: string;

  @Field(() => String, { description: "The next season's first day (YYYY-MM-DD)." })
  seasonStart!: string;

  @Field(() => String, { description: "The next season's last day (YYYY-MM-DD)." })
  seasonEnd!: string;

  @Field(() => Int, { description: 'Before taxes, in cents.' })
  subtotal!: number;

  @Field(() => Int, { description: 'GST (TPS), in cents.' })
  gst!: number;

  @Field(() => Int, { description: 'QST (TVQ), in cents.' })
  qst!: number;

  @Field(() => Int, { description: 'Taxes included, in cents.' })
  total!: number;
}

@ObjectType({ description: 'Whom the snow renewal offer would reach if it were sent now.' })
export class SnowRenewalOfferReach {
  @Field(() => Int, { description: 'E-mails it would queue: one per contract not yet renewed whose customer consented and has not had this season\'s offer.' })
  emails!: number;

  @Field(() => Int, { description: 'Distinct customers (e-mail addresses) those e-mails go to.' })
  customers!: number;
}

@Resolver()
export class SnowRenewalResolver {
  constructor(
    private readonly renewals: SnowRenewalService,
    private readonly marketing: MarketingService,
  ) {}

  // Not @Authorized: the service requires the client session.
  @Query(() => [ClientSnowRenewal], { description: 'Client: their contracts that can be renewed for the next season, with its price.' })
  async clientSnowRenewals(@Ctx() ctx: RequestContext): Promise<ClientSnowRenewal[]> {
    return (await this.renewals.clientOffers(ctx)).map((o) => ({
      contractId: String(o.contract.id),
      address: o.contract.address,
      seasonStart: o.seasonStart,
      seasonEnd: o.seasonEnd,
      subtotal: o.subtotal,
      gst: o.gst,
      qst: o.qst,
      total: o.total,
    }));
  }

  @Mutation(() => SnowCheckout, { description: "Client: starts the snow checkout renewing their own contract for the next season (another customer's contract: NOT_FOUND)." })
  renewClientSnowContract(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The contract.' }) id: string): Promise<SnowCheckout> {
    return this.renewals.renew(ctx, id);
  }

  @Authorized(Role.ADMIN)
  @Query(() => SnowRenewalOfferReach, { description: 'ADMIN and up: how many e-mails and customers sendSnowRenewalOffer would reach now (shown before sending).' })
  snowRenewalOfferReach(@Ctx() ctx: RequestContext): Promise<SnowRenewalOfferReach> {
    return this.marketing.snowRenewalOfferReach(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Int, {
    description: 'ADMIN and up: queues this year\'s snow renewal offer (marketing, CASL) to every address with express consent not withdrawn, once per address and season; answers how many were queued.',
  })
  sendSnowRenewalOffer(@Ctx() ctx: RequestContext): Promise<number> {
    return this.marketing.sendSnowRenewalOffer(ctx);
  }
}
