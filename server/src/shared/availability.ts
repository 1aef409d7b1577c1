/**
 * Equipment availability (issue #16): pure day arithmetic and the minimum over a range, shared by
 * the server (which enforces it under a lock) and the wizard (which shows it). No I/O.
 */
import { AVAILABILITY_MESSAGES } from './availability.messages.fr';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' + n days (calendar days, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 when equal; negative when `to` is before). */
export function dayDiff(from: string, to: string): number {
  const a = from.split('-').map(Number);
  const b = to.split('-').map(Number);
  return Math.round((Date.UTC(b[0]!, b[1]! - 1, b[2]!) - Date.UTC(a[0]!, a[1]! - 1, a[2]!)) / DAY_MS);
}

/** The days a unit is taken for an event: `before` days before the start to `after` days after the end. */
export function occupiedRange(eventStart: string, eventEnd: string, before: number, after: number): { from: string; to: string } {
  return { from: addDays(eventStart, -Math.max(0, before)), to: addDays(eventEnd, Math.max(0, after)) };
}

export interface DayLoad {
  /** First and last day taken, inclusive, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  quantity: number;
}

/**
 * stock − the largest load over the days `from`..`to`, where `perDay` gives committed units per day
 * (reservations and blocks, from the ledger) and `loads` adds ranges (live holds). Never below 0.
 */
export function minimumAvailable(stock: number, from: string, to: string, perDay: ReadonlyMap<string, number>, loads: readonly DayLoad[]): number {
  const length = dayDiff(from, to) + 1;
  if (length <= 0) return Math.max(0, stock);
  const used = new Array<number>(length).fill(0);
  for (const [day, quantity] of perDay) {
    const index = dayDiff(from, day);
    if (index >= 0 && index < length) used[index]! += quantity;
  }
  for (const load of loads) {
    const first = Math.max(0, dayDiff(from, load.from));
    const last = Math.min(length - 1, dayDiff(from, load.to));
    for (let i = first; i <= last; i += 1) used[i]! += load.quantity;
  }
  return Math.max(0, stock - Math.max(...used));
}

export type AvailabilityLevel = 'available' | 'few' | 'full';

/** "Plus que N" when what is left is small: at most 5, or a quarter of the stock, and less than the stock. */
export function availabilityLevel(stock: number, available: number): AvailabilityLevel {
  if (available <= 0) return 'full';
  if (available < stock && available <= Math.max(5, Math.ceil(stock / 4))) return 'few';
  return 'available';
}

/** "Disponible", "Plus que N disponibles" or "Complet pour ces dates". */
export function availabilityText(stock: number, available: number): string {
  const level = availabilityLevel(stock, available);
  if (level === 'full') return AVAILABILITY_MESSAGES.full;
  if (level === 'few') return AVAILABILITY_MESSAGES.few(available);
  return AVAILABILITY_MESSAGES.available;
}
