import { getIn, setIn, type FormikErrors, type FormikTouched } from 'formik';
import type { EventType } from '@shared/events';
import {
  EQUIPMENT_TYPES,
  eventDays,
  NO_EQUIPMENT,
  NO_SERVICES,
  type EquipmentType,
  type EventSelection,
  type EventServiceName,
} from '@shared/pricing/event-quote';
import type { SubmitEventRequestInput } from '../../graphql-public/graphql';
import { keyedFieldPath } from '../../lib/errors/to-formik-errors';

/** What the wizard holds. Number fields typed by the visitor stay strings until they are sent. */
export interface EventWizardValues {
  eventName: string;
  eventType: EventType | '';
  participants: string;
  address: string;
  /** 'YYYY-MM-DD', as the native date input gives it. */
  dateStart: string;
  dateEnd: string;
  /** Square feet. */
  superficie: string;
  zones: string;
  commentaires: string;
  materials: Record<EquipmentType, number>;
  services: Record<EventServiceName, boolean>;
  /** Quantities of the catalogue items staff added in Tarification, by code (issue #28). */
  extras: Record<string, number>;
  staffCount: number;
  companyName: string;
  neq: string;
  email: string;
  phone: string;
  website: string;
  sendCopy: boolean;
  /** The SMS consent at the phone given (never pre-ticked, CASL). */
  smsOptIn: boolean;
}

export const INITIAL_EVENT_VALUES: EventWizardValues = {
  eventName: '',
  eventType: '',
  participants: '',
  address: '',
  dateStart: '',
  dateEnd: '',
  superficie: '',
  zones: '',
  commentaires: '',
  materials: { ...NO_EQUIPMENT },
  services: { ...NO_SERVICES },
  extras: {},
  staffCount: 1,
  companyName: '',
  neq: '',
  email: '',
  phone: '',
  website: '',
  sendCopy: true,
  smsOptIn: false,
};

export const WIZARD_STEPS = [
  { number: 1, title: 'Informations générales' },
  { number: 2, title: 'Profil de l’événement' },
  { number: 3, title: 'Équipements et services' },
  { number: 4, title: 'Coordonnées de l’entreprise' },
  { number: 5, title: 'Résumé et envoi' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]['number'];
export const LAST_STEP: WizardStep = 5;

/** The fields each step shows; a field error (the schema's or the server's) sends the visitor back to its step. */
export const STEP_FIELDS = {
  1: ['eventName', 'eventType', 'participants', 'address', 'dateStart', 'dateEnd'],
  2: ['superficie', 'zones', 'commentaires'],
  3: ['materials', 'services', 'extras', 'staffCount'],
  4: ['companyName', 'neq', 'email', 'phone', 'smsOptIn', 'website'],
  5: ['sendCopy'],
} as const satisfies Record<WizardStep, readonly (keyof EventWizardValues)[]>;

/** The step showing a field, from its name or dotted path ('materials.bac' → 3); null when no step shows it. */
export function stepOfField(path: string): WizardStep | null {
  const root = path.split(/[.[]/)[0];
  for (const { number } of WIZARD_STEPS) {
    if ((STEP_FIELDS[number] as readonly string[]).includes(root ?? '')) return number;
  }
  return null;
}

/** Dotted paths of every message in a Formik errors object ({ materials: { bac: '…' } } → ['materials.bac']). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return errors === '' ? [] : [prefix];
  if (typeof errors !== 'object' || errors === null) return [];
  // A key Formik would read as several levels (a price-list code with a dot) keeps the bracket form.
  return Object.entries(errors).flatMap(([key, value]) => errorPaths(value, !prefix ? key : /^[\w$]+$/.test(key) ? `${prefix}.${key}` : keyedFieldPath(prefix, key)));
}

/** The first step (in wizard order) with an error among `paths`, or null. */
export function firstStepWithError(errors: FormikErrors<EventWizardValues>): WizardStep | null {
  const steps = errorPaths(errors)
    .map(stepOfField)
    .filter((step): step is WizardStep => step !== null);
  return steps.length > 0 ? (Math.min(...steps) as WizardStep) : null;
}

/** Only the errors of one step. */
export function stepErrors(errors: FormikErrors<EventWizardValues>, step: WizardStep): string[] {
  return errorPaths(errors).filter((path) => stepOfField(path) === step && typeof getIn(errors, path) === 'string');
}

/** Marks the given paths touched, keeping what already was. */
export function touchPaths(touched: FormikTouched<EventWizardValues>, paths: readonly string[]): FormikTouched<EventWizardValues> {
  let next: object = structuredClone(touched);
  // Formik's own path reading: `materials.bac` is two levels, `extras["tente.20"]` is extras' key « tente.20 ».
  for (const path of paths) next = setIn(next, path, true) as object;
  return next as FormikTouched<EventWizardValues>;
}

export const WHOLE_NUMBER = /^\d+$/;

/** A typed whole number, or `fallback` when empty or not a whole number (spec §3: participants 0 when invalid). */
export function wholeNumber(value: string, fallback = 0): number {
  const trimmed = value.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : fallback;
}

/** The quote calculators' view of the form. */
export function selectionOf(values: EventWizardValues): EventSelection {
  return {
    materials: values.materials,
    services: values.services,
    extras: values.extras,
    staffCount: values.staffCount,
    days: eventDays(values.dateStart, values.dateEnd),
  };
}

/**
 * The mutation's input (public-site.md §3 without `totalPrice`: the server prices the request).
 * Texts trimmed; empty optional numbers are 0.
 */
export function toEventInput(values: EventWizardValues): SubmitEventRequestInput {
  const extras = Object.entries(values.extras)
    .filter(([, quantity]) => quantity > 0)
    .map(([code, quantity]) => ({ code, quantity }));
  return {
    eventName: values.eventName.trim(),
    eventType: values.eventType,
    participants: wholeNumber(values.participants),
    dateStart: values.dateStart,
    dateEnd: values.dateEnd,
    address: values.address.trim(),
    superficie: wholeNumber(values.superficie),
    zones: wholeNumber(values.zones),
    commentaires: values.commentaires.trim(),
    materials: Object.fromEntries(EQUIPMENT_TYPES.map((type) => [type, values.materials[type]])) as Record<EquipmentType, number>,
    services: { livraison: values.services.livraison, nettoyage: values.services.nettoyage, staff: values.services.staff },
    staffCount: values.staffCount,
    companyName: values.companyName.trim(),
    neq: values.neq.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    sendCopy: values.sendCopy,
    ...(values.smsOptIn ? { smsOptIn: true } : {}),
    // Catalogue items staff added in Tarification (issue #28), only those asked for.
    ...(extras.length > 0 ? { extras } : {}),
  };
}
