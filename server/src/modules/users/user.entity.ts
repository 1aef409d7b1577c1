import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { PERSON_NAME_MAX } from '../../shared/display-name';
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
  @Field(() => String, { description: 'Display name (kept as « Prénom Nom » once first and last names are set; read displayName).', nullable: true })
  name!: string | null;

  @Column({ type: 'varchar', length: PERSON_NAME_MAX, nullable: true })
  @Field(() => String, { description: 'First name (required for accounts created since issue #27; filled for older ones).', nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: PERSON_NAME_MAX, nullable: true })
  @Field(() => String, { description: 'Last name.', nullable: true })
  lastName!: string | null;

  /** YYYY-MM-DD: start of continuous service (vacation indemnity: 6 % from 3 years, LNT s. 74). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  @Field(() => String, { description: 'Hire date (YYYY-MM-DD), start of continuous service; null when not recorded.', nullable: true })
  hireDate!: string | null;

  /** Set by an ADMIN: the next sign-in must choose a new password before anything else. */
  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'A new password must be chosen at the next sign-in (set by an administrator).' })
  mustChangePassword!: boolean;

  /** Every session token issued before this time is refused (sign-out everywhere, lost phone). */
  @Column({ ...DATETIME, nullable: true })
  sessionsRevokedAt!: Date | null;

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
