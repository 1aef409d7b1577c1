import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { LIMITS } from '../../shared/validation';

/**
 * One failed sign-in. Kept in the database, not in memory, so the limit holds across several
 * server processes sharing the database. Not a GraphQL type.
 */
@Entity('login_attempt')
@Index('IDX_login_attempt_email', ['email', 'attemptedAt'])
@Index('IDX_login_attempt_ip', ['ip', 'attemptedAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** The e-mail as typed, trimmed and lower-cased (the account may not exist). */
  @Column({ type: 'varchar', length: LIMITS.email })
  email!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Index('IDX_login_attempt_time')
  @Column(DATETIME)
  attemptedAt!: Date;
}
