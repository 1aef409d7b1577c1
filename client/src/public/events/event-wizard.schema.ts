import { getIn, type FormikErrors, type FormikTouched } from 'formik';
import { boolean, number, object, string, type ObjectSchema } from 'yup';
import { EVENT_TEXT_LIMITS, EVENT_TYPES, isValidWebsite, NEQ_PATTERN, type EventType } from '@shared/events';
import { EVENT_MESSAGES, VALIDATION } from '@shared/messages.fr';
import {
  EQUIPMENT_TYPES,
  EVENT_LIMITS,
  eventDays,
  isEndBeforeStart,
  isoDayNumber,
  NO_EQUIPMENT,
  NO_SERVICES,
  type EquipmentType,
  type EventSelection,
  type EventServiceName,
} from '@shared/pricing/event-quote';
import { EMAIL_PATTERN, isValidPhone, LIMITS } from '@shared/validation';
import type { SubmitEventRequestInput } from '../../graphql-public/graphql';

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
  staffCount: number;
  companyName: string;
  neq: string;
  email: string;
  phone: string;
  website: string;
  sendCopy: boolean;
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
  staffCount: 1,
  companyName: '',
  neq: '',
  email: '',
  phone: '',
  website: '',
  sendCopy: true,
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
  3: ['materials', 'services', 'staffCount'],
  4: ['companyName', 'neq', 'email', 'phone', 'website'],
  5: ['sendCopy'],
} as const satisfies Record<WizardStep, readonly (keyof EventWizardValues)[]>;

/** The step showing a field, from its name or dotted path ('materials.bac' → 3); null when no step shows it. */
export function stepOfField(path: string): WizardStep | null {
  const root = path.split('.')[0];
  for (const { number } of WIZARD_STEPS) {
    if ((STEP_FIELDS[number] as readonly string[]).includes(root ?? '')) return number;
  }
  return null;
}

/** Dotted paths of every message in a Formik errors object ({ materials: { bac: '…' } } → ['materials.bac']). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return errors === '' ? [] : [prefix];
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([key, value]) => errorPaths(value, prefix ? `${prefix}.${key}` : key));
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
  const next: Record<string, unknown> = structuredClone(touched) as Record<string, unknown>;
  for (const path of paths) {
    const parts = path.split('.');
    let node = next;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = true;
      } else {
        if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return next as FormikTouched<EventWizardValues>;
}

const WHOLE_NUMBER = /^\d+$/;

/** A typed whole number, or `fallback` when empty or not a whole number (spec §3: participants 0 when invalid). */
export function wholeNumber(value: string, fallback = 0): number {
  const trimmed = value.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : fallback;
}

/** Optional whole number ≥ 0 within `max` (an empty field is 0). */
const optionalCount = (message: string, max: number) =>
  string()
    .default('')
    .test('whole-number', message, (value) => {
      const trimmed = value.trim();
      return trimmed === '' || (WHOLE_NUMBER.test(trimmed) && Number(trimmed) <= max);
    });

const quantity = number()
  .defined()
  .integer(EVENT_MESSAGES.quantity(EVENT_LIMITS.maxQuantity))
  .min(0, EVENT_MESSAGES.quantity(EVENT_LIMITS.maxQuantity))
  .max(EVENT_LIMITS.maxQuantity, EVENT_MESSAGES.quantity(EVENT_LIMITS.maxQuantity));

/**
 * The same rules and French messages as the server's SubmitEventRequestInput (public-site.md §5).
 * Formik hands empty strings to Yup as undefined: optional texts default back to ''.
 */
export const eventWizardSchema: ObjectSchema<EventWizardValues> = object({
  eventName: string()
    .trim()
    .required(EVENT_MESSAGES.eventNameRequired)
    .max(EVENT_TEXT_LIMITS.eventName, VALIDATION.tooLong(EVENT_TEXT_LIMITS.eventName)),
  eventType: string<EventType | ''>()
    .default('')
    .test('event-type', EVENT_MESSAGES.eventType, (value) => (EVENT_TYPES as readonly string[]).includes(value)),
  participants: string()
    .default('')
    .test('participants', EVENT_MESSAGES.participants, (value) => wholeNumber(value) >= 1)
    .test(
      'participants-max',
      // Written when shown: its number formatting (the first use of Intl's fr-CA data, ~100 ms on a
      // slow phone) would otherwise run while the page loads.
      () => EVENT_MESSAGES.participantsMax(EVENT_LIMITS.maxParticipants),
      (value) => wholeNumber(value) <= EVENT_LIMITS.maxParticipants,
    ),
  address: string()
    .trim()
    .required(VALIDATION.addressRequired)
    .max(EVENT_TEXT_LIMITS.address, VALIDATION.tooLong(EVENT_TEXT_LIMITS.address)),
  dateStart: string()
    .trim()
    .required(EVENT_MESSAGES.dateStartRequired)
    .test('date', EVENT_MESSAGES.dateInvalid, (value) => isoDayNumber(value) !== null),
  dateEnd: string()
    .trim()
    .required(EVENT_MESSAGES.dateEndRequired)
    .test('date', EVENT_MESSAGES.dateInvalid, (value) => isoDayNumber(value) !== null)
    .test('end-before-start', EVENT_MESSAGES.endBeforeStart, (value, context) => !isEndBeforeStart(String(context.parent.dateStart), value))
    .test('event-length', EVENT_MESSAGES.tooManyDays(EVENT_LIMITS.maxDays), (value, context) => {
      const start = isoDayNumber(String(context.parent.dateStart));
      const end = isoDayNumber(value);
      return start === null || end === null || end - start + 1 <= EVENT_LIMITS.maxDays;
    }),
  superficie: optionalCount(EVENT_MESSAGES.superficie, EVENT_LIMITS.maxArea),
  zones: optionalCount(EVENT_MESSAGES.zones, EVENT_LIMITS.maxZones),
  commentaires: string()
    .default('')
    .max(EVENT_TEXT_LIMITS.commentaires, VALIDATION.tooLong(EVENT_TEXT_LIMITS.commentaires)),
  materials: object({
    bac: quantity,
    baril: quantity,
    ilot: quantity,
    toilette: quantity,
    lavage: quantity,
  }),
  services: object({
    livraison: boolean().defined(),
    nettoyage: boolean().defined(),
    staff: boolean().defined(),
  }),
  staffCount: number()
    .defined()
    .integer(EVENT_MESSAGES.staffCount)
    .min(1, EVENT_MESSAGES.staffCount)
    .max(EVENT_LIMITS.maxStaff, EVENT_MESSAGES.staffCountMax(EVENT_LIMITS.maxStaff)),
  companyName: string()
    .trim()
    .required(EVENT_MESSAGES.companyNameRequired)
    .max(EVENT_TEXT_LIMITS.companyName, VALIDATION.tooLong(EVENT_TEXT_LIMITS.companyName)),
  neq: string().trim().required(EVENT_MESSAGES.neqRequired).matches(NEQ_PATTERN, EVENT_MESSAGES.neq),
  email: string()
    .trim()
    .required(VALIDATION.emailRequired)
    .max(LIMITS.email, VALIDATION.tooLong(LIMITS.email))
    .matches(EMAIL_PATTERN, VALIDATION.email),
  phone: string()
    .default('')
    .test('phone', VALIDATION.phone, (value) => value.trim() === '' || isValidPhone(value)),
  website: string()
    .default('')
    .max(EVENT_TEXT_LIMITS.website, VALIDATION.tooLong(EVENT_TEXT_LIMITS.website))
    .test('website', EVENT_MESSAGES.website, (value) => isValidWebsite(value)),
  sendCopy: boolean().defined(),
});

/** The quote calculators' view of the form. */
export function selectionOf(values: EventWizardValues): EventSelection {
  return {
    materials: values.materials,
    services: values.services,
    staffCount: values.staffCount,
    days: eventDays(values.dateStart, values.dateEnd),
  };
}

/**
 * The mutation's input (public-site.md §3 without `totalPrice`: the server prices the request).
 * Texts trimmed; empty optional numbers are 0.
 */
export function toEventInput(values: EventWizardValues): SubmitEventRequestInput {
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
  };
}
