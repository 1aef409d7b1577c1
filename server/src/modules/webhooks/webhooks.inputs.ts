import { ArrayMinSize, MaxLength } from '../../kernel/class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../kernel/connections';
import { WebhookDeliveryStatus, WebhookEventType } from './webhook.entities';

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: 'http(s) URL; in production it must resolve to public addresses only.' })
  @MaxLength(2000, { message: 'Ce champ ne peut dépasser 2000 caractères.' })
  url!: string;

  @Field(() => [WebhookEventType], { description: 'Events to receive (at least one).' })
  @ArrayMinSize(1, { message: 'Choisissez au moins un événement.' })
  events!: WebhookEventType[];
}

@ArgsType()
export class WebhookDeliveriesArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: 'Only deliveries to this endpoint.' })
  endpointId?: string | null;

  @Field(() => WebhookDeliveryStatus, { nullable: true, description: 'Only deliveries in this status.' })
  status?: WebhookDeliveryStatus | null;
}
