import { DateTime } from 'luxon';
import { EntityManager } from 'typeorm';
import { documentNumber } from '../../shared/invoicing';
import { DocumentCounter } from './invoice.entities';

export type DocumentSeries = 'F' | 'NC';

const HOUR_MS = 3_600_000;
/** The last UTC hour asked and its day in Toronto, with the due dates computed from it (see torontoDay). */
let cached: { hour: number; day: DateTime; plus: Map<number, string> } | null = null;

/**
 * The calendar day in America/Toronto of an instant (start of that day), kept for the UTC hour the
 * instant falls in: the zone's offsets are whole hours and its changes fall on whole UTC hours, so
 * every instant of one UTC hour has the same day there (issue #31: luxon's zone arithmetic, twice
 * per invoice, was 40 % of `issue`'s own CPU).
 */
function torontoDay(at: Date): { day: DateTime; plus: Map<number, string> } {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (cached?.hour !== hour) cached = { hour, day: DateTime.fromJSDate(at, { zone: 'America/Toronto' }).startOf('day'), plus: new Map() };
  return cached;
}

/** Calendar year of an instant in America/Toronto (an invoice issued 31 Dec 23:30 in Québec is of that year). */
export function torontoYear(at: Date): number {
  return torontoDay(at).day.year;
}

/** The day `days` calendar days after the instant's day in America/Toronto, YYYY-MM-DD (an invoice's due date). */
export function torontoDatePlus(at: Date, days: number): string {
  const { day, plus } = torontoDay(at);
  let date = plus.get(days);
  if (date === undefined) plus.set(days, (date = day.plus({ days }).toISODate()!));
  return date;
}

/**
 * The next number of a series for the year of `at`, taken INSIDE the issuing transaction `em`:
 * the year's counter row is locked for update (MariaDB/MySQL: by the upsert below, held until the
 * issuing transaction ends; SQLite: its single writer), incremented, and the number returned. A
 * rolled-back issue rolls the counter back with it: numbers stay gapless.
 *
 * MariaDB/MySQL take the number in one statement, an upsert on the counter's primary key that
 * creates the year's row at 1 or increments it (… LAST_INSERT_ID(lastNumber + 1)); if another
 * transaction holds the row, it waits for that row's lock (a record lock, no gap lock: no deadlock).
 */
export async function nextDocumentNumber(em: EntityManager, series: DocumentSeries, at: Date): Promise<{ number: string; year: number; sequence: number }> {
  const year = torontoYear(at);
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const repo = em.getRepository(DocumentCounter);
  let sequence: number;
  if (!sqlite) {
    // One round trip creates the year's row at 1 or increments it, takes its lock and returns the new
    // value (the OK packet's insert id carries LAST_INSERT_ID(expr)): the lock is held from here to the
    // commit (issue #31). On the primary key, INSERT … ON DUPLICATE KEY UPDATE takes an exclusive
    // record lock, no gap lock: concurrent issuers wait for each other, no deadlock (an UPDATE of a
    // missing row would take a gap lock). It replaces a plain read and an UPDATE: one round trip fewer.
    const result = (await em.query('INSERT INTO document_counter (series, year, lastNumber) VALUES (?, ?, LAST_INSERT_ID(1)) ON DUPLICATE KEY UPDATE lastNumber = LAST_INSERT_ID(lastNumber + 1)', [series, year])) as {
      affectedRows?: number;
      insertId?: number;
    };
    sequence = Number(result.insertId);
    if (!(result.affectedRows === 1 || result.affectedRows === 2) || !(sequence > 0)) throw new Error(`document counter ${series}-${year}: no number taken`);
    return { number: documentNumber(series, year, sequence), year, sequence };
  }
  // SQLite (its single writer): a plain read, then the increment or the year's first row.
  // (Plain SQL: the repository's query building was a tenth of this statement's CPU.)
  const exists = ((await em.query('SELECT 1 AS found FROM document_counter WHERE series = ? AND year = ?', [series, year])) as unknown[]).length > 0;
  if (exists) {
    sequence = (await repo.findOneByOrFail({ series, year })).lastNumber + 1;
    await repo.update({ series, year }, { lastNumber: sequence });
  } else {
    await em.query('INSERT INTO document_counter (series, year, lastNumber) VALUES (?, ?, 1) ON CONFLICT (series, year) DO UPDATE SET lastNumber = lastNumber + 1', [series, year]);
    sequence = (await repo.findOneByOrFail({ series, year })).lastNumber;
  }
  return { number: documentNumber(series, year, sequence), year, sequence };
}
