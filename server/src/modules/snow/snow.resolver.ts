import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { CreateSnowCheckoutInput, LegacySnowCheckoutInput } from './snow.inputs';
import { SnowCheckout, SnowOrderConfirmation, SnowOrderMetrics } from './snow.results';
import { SnowService } from './snow.service';

@Resolver()
export class SnowResolver {
  constructor(private readonly snow: SnowService) {}

  @Mutation(() => SnowCheckout, {
    description: 'Public: stores a snow-removal order priced by the server and returns the payment page to go to.',
  })
  createSnowCheckout(@Ctx() ctx: RequestContext, @Arg('input', () => CreateSnowCheckoutInput, { description: 'The fields, see the input type.' }) input: CreateSnowCheckoutInput): Promise<SnowCheckout> {
    return this.snow.createCheckout(ctx, input);
  }

  @Mutation(() => SnowCheckout, {
    description: 'Public, legacy POST /api/stripe/create-checkout-session: the options are deduced from the total; the server prices the order.',
  })
  createSnowCheckoutForAmount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LegacySnowCheckoutInput, { description: 'The fields, see the input type.' }) input: LegacySnowCheckoutInput,
  ): Promise<SnowCheckout> {
    return this.snow.createCheckoutForAmount(ctx, input);
  }

  @Query(() => SnowOrderConfirmation, { nullable: true, description: 'Public: the order of a checkout session (null when unknown).' })
  snowOrderConfirmation(@Ctx() ctx: RequestContext, @Arg('sessionId', () => String, { description: 'Checkout session id from the return URL.' }) sessionId: string): Promise<SnowOrderConfirmation | null> {
    return this.snow.confirmation(ctx, sessionId);
  }

  @Mutation(() => SnowOrderConfirmation, {
    description: 'Public, demo checkout only (no Stripe key): "pays" the order of /paiement-demo/<token>. FORBIDDEN when Stripe is configured.',
  })
  completeDemoPayment(@Ctx() ctx: RequestContext, @Arg('token', () => String, { description: 'Demo-checkout token from the demo page URL.' }) token: string): Promise<SnowOrderConfirmation> {
    return this.snow.completeDemoPayment(ctx, token);
  }

  @Authorized(Role.MANAGER)
  @Query(() => SnowOrderMetrics, { description: 'MANAGER and above: paid snow orders of the current month (GET /api/stripe/metrics).' })
  snowOrderMetrics(@Ctx() ctx: RequestContext): Promise<SnowOrderMetrics> {
    return this.snow.metrics(ctx);
  }
}
