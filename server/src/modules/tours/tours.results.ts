import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TourStatus } from './tour.entities';


@ObjectType('TourStop', { description: 'A paid snow order a tour serves.' })
export class TourStopView {
  @Field(() => ID, { description: 'The snow order id.' })
  orderId!: number;

  @Field(() => String, { description: "The order's confirmation code (DN-…)." })
  confirmationCode!: string;

  @Field(() => String, { description: 'Service address.' })
  address!: string;

  @Field(() => String, { description: "'abonnement' or 'one-shot'." })
  mode!: string;

  @Field(() => Boolean, { description: 'Urgent option (intervention within 2 hours).' })
  urgent!: boolean;

  @Field(() => Boolean, { description: 'Abrasive option.' })
  abrasif!: boolean;

  @Field(() => String, { description: "The customer's note; empty when none." })
  note!: string;
}

@ObjectType('Tour', {
  description: 'A tour of one day: a stored tour (id set) or the paid orders of a sector and kind still to plan (id null, planned false).',
})
export class TourView {
  @Field(() => ID, { nullable: true, description: 'Null for orders not yet in a tour (a proposal).' })
  id!: number | null;

  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  date!: string;

  @Field(() => String, { description: 'Trois-Rivières sector, from the postal code (or the address), else Autre secteur.' })
  zone!: string;

  @Field(() => String, { nullable: true, description: 'Name given at creation; null for a proposal.' })
  name!: string | null;

  @Field(() => String, { description: "'abonnement' or 'one-shot'." })
  mode!: string;

  @Field(() => Boolean, { description: 'At least one stop has the urgent option.' })
  urgent!: boolean;

  @Field(() => String, { description: "'Abonnement', 'One-shot', with ' + urgence' when a stop is urgent." })
  type!: string;

  @Field(() => TourStatus, { description: 'PLANNED for a proposal.' })
  status!: TourStatus;

  @Field(() => String, { description: "'planifiée', 'en cours' or 'terminée'." })
  statusLabel!: string;

  @Field(() => String, { nullable: true, description: 'Planned time HH:MM; null for a proposal.' })
  heure!: string | null;

  @Field(() => Boolean, { description: 'True for a stored tour, false for orders still to plan.' })
  planned!: boolean;

  @Field(() => Int, { description: 'Number of stops.' })
  stopCount!: number;

  @Field(() => [TourStopView], { description: 'The orders served, by address.' })
  stops!: TourStopView[];

  @Field(() => String, { nullable: true, description: "Creator's e-mail (or integrator token name)." })
  createdBy!: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the tour was created.' })
  createdAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who last changed the status.' })
  statusChangedBy!: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the status last changed.' })
  statusChangedAt!: Date | null;
}
