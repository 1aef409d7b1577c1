import { Field, Float, Int, ObjectType } from 'type-graphql';
import { SnowOrderStatus } from './snow-order.entity';

@ObjectType('SnowCheckout', { description: 'Where the browser goes to pay.' })
export class SnowCheckout {
  @Field(() => String, { description: 'Stripe Checkout, or the local demo page /paiement-demo/<token> when no Stripe key is configured.' })
  url!: string;
}

@ObjectType('SnowOrderConfirmation', {
  description: 'What the confirmation and demo-checkout pages show of an order, found by its checkout session id. The e-mail is masked.',
})
export class SnowOrderConfirmation {
  @Field(() => String, { description: "'abonnement' or 'one-shot'." })
  mode!: string;

  @Field(() => Boolean, { description: 'Abrasive option chosen.' })
  abrasif!: boolean;

  @Field(() => Boolean, { description: 'Urgent option chosen.' })
  urgent!: boolean;

  @Field(() => String, { description: 'Service address.' })
  address!: string;

  @Field(() => String, { description: "Masked: 'm•••@example.ca'." })
  email!: string;

  @Field(() => Int, { description: 'In cents.' })
  subtotal!: number;

  @Field(() => Int, { description: 'TPS, in cents.' })
  gst!: number;

  @Field(() => Int, { description: 'TVQ, in cents.' })
  qst!: number;

  @Field(() => Int, { description: 'Total with taxes, in cents.' })
  total!: number;

  @Field(() => String, { description: "'DN-' and 8 characters." })
  confirmationCode!: string;

  @Field(() => SnowOrderStatus, { description: 'Payment status.' })
  status!: SnowOrderStatus;
}

@ObjectType('SnowOrderMetrics', {
  description: 'Paid snow orders of the current calendar month (America/Toronto), by the date their payment was confirmed.',
})
export class SnowOrderMetrics {
  @Field(() => Int, { description: 'Number of orders paid this month (America/Toronto).' })
  totalOrdersThisMonth!: number;

  @Field(() => Float, { description: 'Sum of the totals paid (taxes included), in dollars with 2 decimals.' })
  estimatedRevenue!: number;

  @Field(() => Int, { description: 'The same sum in cents.' })
  estimatedRevenueCents!: number;
}
