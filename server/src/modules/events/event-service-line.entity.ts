import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { EventRequest } from './event-request.entity';

@Entity('event_service_line')
@ObjectType('EventServiceLine', { description: 'One chosen service of an event request, priced when it was submitted.' })
export class EventServiceLine {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Line id.' })
  id!: number;

  @Index('IDX_event_service_line_request')
  @Column({ type: 'integer' })
  eventRequestId!: number;

  @ManyToOne('EventRequest', 'services', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventRequestId', foreignKeyConstraintName: 'FK_event_service_line_request' })
  eventRequest?: EventRequest;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => String, { description: 'livraison, nettoyage or staff.' })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  @Field(() => String, { description: 'French description, e.g. "Personnel sur place (2 × 8 h × 3 jours)".' })
  label!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'In cents.' })
  price!: number;
}
