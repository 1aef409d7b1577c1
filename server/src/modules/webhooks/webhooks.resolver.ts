import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Connection, ConnectionResult } from '../../kernel/connections';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { CreateWebhookEndpointInput, WebhookDeliveriesArgs } from './webhooks.inputs';
import { WebhooksService } from './webhooks.service';

export const WebhookDeliveryConnection = Connection(WebhookDelivery);

@ObjectType('CreatedWebhookEndpoint', { description: 'A new endpoint and its signing secret, shown this once.' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint registered.' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, { description: 'HMAC-SHA256 key (whsec_…) to verify the X-Signature header; never shown again.' })
  secret!: string;
}

@Resolver(() => WebhookDelivery)
export class WebhooksResolver {
  constructor(private readonly service: WebhooksService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [WebhookEndpoint], { description: 'ADMIN and up: registered webhook endpoints.' })
  webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return this.service.list(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CreatedWebhookEndpoint, { description: 'ADMIN and up: registers an endpoint; its secret is returned once.' })
  createWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'URL and events.' }) input: CreateWebhookEndpointInput,
  ): Promise<CreatedWebhookEndpoint> {
    return this.service.create(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ID, { description: 'ADMIN and up: deletes an endpoint (its pending deliveries fail). Returns the id.' })
  deleteWebhookEndpoint(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Endpoint id.' }) id: string): Promise<string> {
    return this.service.remove(ctx, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => WebhookEndpoint, { description: 'ADMIN and up: re-enables an endpoint disabled after 24 h of failures.' })
  enableWebhookEndpoint(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Endpoint id.' }) id: string): Promise<WebhookEndpoint> {
    return this.service.enable(ctx, id);
  }

  @Authorized(Role.ADMIN)
  @Query(() => WebhookDeliveryConnection, { description: 'ADMIN and up: deliveries with their attempts, by cursor over (createdAt, id).' })
  webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs,
  ): Promise<ConnectionResult<WebhookDelivery>> {
    return this.service.deliveries(ctx, args);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => WebhookDelivery, { description: 'ADMIN and up: sends a delivery’s event again (same id and body) as a new delivery.' })
  resendWebhookDelivery(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Delivery id.' }) id: string): Promise<WebhookDelivery> {
    return this.service.resend(ctx, id);
  }

  @FieldResolver(() => [WebhookAttempt], { description: 'Every attempt, oldest first (HTTP status, latency, error).' })
  attempts(@Root() delivery: WebhookDelivery): Promise<WebhookAttempt[]> {
    return this.service.attempts([delivery.id]);
  }
}
