/**
 * Snow season (issue #17): the contract's terms, the refund rule it states, the snowfall rules and
 * the route order. Pure: used by the server and bundled into the back-office.
 */
import { DateTime } from 'luxon';

export const SEASON_ZONE = 'America/Toronto';

/** The contract's default terms (overridable in the configuration, frozen on each contract). */
export const SNOW_SEASON_DEFAULTS = {
  /** MM-DD, America/Toronto. */
  seasonStart: '11-15',
  seasonEnd: '04-15',
  triggerCm: 5,
  deadlineHours: 7,
  /** An urgent one-time visit: hours after the snowfall's end (the price list sells « moins de 2 heures »). */
  urgentDeadlineHours: 2,
  /** Extra-fee clause (LPC s. 12, OPC): one fixed amount once the season's total snowfall exceeds the threshold; 0 = no extra fee. */
  extraThresholdCm: 350,
  extraCents: 7500,
} as const;

export const SNOWFALL_LIMITS = { maxCm: 200 } as const;

/** The season a contract paid on `paidOn` (YYYY-MM-DD) covers: the current one, or the next when paid after its end. */
export function seasonFor(paidOn: string, start: string, end: string): { start: string; end: string } {
  const year = Number(paidOn.slice(0, 4));
  const md = paidOn.slice(5);
  // A season runs from `start` of year Y to `end` of year Y+1.
  const startYear = md <= end ? year - 1 : year;
  return { start: `${startYear}-${start}`, end: `${startYear + 1}-${end}` };
}

/** Whether a calendar day (YYYY-MM-DD) falls in the snow months (between the season's start and end, any year). */
export function isInSnowMonths(date: string, start: string, end: string): boolean {
  const md = date.slice(5);
  return md >= start || md <= end;
}

function days(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days);
}

/**
 * The refund the contract states: before the season's first day, everything; during the season,
 * the share of the price for the days left after the cancellation day (rounded to the cent,
 * half up); after its last day, nothing. Integer cents.
 */
export function contractRefundCents(totalCents: number, seasonStart: string, seasonEnd: string, cancelDay: string): number {
  if (cancelDay < seasonStart) return totalCents;
  if (cancelDay >= seasonEnd) return 0;
  const total = days(seasonStart, seasonEnd) + 1;
  const left = days(cancelDay, seasonEnd);
  return Math.round((totalCents * left) / total);
}

/** YYYY-MM-DD of an instant in America/Toronto. */
export function localDay(at: Date): string {
  return DateTime.fromJSDate(at, { zone: SEASON_ZONE }).toISODate()!;
}

/** The instant of a local day and time (HH:MM), America/Toronto. */
export function localInstant(date: string, time: string): Date | null {
  const value = DateTime.fromISO(`${date}T${time}`, { zone: SEASON_ZONE });
  return value.isValid ? value.toJSDate() : null;
}

/**
 * Approximate centre of each forward sortation area served (km on a local grid, origin at the
 * Trois-Rivières downtown): enough to order a route, not a map.
 */
export const FSA_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  G9A: [0, 0],
  G8Z: [-1.5, 2.5],
  G8Y: [-3.5, 4],
  G9B: [-7, 2],
  G9C: [-14, 3],
  G8T: [3, 2],
  G8V: [7, 4],
  G8W: [2, 8],
};

const POSTAL = /([a-z]\d[a-z])[\s-]?(\d[a-z]\d)(?![a-z0-9])/i;

/** A point for an address: its FSA's centre, nudged by the rest of the postal code so stops of one FSA do not tie. */
export function pointOfAddress(address: string): readonly [number, number] | null {
  const match = POSTAL.exec(address);
  if (!match) return null;
  const base = FSA_POINTS[match[1]!.toUpperCase()];
  if (!base) return null;
  const ldu = match[2]!.toUpperCase();
  const nudge = (ldu.charCodeAt(0) - 48) * 0.05 + (ldu.charCodeAt(1) - 65) * 0.01 + (ldu.charCodeAt(2) - 48) * 0.001;
  return [base[0] + nudge, base[1] + nudge / 2];
}

/**
 * Nearest neighbour from the depot: repeatedly the closest stop not yet taken. Stops without a
 * known point go last, by address. Returns the stops' indexes in route order.
 */
export function nearestNeighbourOrder(depot: readonly [number, number], addresses: readonly string[]): number[] {
  const points = addresses.map(pointOfAddress);
  const left = new Set(points.map((_, i) => i).filter((i) => points[i] !== null));
  const order: number[] = [];
  let here = depot;
  while (left.size > 0) {
    let best = -1;
    let bestDistance = Infinity;
    for (const i of left) {
      const p = points[i]!;
      const d = Math.hypot(p[0] - here[0], p[1] - here[1]);
      if (d < bestDistance || (d === bestDistance && i < best)) {
        best = i;
        bestDistance = d;
      }
    }
    order.push(best);
    left.delete(best);
    here = points[best]!;
  }
  const unknown = points.map((_, i) => i).filter((i) => points[i] === null);
  unknown.sort((a, b) => addresses[a]!.localeCompare(addresses[b]!, 'fr-CA') || a - b);
  return [...order, ...unknown];
}

/** Image types accepted as proof of service, recognised by their first bytes (never by name or declared type). */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

export function sniffImage(bytes: Uint8Array): PhotoType | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && ascii(1, 4) === 'PNG' && at(4) === 0x0d && at(5) === 0x0a) return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['heic', 'heix', 'mif1', 'msf1', 'hevc'].includes(ascii(8, 12))) return 'image/heic';
  return null;
}

/** Largest proof-of-service photo accepted, in bytes (the route page shrinks camera photos well below). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** '11-15' → '15 novembre'; '2026-11-15' → '15 novembre 2026'. */
export function frenchDay(value: string): string {
  const parts = value.split('-').map(Number);
  if (parts.length === 3) return `${parts[2] === 1 ? '1er' : parts[2]} ${MONTHS_FR[parts[1]! - 1]} ${parts[0]}`;
  return `${parts[1] === 1 ? '1er' : parts[1]} ${MONTHS_FR[parts[0]! - 1]}`;
}

/**
 * The season a renewal offered on `today` is for: the upcoming one in the off-season, the next
 * one while a season runs (a contract of the current or a past season renews into it).
 */
export function renewalSeason(today: string, start: string, end: string): { start: string; end: string } {
  const current = seasonFor(today, start, end);
  if (today < current.start) return current;
  const year = Number(current.start.slice(0, 4)) + 1;
  return { start: `${year}-${start}`, end: `${year + 1}-${end}` };
}

/** An address link the phone opens in its maps application (Google Maps URLs open the app when installed, else the web map). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
