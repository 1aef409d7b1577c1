/**
 * Snow-removal vocabulary shared by the server (inputs, checkout, receipt) and the /deneigement
 * form: the service-area rule, the French names of the service and its options, and the demo
 * checkout's session ids. Pure: bundled into the client.
 */
import type { SnowMode } from './pricing/snow-quote';

/** Limits the server accepts (the spec states none). */
export const SNOW_LIMITS = {
  address: 300,
  email: 254,
  note: 1000,
  customerName: 200,
} as const;

/** The /deneigement form's name and mobile phone (issue #27). */
export const SNOW_CONTACT_MESSAGES = {
  nameRequired: 'Votre nom est requis.',
  phoneRequired: 'Votre numéro de cellulaire est requis (le chauffeur peut devoir vous joindre).',
  /** The same text as shared/phone.ts's PHONE_INVALID_MESSAGE, without its full metadata in the public page's code. */
  phoneInvalid: 'Numéro de téléphone invalide.',
} as const;

/** What the address must contain once normalised (public-site.md §5). */
const SERVED_CITY = 'trois rivieres';

/**
 * The comparison form of an address: lower-cased, accents removed, and hyphens, apostrophes and
 * other punctuation read as spaces (so 'Trois-Rivières' and 'trois rivieres' compare equal),
 * spaces collapsed.
 */
export function normalizeAddress(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The blur rule of the /deneigement address: the normalised text contains 'trois rivieres'. */
export function isTroisRivieresAddress(text: string): boolean {
  return normalizeAddress(text).includes(SERVED_CITY);
}

/** An address component as the maps service returns it (only the fields read here). */
export interface PlaceAddressComponent {
  readonly long_name?: string;
  readonly short_name?: string;
  readonly types?: readonly string[];
}

/**
 * The autocomplete rule: the chosen place has a `locality` component whose name contains
 * 'trois-rivières' (case-insensitive; compared after the same normalisation as typed text).
 */
export function isTroisRivieresPlace(components: readonly PlaceAddressComponent[] | undefined): boolean {
  return (components ?? []).some(
    (component) =>
      component.types?.includes('locality') === true &&
      [component.long_name, component.short_name].some((name) => typeof name === 'string' && isTroisRivieresAddress(name)),
  );
}

/** Radio labels of the service type, in the form's order (abonnement is the default). */
export const SNOW_MODE_LABELS = {
  abonnement: 'Abonnement saisonnier',
  'one-shot': 'À la carte (une visite)',
} as const satisfies Record<SnowMode, string>;

/** The confirmation page's badge. */
export const SNOW_MODE_BADGES = {
  abonnement: 'Abonnement Saison',
  'one-shot': 'Déneigement Unique',
} as const satisfies Record<SnowMode, string>;

/** Names of the lines of an order (checkout page, receipt). */
export const SNOW_LINE_NAMES = {
  base: {
    abonnement: 'Déneigement – abonnement saisonnier',
    'one-shot': 'Déneigement à la carte (une visite)',
  } satisfies Record<SnowMode, string>,
  abrasif: 'Épandage d’abrasif',
  urgent: 'Intervention urgente (en moins de 2 heures)',
} as const;

/** Option names as the form and the confirmation page show them. */
export const SNOW_OPTION_LABELS = {
  abrasif: 'Épandage d’abrasif',
  urgent: 'Intervention urgente (moins de 2 heures)',
} as const;

/**
 * The spec's per-visit hints of the subscription options ('+2,60 $ par visite', '+4,30 $ par
 * visite'), tied to the season price they were written for: when the price list holds another
 * price, the hint would be wrong and is not shown.
 */
export const SUBSCRIPTION_PER_VISIT_HINTS = {
  abrasif: { seasonPrice: 8000, perVisit: 260 },
  urgent: { seasonPrice: 13_000, perVisit: 430 },
} as const;

/** Session ids of the local demo checkout (no payment provider configured). */
export const DEMO_SESSION_PREFIX = 'demo_';

export function demoSessionId(token: string): string {
  return `${DEMO_SESSION_PREFIX}${token}`;
}

/** Confirmation codes: 'DN-' and 8 characters without look-alikes (no 0/O, 1/I/L). */
export const CONFIRMATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CONFIRMATION_CODE_PATTERN = /^DN-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
