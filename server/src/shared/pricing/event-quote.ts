import { PriceKey, PriceList } from './price-list';
import { applyTaxes, TaxedAmounts } from './taxes';

/** Event equipment, in the order the wizard shows it (public-site.md §3). */
export const EQUIPMENT_TYPES = ['bac', 'baril', 'ilot', 'toilette', 'lavage'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** Specialised services of step 3. */
export const EVENT_SERVICES = ['livraison', 'nettoyage', 'staff'] as const;
export type EventServiceName = (typeof EVENT_SERVICES)[number];

export type EquipmentCounts = Readonly<Record<EquipmentType, number>>;
export type EventServiceFlags = Readonly<Record<EventServiceName, boolean>>;

/**
 * Upper bounds the server's validation enforces; the calculators clamp to them too, so a display
 * never shows an absurd amount while the user types.
 */
export const EVENT_LIMITS = {
  /** Units of one equipment type. */
  maxQuantity: 1000,
  maxStaff: 50,
  /** Days of one event (end − start + 1). */
  maxDays: 366,
  maxParticipants: 1_000_000,
  maxArea: 100_000_000,
  maxZones: 10_000,
} as const;

/** Hours billed per staff member per day (public-site.md §9; the step text's "minimum 3 hours" is not a billing rule). */
export const STAFF_HOURS_PER_DAY = 8;

export const EQUIPMENT_PRICE_KEY = {
  bac: 'event.bac',
  baril: 'event.baril',
  ilot: 'event.ilot',
  toilette: 'event.toilette',
  lavage: 'event.lavage',
} as const satisfies Record<EquipmentType, PriceKey>;

export const SERVICE_PRICE_KEY = {
  livraison: 'event.livraison',
  nettoyage: 'event.nettoyage',
  staff: 'event.staffHourly',
} as const satisfies Record<EventServiceName, PriceKey>;

export const NO_EQUIPMENT: EquipmentCounts = Object.freeze({ bac: 0, baril: 0, ilot: 0, toilette: 0, lavage: 0 });
export const NO_SERVICES: EventServiceFlags = Object.freeze({ livraison: false, nettoyage: false, staff: false });

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * The calendar day of an ISO date ('2026-07-10') or date-time ('2026-07-10T04:00:00.000Z'), as a
 * count of days since 1970-01-01. Only the written date counts: the time and zone are ignored, so
 * the result never depends on the time of day or on daylight-saving changes. Null when invalid
 * (including impossible dates such as 2026-02-30).
 */
export function isoDayNumber(value: string): number | null {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** The 'YYYY-MM-DD' part of an ISO date or date-time, or null when invalid. */
export function isoDay(value: string): string | null {
  return isoDayNumber(value) === null ? null : value.trim().slice(0, 10);
}

/** True when both dates are valid and the end is before the start (the step-1 error). */
export function isEndBeforeStart(dateStart: string, dateEnd: string): boolean {
  const start = isoDayNumber(dateStart);
  const end = isoDayNumber(dateEnd);
  return start !== null && end !== null && end < start;
}

/**
 * Number of days of an event: end − start + 1, at least 1 (a same-day event is 1 day; an end
 * before the start, or a missing or invalid date, also gives 1 — validation reports those).
 */
export function eventDays(dateStart: string, dateEnd: string): number {
  const start = isoDayNumber(dateStart);
  const end = isoDayNumber(dateEnd);
  if (start === null || end === null) return 1;
  return Math.max(1, end - start + 1);
}

/**
 * How a price of the event catalogue is counted (issue #28: the price list is data, so a row staff
 * add in Tarification is offered with its unit): per unit per day, per article, per hour, or once.
 */
export const CATALOGUE_UNITS = ['unit_day', 'item', 'hour', 'flat'] as const;
export type CatalogueUnit = (typeof CATALOGUE_UNITS)[number];

/** Price-list names of the event catalogue: `event.<code>`. */
export const EVENT_CATALOGUE_PREFIX = 'event.';

/** One item or service of the event catalogue that is not built into the wizard (a row staff added). */
export interface CatalogueItem {
  /** The price-list name without `event.` (`tente10x10`). */
  readonly code: string;
  readonly label: string;
  readonly unit: CatalogueUnit;
  /** In cents, per unit. */
  readonly price: number;
}

const BUILT_IN_KEYS: ReadonlySet<string> = new Set<string>([...Object.values(EQUIPMENT_PRICE_KEY), ...Object.values(SERVICE_PRICE_KEY)]);

/** 'UNIT_DAY' (GraphQL) or 'unit_day' (stored) → the catalogue unit, or null for units the wizard does not offer (visit, season). */
export function catalogueUnit(unit: string): CatalogueUnit | null {
  const value = unit.toLowerCase();
  return (CATALOGUE_UNITS as readonly string[]).includes(value) ? (value as CatalogueUnit) : null;
}

/**
 * The catalogue items the wizard offers besides its built-in equipment and services: the active
 * `event.*` rows with a unit it can count, in price-list order. Rows without `active` count as active.
 */
export function eventCatalogueExtras(
  rows: ReadonlyArray<{ readonly name: string; readonly label: string; readonly unit: string; readonly price: number; readonly active?: boolean | null }>,
): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  for (const row of rows) {
    const unit = catalogueUnit(row.unit);
    if (!row.name.startsWith(EVENT_CATALOGUE_PREFIX) || BUILT_IN_KEYS.has(row.name) || row.active === false || !unit) continue;
    if (!Number.isSafeInteger(row.price) || row.price < 0) continue;
    items.push({ code: row.name.slice(EVENT_CATALOGUE_PREFIX.length), label: row.label, unit, price: row.price });
  }
  return items;
}

/** Days a catalogue line bills: the event's days per day, else 1. */
export function catalogueDays(unit: CatalogueUnit, days: number): number {
  return unit === 'unit_day' ? days : 1;
}

/** The quantity a catalogue line bills: whole, within [0, maxQuantity], at most 1 for a flat price. */
export function catalogueQuantity(unit: CatalogueUnit, quantity: number | undefined): number {
  return count(quantity, 0, unit === 'flat' ? 1 : EVENT_LIMITS.maxQuantity);
}

export interface EventExtraQuoteLine {
  readonly code: string;
  readonly label: string;
  readonly unit: CatalogueUnit;
  readonly quantity: number;
  /** Per unit (per day for unit_day), in cents. */
  readonly unitPrice: number;
  /** The event's days for unit_day, else 1. */
  readonly days: number;
  /** quantity × unitPrice × days, in cents. */
  readonly lineTotal: number;
}

export interface EventSelection {
  readonly materials: Partial<EquipmentCounts>;
  /** Quantities of catalogue items (codes of `eventCatalogueExtras`); unknown codes are not priced (the server refuses them first). */
  readonly extras?: Readonly<Record<string, number>>;
  readonly services: Partial<EventServiceFlags>;
  /** Staff members (at least 1; only counts when `services.staff`). */
  readonly staffCount: number;
  /** From `eventDays`. */
  readonly days: number;
}

export interface EventMaterialQuoteLine {
  readonly type: EquipmentType;
  readonly quantity: number;
  /** Per unit per day, in cents. */
  readonly unitPrice: number;
  readonly days: number;
  /** quantity × unitPrice × days, in cents. */
  readonly lineTotal: number;
}

export interface EventServiceQuoteLine {
  readonly name: EventServiceName;
  /** The service's price in the price list (flat, or hourly for staff), in cents. */
  readonly unitPrice: number;
  /** Staff: 8 h × staffCount × days; flat services: 1. */
  readonly quantity: number;
  /** unitPrice × quantity, in cents. */
  readonly price: number;
}

export interface EventQuote extends TaxedAmounts {
  /** Only the equipment with a quantity above 0, in `EQUIPMENT_TYPES` order. */
  readonly materialLines: readonly EventMaterialQuoteLine[];
  /** Only the chosen services, in `EVENT_SERVICES` order. */
  readonly serviceLines: readonly EventServiceQuoteLine[];
  /** Catalogue items with a quantity above 0, in catalogue order. */
  readonly extraLines: readonly EventExtraQuoteLine[];
  readonly days: number;
  /** The staff count used (0 when staff is not chosen). */
  readonly staffCount: number;
}

/** A whole count within [minimum, maximum]: negatives, NaN and fractions (truncated) never move a price outside. */
function count(value: number | undefined, minimum: number, maximum: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : minimum;
  return Math.min(maximum, Math.max(minimum, n));
}

/**
 * The event estimate: each equipment unit price × quantity × days; delivery and cleaning flat;
 * staff 8 h × staffCount × days × the hourly price. Subtotal never below 0, then GST and QST.
 * Counts are whole numbers clamped to EVENT_LIMITS (the server rejects values outside them first).
 */
export function eventQuote(prices: PriceList, selection: EventSelection, catalogue: readonly CatalogueItem[] = []): EventQuote {
  const days = count(selection.days, 1, EVENT_LIMITS.maxDays);
  const materialLines = EQUIPMENT_TYPES.map((type) => {
    const quantity = count(selection.materials[type], 0, EVENT_LIMITS.maxQuantity);
    const unitPrice = prices[EQUIPMENT_PRICE_KEY[type]];
    return { type, quantity, unitPrice, days, lineTotal: quantity * unitPrice * days };
  }).filter((line) => line.quantity > 0);

  const staffCount = selection.services.staff ? count(selection.staffCount, 1, EVENT_LIMITS.maxStaff) : 0;
  const serviceLines = EVENT_SERVICES.filter((name) => selection.services[name] === true).map((name) => {
    const unitPrice = prices[SERVICE_PRICE_KEY[name]];
    const quantity = name === 'staff' ? STAFF_HOURS_PER_DAY * staffCount * days : 1;
    return { name, unitPrice, quantity, price: unitPrice * quantity };
  });

  const extraLines = catalogue
    .map((item) => {
      const quantity = catalogueQuantity(item.unit, selection.extras?.[item.code]);
      const billed = catalogueDays(item.unit, days);
      return { code: item.code, label: item.label, unit: item.unit, quantity, unitPrice: item.price, days: billed, lineTotal: quantity * item.price * billed };
    })
    .filter((line) => line.quantity > 0);

  const sum = [...materialLines.map((l) => l.lineTotal), ...serviceLines.map((l) => l.price), ...extraLines.map((l) => l.lineTotal)].reduce((a, b) => a + b, 0);
  return { ...applyTaxes(Math.max(0, sum)), materialLines, serviceLines, extraLines, days, staffCount };
}

/** Divisor of the suggested quantity: ceil(participants / divisor) (public-site.md §9). */
export const SUGGESTION_DIVISORS = { bac: 300, ilot: 250, baril: 150, lavage: 200, toilette: 300 } as const satisfies Record<EquipmentType, number>;

/** A type is suggested only when participants are strictly above its threshold (the step-3 text). */
export const SUGGESTION_THRESHOLDS = { bac: 100, ilot: 150, baril: 150, lavage: 200, toilette: 300 } as const satisfies Record<EquipmentType, number>;

export const DELIVERY_PARTICIPANTS_ABOVE = 1000;
export const DELIVERY_AREA_ABOVE = 20_000;
export const STAFF_PARTICIPANTS_ABOVE = 1500;
export const TWO_STAFF_PARTICIPANTS_ABOVE = 3000;

export interface EventSuggestion {
  readonly materials: EquipmentCounts;
  readonly services: EventServiceFlags;
  readonly staffCount: number;
}

/**
 * Step-3 pre-fill from participants N and area (sq ft).
 *
 * Our reading of the two rules of public-site.md §9: the step text's thresholds decide WHETHER a
 * type is suggested, the ceiling decides HOW MANY. A type is suggested only when N is strictly
 * above its threshold (bins 100, islands and barrels 150, washing stations 200, toilets 300), and
 * then in quantity ceil(N / divisor) (bins 300, islands 250, barrels 150, washing stations 200,
 * toilets 300). So N = 100 suggests no bin and N = 101 one bin; N = 150 no barrel and N = 151 two
 * barrels (ceil(151 / 150)); N = 300 no toilet and N = 301 two toilets.
 * Delivery when N > 1000 or area > 20 000; staff when N > 1500, 2 staff when N > 3000 (else 1);
 * cleaning is never suggested. Missing, negative or invalid N and area count as 0; N is capped at
 * EVENT_LIMITS.maxParticipants. With `available` (units left per type for the dates, issue #16),
 * no quantity is above what is left.
 */
export function suggestEventEquipment(participants: number, area: number, available?: Partial<EquipmentCounts>): EventSuggestion {
  const n = count(participants, 0, EVENT_LIMITS.maxParticipants);
  const sqft = typeof area === 'number' && Number.isFinite(area) ? Math.max(0, area) : 0;
  // Availability (issue #16): never suggest more units than are left for the dates.
  const cap = (type: EquipmentType, wanted: number) => {
    const left = available?.[type];
    return typeof left === 'number' && Number.isFinite(left) ? Math.min(wanted, Math.max(0, Math.floor(left))) : wanted;
  };
  const materials = Object.fromEntries(
    EQUIPMENT_TYPES.map((type) => [type, cap(type, n > SUGGESTION_THRESHOLDS[type] ? Math.ceil(n / SUGGESTION_DIVISORS[type]) : 0)]),
  ) as Record<EquipmentType, number>;
  return {
    materials,
    services: {
      livraison: n > DELIVERY_PARTICIPANTS_ABOVE || sqft > DELIVERY_AREA_ABOVE,
      nettoyage: false,
      staff: n > STAFF_PARTICIPANTS_ABOVE,
    },
    staffCount: n > TWO_STAFF_PARTICIPANTS_ABOVE ? 2 : 1,
  };
}

/** public-site.md §4: on entering step 3 the form pre-fills when every count is 0 or no service is ticked. */
export function shouldPrefillSuggestions(materials: Partial<EquipmentCounts>, services: Partial<EventServiceFlags>): boolean {
  const allZero = EQUIPMENT_TYPES.every((type) => count(materials[type], 0, EVENT_LIMITS.maxQuantity) === 0);
  const noService = EVENT_SERVICES.every((name) => services[name] !== true);
  return allZero || noService;
}
