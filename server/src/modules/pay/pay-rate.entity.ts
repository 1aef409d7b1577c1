import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/**
 * An employee's hourly rate from a local day on (a raise is a new row; rows are never changed, so
 * a period's pay can always be recomputed as it was). Set by ADMIN and up.
 */
@Entity('pay_rate')
@Index('UQ_pay_rate_user_from', ['userId', 'effectiveFrom'], { unique: true })
@ObjectType('PayRate', { description: 'An hourly rate of one employee from a date on (ADMIN and up).' })
export class PayRate {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Rate id.' })
  id!: number;

  @Column({ type: 'integer' })
  @Field(() => ID, { description: 'The employee.' })
  userId!: number;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'First local day it applies (YYYY-MM-DD, America/Toronto).' })
  effectiveFrom!: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Hourly rate, cents.' })
  rateCents!: number;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was recorded.' })
  createdAt!: Date;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;
}
