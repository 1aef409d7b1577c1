import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Back-office grouping of a price (back-office.md §3): a base price or an extra/option. */
export enum ServiceCategory {
  BASE = 'base',
  EXTRA = 'extra',
}

/** What one price unit buys; lets a page say "par jour", "par heure"… without guessing from the key. */
export enum PriceUnit {
  /** One snow-removal visit. */
  VISIT = 'visit',
  /** The whole snow season. */
  SEASON = 'season',
  /** One unit of equipment for one day. */
  UNIT_DAY = 'unit_day',
  /** One article, whatever the event's length (« par article »). */
  ITEM = 'item',
  /** Once per order. */
  FLAT = 'flat',
  /** One hour of one staff member. */
  HOUR = 'hour',
}

registerEnumType(ServiceCategory, {
  name: 'ServiceCategory',
  description: 'Base price or extra.',
  valuesConfig: { BASE: { description: 'A main service price.' }, EXTRA: { description: 'An option or extra.' } },
});
registerEnumType(PriceUnit, {
  name: 'PriceUnit',
  description: 'What one price unit buys.',
  valuesConfig: {
    VISIT: { description: 'One snow-removal visit.' },
    SEASON: { description: 'The whole snow season.' },
    UNIT_DAY: { description: 'One unit of equipment for one day.' },
    ITEM: { description: 'One article, whatever the length of the event.' },
    FLAT: { description: 'Once per order.' },
    HOUR: { description: 'One hour of one staff member.' },
  },
});

export const SERVICE_LIMITS = { name: 80, label: 120, maxPrice: 10_000_000 } as const;

@Entity('service')
@ObjectType('Service', { description: 'One row of the price list. Prices are data: the quotes read them, the back-office edits them.' })
export class Service {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Price row id.' })
  id!: number;

  @Index('IDX_service_name', { unique: true })
  @Column({ type: 'varchar', length: SERVICE_LIMITS.name })
  @Field(() => String, { description: 'Stable internal key, e.g. `snow.oneShot.base` or `event.bac` (the calculators read these).' })
  name!: string;

  @Column({ type: 'varchar', length: SERVICE_LIMITS.label })
  @Field(() => String, { description: 'French label shown to people.' })
  label!: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => ServiceCategory, { description: 'BASE (main service) or EXTRA (option).' })
  category!: ServiceCategory;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => PriceUnit, { description: 'What the price is per.' })
  unit!: PriceUnit;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Price before taxes, in cents (≥ 0).' })
  price!: number;

  @Column({ type: 'boolean', default: true })
  @Field(() => Boolean, { description: 'Offered on the public forms (`event.*` rows on the event wizard). An inactive row is kept for stored quotes but cannot be requested.' })
  active!: boolean;
}
