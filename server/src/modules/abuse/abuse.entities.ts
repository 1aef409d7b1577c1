import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/**
 * One counter of anonymous writes: a form, an address (client or e-mail, hashed) and a fixed window
 * (10 minutes or one day). Shared by every server process; rows past `expiresAt` are deleted.
 */
@Entity('public_write_count')
export class PublicWriteCount {
  /** sha256(form|kind|address|window length|window index), base64url. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  bucket!: string;

  @Column({ type: 'integer', default: 0 })
  count!: number;

  @Index('IDX_public_write_count_expires')
  @Column(DATETIME)
  expiresAt!: Date;
}

/** A used ALTCHA solution (its challenge signature), kept until the challenge expires: a replay counts as none. */
@Entity('used_bot_challenge')
export class UsedBotChallenge {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  signature!: string;

  @Index('IDX_used_bot_challenge_expires')
  @Column(DATETIME)
  expiresAt!: Date;
}
