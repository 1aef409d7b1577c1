import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { Role } from '../../shared/roles';
import { ACCOUNT_LIMITS } from '../../shared/validation';
import { User } from '../users/users.public';

@Entity('api_token')
@ObjectType('ApiToken', { description: 'A named integrator token. Its secret is shown once, at creation; only its SHA-256 hash is stored.' })
export class ApiToken {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Token id.' })
  id!: number;

  @Column({ type: 'varchar', length: ACCOUNT_LIMITS.tokenName })
  @Field(() => String, { description: 'Name given by its creator, e.g. the integration it serves.' })
  name!: string;

  /** The highest role the token acts with (also capped by its creator's current role). */
  @Column({ type: 'varchar', length: 20 })
  @Field(() => Role, { description: 'Role the token acts with (capped by its creator’s current role).' })
  role!: Role;

  /** SHA-256 (hex) of the secret. Never a GraphQL field. */
  @Index('UQ_api_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64, select: false })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 16 })
  @Field(() => String, { description: 'The first characters of the secret (smk_…), to recognise it.' })
  prefix!: string;

  /**
   * The creator's account (users' `user` table, by name: no relation across features). Deleting the
   * creator deletes their tokens (the cascade); closing their account too (auth, on user.disabled).
   */
  @Column({ type: 'integer' })
  @ForeignKey('user', { name: 'FK_api_token_created_by', onDelete: 'CASCADE', onUpdate: 'RESTRICT' })
  createdById!: number;

  /** Not a relation: filled by the queries that join the creator on createdById (innerJoinAndMapOne). */
  @Field(() => User, { description: 'The administrator who created it.' })
  createdBy!: User;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the token was created (ISO 8601, UTC).' })
  createdAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Last request made with it (updated at most once a minute).' })
  lastUsedAt!: Date | null;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { description: 'When it was revoked (ISO 8601, UTC); null while active.', nullable: true })
  revokedAt!: Date | null;
}
