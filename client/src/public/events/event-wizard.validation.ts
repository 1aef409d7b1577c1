// The wizard's Yup schema, in its own module: the wizard loads it (and Yup) on its first validation
// (client/src/lib/forms/lazy-validation.ts), not with the page.
import { boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import { EVENT_TEXT_LIMITS, EVENT_TYPES, isValidWebsite, NEQ_PATTERN, type EventType } from '@shared/events';
import { EVENT_MESSAGES, VALIDATION } from '@shared/messages.fr';
import { EVENT_LIMITS, isEndBeforeStart, isoDayNumber } from '@shared/pricing/event-quote';
import { EMAIL_PATTERN, isValidPhone, LIMITS } from '@shared/validation';
import { SMS_TEXTS } from '@shared/sms';
import { WHOLE_NUMBER, wholeNumber, type EventWizardValues } from './event-wizard.schema';

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
  // Catalogue quantities (issue #28): the counters keep them whole and within bounds; the server checks the codes.
  extras: mixed<Record<string, number>>().defined(),
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
    .test('phone', VALIDATION.phone, (value) => value.trim() === '' || isValidPhone(value))
    .test('sms-mobile', SMS_TEXTS.mobileRequired, function (value) {
      return value.trim() !== '' || !(this.parent as { smsOptIn?: boolean }).smsOptIn;
    }),
  website: string()
    .default('')
    .max(EVENT_TEXT_LIMITS.website, VALIDATION.tooLong(EVENT_TEXT_LIMITS.website))
    .test('website', EVENT_MESSAGES.website, (value) => isValidWebsite(value)),
  sendCopy: boolean().defined(),
  smsOptIn: boolean().defined(),
});
