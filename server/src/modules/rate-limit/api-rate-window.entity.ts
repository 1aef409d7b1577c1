import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Requests of one API token in one fixed one-minute window (shared by every server process). */
@Entity('api_rate_window')
export class ApiRateWindow {
  @PrimaryColumn({ type: 'integer' })
  tokenId!: number;

  /** The window: Unix time in minutes (floor(ms / 60000)). */
  @PrimaryColumn({ type: 'integer' })
  windowMinute!: number;

  @Column({ type: 'integer', default: 0 })
  count!: number;
}
