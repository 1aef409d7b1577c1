import { DateTime } from 'luxon';
import { DataSource, EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { inTransaction } from './transactions';

/**
 * Personal data declared per feature (Law 25). Each feature that stores something about a person
 * implements one `PersonalDataHandler` beside its code (`<feature>.personal-data.ts`): which of its
 * columns hold personal data, and how to export, erase and age them out. The privacy export and
 * deletion and the daily retention job iterate the handlers and import no feature; a test walks the
 * ORM's entity metadata and fails when a column that looks personal is declared by no handler.
 *
 * This file imports no feature.
 */

export const RETENTION_ZONE = 'America/Toronto';
/** What replaces a person's or organisation's name; every other personal field becomes '' (or null). */
export const ANONYMISED_NAME = 'Anonymisé';
/** Books and supporting documents (invoices, credit notes, orders, contracts): 6 years after the end of their year (Revenu Québec, CRA). */
export const TAX_RETENTION_YEARS = 6;

/** Whose data a column holds. */
export type DataSubject = 'customer' | 'staff' | 'visitor';

/** Columns of one entity that hold personal data, and what happens to them (the operating guide's words). */
export interface PersonalDataHolding {
  /** The entity class. */
  entity: EntityTarget<ObjectLiteral>;
  /** Property names of the columns holding personal data. */
  columns: readonly string[];
  subject: DataSubject;
  /** Erasure and retention of these columns, in one sentence. */
  rule: string;
}

/** The instants the retention rules turn on, computed once per run or request. */
export interface RetentionClock {
  now: Date;
  /** Requests whose last exchange is before this instant are aged out (RETENTION_MONTHS back). */
  requestCutoff: Date;
  /** The same, as an America/Toronto calendar day (YYYY-MM-DD), for day columns. */
  requestCutoffDay: string;
  /** Tax records of years before this instant (1 January, TAX_RETENTION_YEARS back) are aged out. */
  taxCutoff: Date;
}

export function retentionClock(now: Date, months: number): RetentionClock {
  const local = DateTime.fromJSDate(now, { zone: RETENTION_ZONE });
  const request = local.minus({ months });
  return {
    now,
    requestCutoff: request.toJSDate(),
    requestCutoffDay: request.toISODate()!,
    taxCutoff: local.startOf('year').minus({ years: TAX_RETENTION_YEARS }).toJSDate(),
  };
}

/** Files (photos, documents) a handler removes once the transaction that forgot them has committed. */
export interface PersonalFiles {
  delete(key: string): Promise<void>;
}

/** One section of a person's export (JSON key, French title of the readable page, rows). */
export interface ExportSection {
  key: string;
  title: string;
  rows: Record<string, unknown>[];
}

export interface ExportScope {
  em: EntityManager;
  /** Trimmed, lower-case e-mail address: the key of everything held about a person. */
  email: string;
  clock: RetentionClock;
}

export interface ErasureScope extends ExportScope {
  /** Runs after the erasure's transaction committed (file deletion). */
  afterCommit(task: () => Promise<void>): void;
  files: PersonalFiles;
}

/** What one handler's erasure did: rows anonymised or deleted, and tax records kept (aged out by the retention job). */
export interface ErasureResult {
  changed: Record<string, number>;
  /** Tax records younger than the retention, kept (their number is told to the person). */
  keptTaxRecords?: number;
}

export interface AgeOutScope {
  dataSource: DataSource;
  clock: RetentionClock;
  batchSize: number;
  /** True when stop was asked for: return after the current batch (the rest is done next run). */
  shouldStop(): boolean;
  files: PersonalFiles;
}

export interface PersonalDataHandler {
  /** The feature (module folder) it belongs to. */
  feature: string;
  /**
   * Handlers run by ascending `order` (default 0), then in manifest order: a handler that finds
   * its rows through another feature's e-mail column runs before that feature anonymises it.
   */
  order?: number;
  holds: readonly PersonalDataHolding[];
  /** Everything this feature holds about the e-mail address. */
  export?(scope: ExportScope): Promise<ExportSection[]>;
  /** Anonymises or deletes it, keeping tax records (same transaction as the request's closing). */
  erase?(scope: ErasureScope): Promise<ErasureResult>;
  /** The daily retention: what is past its keeping period, counted by key. */
  ageOut?(scope: AgeOutScope): Promise<Record<string, number>>;
}

/** The handlers of the given manifests' `personalData`, in the order export, erasure and retention run them. */
export function orderedHandlers(handlers: readonly (PersonalDataHandler | undefined)[]): PersonalDataHandler[] {
  const present = handlers.filter((h): h is PersonalDataHandler => h !== undefined);
  return present.map((handler, index) => ({ handler, index })).sort((a, b) => (a.handler.order ?? 0) - (b.handler.order ?? 0) || a.index - b.index).map((x) => x.handler);
}

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/**
 * Anonymises due rows in batches (one transaction each; rows carry `anonymizedAt` and are never
 * touched again). `due` narrows `r` (the entity's alias) to the rows past their keeping period.
 */
export async function anonymiseInBatches<T extends ObjectLiteral>(
  scope: AgeOutScope,
  entity: EntityTarget<T>,
  due: (q: SelectQueryBuilder<T>) => SelectQueryBuilder<T>,
  fields: Partial<Record<keyof T, unknown>>,
  options: { marker?: string | null; before?: (ids: number[], em: EntityManager) => Promise<void> } = {},
): Promise<number> {
  const marker = options.marker === undefined ? 'anonymizedAt' : options.marker;
  let changed = 0;
  for (;;) {
    if (scope.shouldStop()) return changed;
    const done = await inTransaction(scope.dataSource, async (em) => {
      let q = em.getRepository(entity).createQueryBuilder('r').select('r.id', 'id');
      if (marker) q = q.where(`r.${marker} IS NULL`);
      const ids = (await due(q).orderBy('r.id', 'ASC').limit(scope.batchSize).getRawMany<{ id: number }>()).map((row) => Number(row.id));
      if (ids.length === 0) return { selected: 0, changed: 0 };
      await options.before?.(ids, em);
      const update = em
        .createQueryBuilder()
        .update(entity)
        .set({ ...fields, ...(marker ? { [marker]: scope.clock.now } : {}) } as never)
        .where('id IN (:...ids)', { ids });
      const result = await (marker ? update.andWhere(`${marker} IS NULL`) : update).execute();
      return { selected: ids.length, changed: result.affected ?? ids.length };
    });
    changed += done.changed;
    if (done.selected < scope.batchSize) return changed;
  }
}

/** Deletes due rows in batches (one transaction each); `before` runs first in the same transaction (child rows). */
export async function deleteInBatches<T extends ObjectLiteral>(
  scope: AgeOutScope,
  entity: EntityTarget<T>,
  due: (q: SelectQueryBuilder<T>) => SelectQueryBuilder<T>,
  before?: (ids: number[], em: EntityManager) => Promise<void>,
  idColumn = 'id',
): Promise<number> {
  let deleted = 0;
  for (;;) {
    if (scope.shouldStop()) return deleted;
    const count = await inTransaction(scope.dataSource, async (em) => {
      const ids = (
        await due(em.getRepository(entity).createQueryBuilder('r').select(`r.${idColumn}`, 'id'))
          .orderBy(`r.${idColumn}`, 'ASC')
          .limit(scope.batchSize)
          .getRawMany<{ id: number }>()
      ).map((row) => Number(row.id));
      if (ids.length === 0) return 0;
      await before?.(ids, em);
      await em.createQueryBuilder().delete().from(entity).where(`${idColumn} IN (:...ids)`, { ids }).execute();
      return ids.length;
    });
    deleted += count;
    if (count < scope.batchSize) return deleted;
  }
}
