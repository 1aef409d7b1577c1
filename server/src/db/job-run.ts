import { randomUUID } from 'node:crypto';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME } from './columns';
import { isUniqueViolation } from './unique-violation';

/** One row per daily job: the America/Toronto day it last completed, and who holds it now. Not a GraphQL type. */
@Entity('job_run')
export class JobRun {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name!: string;

  /** YYYY-MM-DD (America/Toronto) of the last completed run; null = never. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  lastDay!: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  leaseToken!: string | null;

  /** A lease older than this is taken over (its process died mid-run). */
  @Column({ ...DATETIME, nullable: true })
  leaseUntil!: Date | null;

  /** JSON summary of the last completed run, for operators. */
  @Column({ type: 'text', nullable: true })
  lastSummary!: string | null;

  @Column({ ...DATETIME, nullable: true })
  finishedAt!: Date | null;
}

/**
 * "Once per day across every server process" for a named job. A process claims the day with one
 * conditional UPDATE (not yet done today, no live lease) that only one process can win, runs the
 * job, then marks the day done; on failure or shutdown it releases the lease so a later check
 * (in any process) runs it again. Works the same on SQLite and MySQL/MariaDB.
 */
export class DailyJobLease {
  constructor(
    private readonly dataSource: DataSource,
    private readonly name: string,
    private readonly leaseMs: number,
  ) {}

  /** A lease token when this process should run the job for `day` now; null otherwise. */
  async claim(day: string, now: Date): Promise<string | null> {
    try {
      await this.dataSource.getRepository(JobRun).insert({ name: this.name, lastDay: null, leaseToken: null, leaseUntil: null });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // the row exists (usual case)
    }
    const token = randomUUID();
    const result = await this.dataSource
      .createQueryBuilder()
      .update(JobRun)
      .set({ leaseToken: token, leaseUntil: new Date(now.getTime() + this.leaseMs) })
      .where('name = :name', { name: this.name })
      .andWhere('(lastDay IS NULL OR lastDay < :day)', { day })
      .andWhere('(leaseToken IS NULL OR leaseUntil < :now)', { now })
      .execute();
    return result.affected === 1 ? token : null;
  }

  /** Marks `day` done (only if this process still holds the lease). */
  async finish(token: string, day: string, now: Date, summary: unknown): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(JobRun)
      .set({ lastDay: day, leaseToken: null, leaseUntil: null, finishedAt: now, lastSummary: JSON.stringify(summary) })
      .where('name = :name AND leaseToken = :token', { name: this.name, token })
      .execute();
  }

  /** Gives the lease back without marking the day done (failed or interrupted run). */
  async release(token: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(JobRun)
      .set({ leaseToken: null, leaseUntil: null })
      .where('name = :name AND leaseToken = :token', { name: this.name, token })
      .execute();
  }
}
