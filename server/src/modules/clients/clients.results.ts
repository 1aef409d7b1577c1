import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection, ConnectionResult } from '../../kernel/connections';
import { EventRequest } from '../events/events.public';
import { PickupRequest } from '../pickup/pickup.public';
import { SnowOrder } from '../snow/snow.public';

/**
 * A customer: everything sent with one e-mail address (trimmed, case-insensitive) through the three
 * services. Not a table: computed from the pickup requests, event requests and snow orders.
 */
@ObjectType('Client', { description: 'A customer: the pickup requests, event requests and paid or pending snow orders sent with one e-mail address.' })
export class Client {
  @Field(() => ID, { description: 'The e-mail address (trimmed, lower case): the customer’s identity.' })
  id!: string;

  @Field(() => String, { description: 'E-mail address (trimmed, lower case).' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The latest non-empty name given (pickup full name, event company name or snow cardholder name); null when none.' })
  name!: string | null;

  @Field(() => String, { nullable: true, description: 'The latest non-empty phone number given (pickup or event request); null when none.' })
  phone!: string | null;

  @Field(() => Int, { description: 'Number of pickup requests.' })
  pickupRequestCount!: number;

  @Field(() => Int, { description: 'Number of event requests.' })
  eventRequestCount!: number;

  @Field(() => Int, { description: 'Number of paid or pending snow orders.' })
  snowOrderCount!: number;

  @Field(() => Int, {
    description: 'Known amounts in cents, taxes included: snow order totals, event request totals and pickup estimates, canceled requests left out.',
  })
  totalCents!: number;

  @Field(() => DateTimeISOResolver, { description: 'First request or order (ISO 8601, UTC).' })
  firstActivityAt!: Date;

  @Field(() => DateTimeISOResolver, { description: 'Latest request or order (ISO 8601, UTC).' })
  lastActivityAt!: Date;
}

export const ClientConnection = Connection(Client);
export type ClientConnection = ConnectionResult<Client>;

@ObjectType('ClientDetail', { description: 'A customer with their requests and orders, newest first.' })
export class ClientDetail {
  @Field(() => Client, { description: 'The customer’s summary.' })
  client!: Client;

  @Field(() => [PickupRequest], { description: 'Pickup requests sent with this e-mail, newest first.' })
  pickupRequests!: PickupRequest[];

  @Field(() => [EventRequest], { description: 'Event requests sent with this e-mail, newest first.' })
  eventRequests!: EventRequest[];

  @Field(() => [SnowOrder], { description: 'Paid or pending snow orders placed with this e-mail, newest first.' })
  snowOrders!: SnowOrder[];
}
