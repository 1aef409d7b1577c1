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
 * MariaDB/MySQL take the number in one statement (UPDATE … LAST_INSERT_ID(lastNumber + 1)) when the
 * year's row exists. The first number of a year has no row to lock yet: a plain read (no lock, so no gap lock that
 * two issuers could deadlock on) finds it missing, and one upsert creates it at 1 or, if another
 * transaction created it meanwhile, waits for that row's lock and increments it.
 */
export async function nextDocumentNumber(em: EntityManager, series: DocumentSeries, at: Date): Promise<{ number: string; year: number; sequence: number }> {
  const year = torontoYear(at);
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const repo = em.getRepository(DocumentCounter);
  let sequence: number;
  // A plain read first, without lock: an UPDATE on a missing row would take a gap lock that two
  // issuers' upserts deadlock on.
  // (Plain SQL: the repository's query building was a tenth of this statement's CPU.)
  const exists = ((await em.query('SELECT 1 AS found FROM document_counter WHERE series = ? AND year = ?', [series, year])) as unknown[]).length > 0;
  if (exists && !sqlite) {
    // One round trip takes the row's lock, increments it and returns the new value (the OK packet's
    // insert id carries LAST_INSERT_ID(expr)): the lock is held from here to the commit (issue #31).
    const result = (await em.query('UPDATE document_counter SET lastNumber = LAST_INSERT_ID(lastNumber + 1) WHERE series = ? AND year = ?', [series, year])) as { affectedRows?: number; insertId?: number };
    sequence = Number(result.insertId);
    if (result.affectedRows !== 1 || !(sequence > 0)) throw new Error(`document counter ${series}-${year}: no number taken`);
    return { number: documentNumber(series, year, sequence), year, sequence };
  }
  if (exists) {
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
