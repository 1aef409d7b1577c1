import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { LIMITS } from '../../shared/validation';

@Entity('pickup_request')
@ObjectType('PickupRequest', { description: 'A bulky-item pickup request sent from the public /ramassage form.' })
export class PickupRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID)
  id!: number;

  @Column({ type: 'varchar', length: LIMITS.fullName })
  @Field(() => String)
  fullName!: string;

  @Column({ type: 'varchar', length: LIMITS.phone })
  @Field(() => String)
  phone!: string;

  @Column({ type: 'varchar', length: LIMITS.email })
  @Field(() => String)
  email!: string;

  @Column({ type: 'varchar', length: LIMITS.address })
  @Field(() => String)
  address!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Floor: 0 = ground floor (RDC), 1, 2, 3 = 3rd or higher.' })
  floor!: number;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean)
  hasElevator!: boolean;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Urgent intervention requested.' })
  urgency!: boolean;

  @Column({ type: 'text' })
  @Field(() => String)
  description!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'Names of the photos the customer chose (the files are not uploaded).' })
  photos!: string[];

  @Index('IDX_pickup_request_created_at')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}
