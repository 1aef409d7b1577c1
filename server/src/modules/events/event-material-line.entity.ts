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

  @Column({ type: 'varchar', length: 20 })
  @Field(() => String, { description: 'bac, baril, ilot, toilette or lavage.' })
  type!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Units rented.' })
  quantity!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Per unit per day, in cents.' })
  unitPrice!: number;

  @Column({ type: 'integer', nullable: true })
  @Field(() => Int, {
    nullable: true,
    description: 'Units the customer asked for when the site form capped `quantity` at what was left for the dates (issue #25); null when nothing was capped. Never priced: `quantity` is.',
  })
  askedQuantity!: number | null;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Days billed.' })
  days!: number;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'quantity × unitPrice × days, in cents.' })
  lineTotal!: number;
}
