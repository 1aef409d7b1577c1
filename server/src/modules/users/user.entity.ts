import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { Role } from '../../shared/roles';
import { ACCOUNT_LIMITS, LIMITS } from '../../shared/validation';

@Entity('user')
@ObjectType('User', { description: 'A staff account of the back-office.' })
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Account id.' })
  id!: number;

  /** Trimmed and lower-cased before it is stored, so the unique index is case-insensitive. */
  @Index('UQ_user_email', { unique: true })
  @Column({ type: 'varchar', length: LIMITS.email })
  @Field(() => String, { description: 'Sign-in e-mail address.' })
  email!: string;

  @Column({ type: 'varchar', length: ACCOUNT_LIMITS.userName, nullable: true })
  @Field(() => String, { description: 'Display name.', nullable: true })
  name!: string | null;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => Role, { description: 'Role.' })
  role!: Role;

  /**
   * argon2id hash. Never a GraphQL field, never selected unless asked for (`select: false`), so it
   * cannot reach a response or a log by accident.
   */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the account was created (ISO 8601, UTC).' })
  createdAt!: Date;

  /** Session tokens issued before this time are refused. */
  @Column(DATETIME)
  passwordChangedAt!: Date;

  /** A disabled account cannot sign in and its sessions and tokens stop working at once. */
  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { description: 'When the account was disabled (ISO 8601, UTC); null while active.', nullable: true })
  disabledAt!: Date | null;
}
