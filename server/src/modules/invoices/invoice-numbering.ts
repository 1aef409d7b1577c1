import { DateTime } from 'luxon';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/unique-violation';
import { documentNumber } from '../../shared/invoicing';
import { DocumentCounter } from './invoice.entities';

export type DocumentSeries = 'F' | 'NC';

/** Calendar year of an instant in America/Toronto (an invoice issued 31 Dec 23:30 in Québec is of that year). */
export function torontoYear(at: Date): number {
  return DateTime.fromJSDate(at, { zone: 'America/Toronto' }).year;
}

/**
 * The next number of a series for the year of `at`, taken INSIDE the issuing transaction `em`:
 * the year's counter row is locked for update (MariaDB/MySQL: SELECT … FOR UPDATE, held until the
 * issuing transaction ends; SQLite: its single writer), incremented, and the number returned. A
 * rolled-back issue rolls the counter back with it: numbers stay gapless.
 *
 * The year's row is created first on a separate autocommit connection (MariaDB), so that two
 * processes creating it at once do not deadlock inside their issuing transactions.
 */
export async function nextDocumentNumber(em: EntityManager, series: DocumentSeries, at: Date): Promise<{ number: string; year: number; sequence: number }> {
  const year = torontoYear(at);
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const creator = sqlite ? em : em.connection.manager;
  const repo = em.getRepository(DocumentCounter);
  // A plain read takes no lock: only when the year's row is missing is it created (autocommit).
  if (!(await repo.findOne({ where: { series, year } }))) {
    try {
      await creator.getRepository(DocumentCounter).insert({ series, year, lastNumber: 0 });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const locked = await repo.findOneOrFail({ where: { series, year }, lock: sqlite ? undefined : { mode: 'pessimistic_write' } });
  const last = locked.lastNumber;
  const sequence = last + 1;
  await em.getRepository(DocumentCounter).update({ series, year }, { lastNumber: sequence });
  return { number: documentNumber(series, year, sequence), year, sequence };
}
