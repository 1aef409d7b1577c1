import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/**
 * A staff session token ended on the server (sign-out): its `jti` is refused until the token
 * would have expired anyway, then the row is purged. "End every session" and a password change
 * use the account's `sessionsRevokedAt` / `passwordChangedAt` instead.
 */
@Entity('staff_session_revocation')
@Index('IDX_staff_session_revocation_expires', ['expiresAt'])
export class StaffSessionRevocation {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti!: string;

  @Column({ type: 'integer' })
  userId!: number;

  @Column(DATETIME)
  revokedAt!: Date;

  @Column(DATETIME)
  expiresAt!: Date;
}

/** A single-use password-reset link: only the SHA-256 of its secret is stored; 30 minutes. */
@Entity('password_reset')
@Index('UQ_password_reset_token', ['tokenHash'], { unique: true })
@Index('IDX_password_reset_user', ['userId', 'createdAt'])
export class PasswordReset {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column(DATETIME)
  createdAt!: Date;

  @Column(DATETIME)
  expiresAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  usedAt!: Date | null;

  /** The administrator who sent it; null when the person asked from the sign-in page. */
  @Column({ type: 'integer', nullable: true })
  requestedById!: number | null;
}

/** One "Mot de passe oublié ?" request, counted per address and per e-mail (throttle). */
@Entity('password_reset_request')
@Index('IDX_password_reset_request_email', ['email', 'at'])
@Index('IDX_password_reset_request_ip', ['ip', 'at'])
export class PasswordResetRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column(DATETIME)
  at!: Date;
}
