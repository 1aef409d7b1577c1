import { DateTime } from 'luxon';
import { EntityManager } from 'typeorm';
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
 * The first number of a year has no row to lock yet: a plain read (no lock, so no gap lock that
 * two issuers could deadlock on) finds it missing, and one upsert creates it at 1 or, if another
 * transaction created it meanwhile, waits for that row's lock and increments it.
 */
export async function nextDocumentNumber(em: EntityManager, series: DocumentSeries, at: Date): Promise<{ number: string; year: number; sequence: number }> {
  const year = torontoYear(at);
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const repo = em.getRepository(DocumentCounter);
  let sequence: number;
  if (await repo.findOne({ where: { series, year } })) {
    const locked = await repo.findOneOrFail({ where: { series, year }, lock: sqlite ? undefined : { mode: 'pessimistic_write' } });
    sequence = locked.lastNumber + 1;
    await repo.update({ series, year }, { lastNumber: sequence });
  } else {
    await em.query(
      sqlite
        ? 'INSERT INTO document_counter (series, year, lastNumber) VALUES (?, ?, 1) ON CONFLICT (series, year) DO UPDATE SET lastNumber = lastNumber + 1'
        : 'INSERT INTO document_counter (series, year, lastNumber) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE lastNumber = lastNumber + 1',
      [series, year],
    );
    sequence = (await repo.findOneOrFail({ where: { series, year }, lock: sqlite ? undefined : { mode: 'pessimistic_write' } })).lastNumber;
  }
  return { number: documentNumber(series, year, sequence), year, sequence };
}
