import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { EventRequest } from './event-request.entity';

@Entity('event_material_line')
@ObjectType('EventMaterialLine', { description: 'One equipment type of an event request, priced when it was submitted.' })
export class EventMaterialLine {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Line id.' })
  id!: number;

  @Index('IDX_event_material_line_request')
  @Column({ type: 'integer' })
  eventRequestId!: number;

  @ManyToOne('EventRequest', 'materials', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventRequestId', foreignKeyConstraintName: 'FK_event_material_line_request' })
  eventRequest?: EventRequest;

  @Column({ type: 'varchar', length: 80 })
  @Field(() => String, { description: 'The price-list code (`event.<code>`): bac, baril, ilot, toilette, lavage or an item staff added.' })
  type!: string;

  @Column({ type: 'varchar', length: 10, default: 'unit_day' })
  @Field(() => String, { description: 'How the line was priced: unit_day (× days), item, hour (quantity = hours) or flat (quantity 1).' })
  unit!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'The price-list label when the request was priced; null on lines older than issue #28 (the built-in names apply).' })
  label!: string | null;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Units rented.' })
  quantity!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Per unit (per day for unit_day), in cents.' })
  unitPrice!: number;

  @Column({ type: 'integer', nullable: true })
  @Field(() => Int, {
    nullable: true,
    description: 'Units the customer asked for when the site form capped `quantity` at what was left for the dates (issue #25); null when nothing was capped. Never priced: `quantity` is.',
  })
  askedQuantity!: number | null;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Days billed (1 when the unit is not per day).' })
  days!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'quantity × unitPrice × days, in cents.' })
  lineTotal!: number;
}
