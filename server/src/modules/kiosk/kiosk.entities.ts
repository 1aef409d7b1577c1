import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/** A shared tablet registered by an ADMIN: its device token is stored as a SHA-256 hash and shown once. */
@Entity('kiosk')
@ObjectType('Kiosk', { description: 'A shared tablet where employees punch with their PIN.' })
export class Kiosk {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Kiosk id.' })
  id!: number;

  @Column({ type: 'varchar', length: 80 })
  @Field(() => String, { description: 'Where it is (e.g. « Entrepôt Trois-Rivières »).' })
  name!: string;

  @Index('UQ_kiosk_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  @Field(() => String, { nullable: true, description: 'Who registered it (e-mail at the time).' })
  createdByName!: string | null;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was registered.' })
  createdAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Revoked: the tablet stops working at once.' })
  revokedAt!: Date | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Last accepted punch on it.' })
  lastUsedAt!: Date | null;
}

/** An employee's kiosk PIN (argon2id hash), set by the employee. */
@Entity('staff_pin')
export class StaffPin {
  @PrimaryColumn({ type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 255 })
  pinHash!: string;

  @Column(DATETIME)
  updatedAt!: Date;
}

export enum PinAttemptOutcome {
  /** Being checked (counts as a failure until it succeeds, so parallel guesses see each other). */
  PENDING = 'PENDING',
  FAIL = 'FAIL',
  OK = 'OK',
}

/** Every PIN attempt on a kiosk: the throttle counts failures per employee and per kiosk in the database. */
@Entity('kiosk_pin_attempt')
@Index('IDX_kiosk_pin_attempt_user', ['userId', 'at'])
@Index('IDX_kiosk_pin_attempt_kiosk', ['kioskId', 'at'])
export class KioskPinAttempt {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  kioskId!: number;

  @Column({ type: 'integer' })
  userId!: number;

  @Column(DATETIME)
  at!: Date;

  @Column({ type: 'varchar', length: 8 })
  outcome!: PinAttemptOutcome;
}
