import { registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';
import { TOUR_LIMITS } from '../../shared/tours';
import { SnowOrder } from '../snow/snow.public';

/** Stored values of a tour's status (§3: 'planifiée', 'en cours', 'terminée'). */
export enum TourStatus {
  PLANNED = 'planned',
  IN_PROGRESS = 'in_progress',
  DONE = 'done',
}

registerEnumType(TourStatus, {
  name: 'TourStatus',
  description: "A tour's progress (§3: 'planifiée', 'en cours', 'terminée').",
  valuesConfig: {
    PLANNED: { description: "'planifiée' (the default)." },
    IN_PROGRESS: { description: "'en cours'." },
    DONE: { description: "'terminée' (final)." },
  },
});

/**
 * A snow-removal tour a manager created for one day (America/Toronto): one sector, one kind of
 * order (subscriptions or one-shots), a planned time and the paid orders it serves (its stops).
 * Who created it and who last moved its status are kept.
 */
@Entity('tour')
@Index('IDX_tour_date', ['date'])
export class Tour {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** YYYY-MM-DD, America/Toronto. */
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'varchar', length: 60 })
  zone!: string;

  /** 'abonnement' or 'one-shot'. */
  @Column({ type: 'varchar', length: 10 })
  mode!: string;

  @Column({ type: 'varchar', length: TOUR_LIMITS.name })
  name!: string;

  /** HH:MM. */
  @Column({ type: 'varchar', length: 5 })
  plannedTime!: string;

  @Column({ type: 'varchar', length: 12 })
  status!: TourStatus;

  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  /** The creator's e-mail, or the integrator token's name. */
  @Column({ type: 'varchar', length: 254 })
  createdBy!: string;

  @Column(DATETIME)
  createdAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  statusChangedAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  statusChangedById!: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  statusChangedBy!: string | null;

  @OneToMany(() => TourStop, (stop) => stop.tour)
  stops?: TourStop[];
}

/** One paid snow order served by a tour. An order is in at most one tour per day (unique index). */
@Entity('tour_stop')
@Index('IDX_tour_stop_date_order', ['date', 'snowOrderId'], { unique: true })
export class TourStop {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('IDX_tour_stop_tour')
  @Column({ type: 'integer' })
  tourId!: number;

  @ManyToOne(() => Tour, (tour) => tour.stops, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tourId', foreignKeyConstraintName: 'FK_tour_stop_tour' })
  tour?: Tour;

  /** The tour's date, repeated so the database refuses an order in two tours of one day. */
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'integer' })
  snowOrderId!: number;

  @ManyToOne(() => SnowOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'snowOrderId', foreignKeyConstraintName: 'FK_tour_stop_snow_order' })
  snowOrder?: SnowOrder;
}
