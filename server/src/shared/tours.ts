/**
 * Snow-removal tours (back-office.md §2 "Tours", §3 Tour): the Trois-Rivières sectors, the season a
 * subscription covers, the spec's time normalisation and the labels the table shows. Pure: used by
 * the server (tours built from paid orders) and bundled into the back-office.
 */
import { DateTime } from 'luxon';
import { normalizeAddress } from './snow';

/** The sectors of Trois-Rivières a tour covers, in the order the back-office lists them. */
export const TOUR_SECTORS = [
  'Trois-Rivières (centre)',
  'Trois-Rivières-Ouest',
  'Pointe-du-Lac',
  'Cap-de-la-Madeleine',
  'Sainte-Marthe-du-Cap',
  'Saint-Louis-de-France',
] as const;

export const OTHER_SECTOR = 'Autre secteur';

export type TourSector = (typeof TOUR_SECTORS)[number] | typeof OTHER_SECTOR;

/**
 * Canada Post forward sortation areas (first three characters of the postal code) of
 * Trois-Rivières and the former municipality each mostly covers. An FSA does not follow the old
 * municipal limits exactly: this table is a dispatch aid to adjust, not a cadastre.
 */
export const SECTOR_BY_FSA: Readonly<Record<string, TourSector>> = {
  G8T: 'Cap-de-la-Madeleine',
  G8V: 'Sainte-Marthe-du-Cap',
  G8W: 'Saint-Louis-de-France',
  G8Y: 'Trois-Rivières (centre)',
  G8Z: 'Trois-Rivières (centre)',
  G9A: 'Trois-Rivières (centre)',
  G9B: 'Trois-Rivières-Ouest',
  G9C: 'Pointe-du-Lac',
};

/** Names found in an address without a postal code (compared after normalizeAddress), most specific first. */
const SECTOR_BY_NAME: readonly (readonly [string, TourSector])[] = [
  ['trois rivieres ouest', 'Trois-Rivières-Ouest'],
  ['pointe du lac', 'Pointe-du-Lac'],
  ['cap de la madeleine', 'Cap-de-la-Madeleine'],
  ['sainte marthe du cap', 'Sainte-Marthe-du-Cap'],
  ['ste marthe du cap', 'Sainte-Marthe-du-Cap'],
  ['saint louis de france', 'Saint-Louis-de-France'],
  ['st louis de france', 'Saint-Louis-de-France'],
];

/** A Canadian postal code anywhere in the text ('G9A 4J6', 'g9a4j6', 'G9A-4J6'): its FSA, upper-case. */
const POSTAL_CODE = /(?:^|[^a-z0-9])([a-z]\d[a-z])[\s-]?\d[a-z]\d(?![a-z0-9])/i;

/**
 * The sector of a service address: from its postal code's FSA when it has one, else from a former
 * municipality's name in the text, else 'Autre secteur' (an FSA outside the table included).
 */
export function sectorOfAddress(address: string): TourSector {
  const postal = POSTAL_CODE.exec(address);
  if (postal) return SECTOR_BY_FSA[(postal[1] ?? '').toUpperCase()] ?? OTHER_SECTOR;
  const text = ` ${normalizeAddress(address)} `;
  for (const [name, sector] of SECTOR_BY_NAME) if (text.includes(` ${name} `)) return sector;
  return OTHER_SECTOR;
}

export function isTourSector(value: string): value is TourSector {
  return value === OTHER_SECTOR || (TOUR_SECTORS as readonly string[]).includes(value);
}

/** '8h30', '08h30', '8:30', '08:30', '8 h 30', '8h' → 'HH:MM' (§3); null when it is not a time of day. */
export function normalizeTourTime(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[h:]\s*(\d{2})?\s*$/i.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export const TOUR_ZONE = 'America/Toronto';

/** A real calendar date written YYYY-MM-DD. */
export function isTourDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: TOUR_ZONE }).isValid;
}

/** Today in America/Toronto, YYYY-MM-DD. */
export function tourToday(now: Date): string {
  return DateTime.fromJSDate(now, { zone: TOUR_ZONE }).toISODate() ?? '';
}

/** The snow season: 1 November to 30 April (public-site.md FAQ: "usually November to April"). */
export const SEASON = { firstMonth: 11, lastMonth: 4 } as const;

/**
 * Which subscriptions serve `date` (YYYY-MM-DD): those paid from `salesFrom` (1 May before the
 * season, local date) up to `date` included. A subscription covers the season it is bought in, or
 * the coming one when bought between May and October. Null outside the season: no subscription is
 * served then.
 */
export function subscriptionWindow(date: string): { salesFrom: string; season: string } | null {
  const day = DateTime.fromISO(date, { zone: TOUR_ZONE });
  if (!day.isValid || (day.month > SEASON.lastMonth && day.month < SEASON.firstMonth)) return null;
  const startYear = day.month >= SEASON.firstMonth ? day.year : day.year - 1;
  return { salesFrom: `${startYear}-05-01`, season: `${startYear}-${startYear + 1}` };
}

/** UTC bounds of a local day (a day the clocks change lasts 23 or 25 hours). */
export function localDayBounds(date: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(date, { zone: TOUR_ZONE }).startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

export type TourMode = 'abonnement' | 'one-shot';

/** The table's type column (§2 samples: Abonnement, One-shot, Abonnement + urgence). */
export function tourTypeLabel(mode: TourMode, urgent: boolean): string {
  const base = mode === 'abonnement' ? 'Abonnement' : 'One-shot';
  return urgent ? `${base} + urgence` : base;
}

/** Badge colour of a type (§2): red when it contains 'urgence', yellow for 'one-shot', blue otherwise. */
export function tourTypeTone(type: string): 'red' | 'yellow' | 'blue' {
  const text = type.toLowerCase();
  if (text.includes('urgence')) return 'red';
  if (text.includes('one-shot')) return 'yellow';
  return 'blue';
}

export type TourStatusKey = 'PLANNED' | 'IN_PROGRESS' | 'DONE';

/** §3's status words: 'planifiée' (default), 'en cours', 'terminée'. */
export const TOUR_STATUS_LABELS = {
  PLANNED: 'planifiée',
  IN_PROGRESS: 'en cours',
  DONE: 'terminée',
} as const satisfies Record<TourStatusKey, string>;

/** A tour moves forward only: planifiée → en cours → terminée (straight to terminée allowed). */
export const TOUR_STATUS_TRANSITIONS: Readonly<Record<TourStatusKey, readonly TourStatusKey[]>> = {
  PLANNED: ['IN_PROGRESS', 'DONE'],
  IN_PROGRESS: ['DONE'],
  DONE: [],
};

export const TOUR_LIMITS = { name: 120 } as const;

export const TOUR_MESSAGES = {
  date: 'Date invalide (AAAA-MM-JJ).',
  time: 'Heure invalide (ex. 8h30 ou 08:30).',
  zone: 'Secteur inconnu.',
  mode: 'Type invalide : Abonnement ou One-shot.',
  name: `Nom trop long (${TOUR_LIMITS.name} caractères au plus).`,
  noStops: 'Aucune commande payée à desservir dans ce secteur, pour ce type, à cette date.',
  notFound: 'Tournée introuvable.',
  stopsTaken: 'Ces commandes viennent d’être mises dans une autre tournée ; rechargez la page.',
} as const;
