// The form's Yup schema, in its own module: the form loads it (and Yup) on its first validation
// (client/src/lib/forms/lazy-validation.ts), not with the page.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { VALIDATION } from '@shared/messages.fr';
import { SNOW_MODES, type SnowMode } from '@shared/pricing/snow-quote';
import { SNOW_CONTACT_MESSAGES, SNOW_LIMITS } from '@shared/snow';
import { EMAIL_PATTERN } from '@shared/validation';
import type { SnowQuoteValues } from './snow-quote.schema';

/**
 * E-mail and note, with the server's messages. The address has its own rule (checked on blur and
 * on submit, with the spec's texts) and is not part of this schema.
 */
export const snowQuoteSchema: ObjectSchema<SnowQuoteValues> = object({
  // Formik hands empty strings to the schema as undefined: the defaults put them back.
  address: string().default(''),
  email: string()
    .trim()
    .required(VALIDATION.emailRequired)
    .max(SNOW_LIMITS.email, VALIDATION.tooLong(SNOW_LIMITS.email))
    .matches(EMAIL_PATTERN, VALIDATION.email),
  customerName: string().trim().required(SNOW_CONTACT_MESSAGES.nameRequired).max(SNOW_LIMITS.customerName, VALIDATION.tooLong(SNOW_LIMITS.customerName)),
  // The server checks it again with shared/phone.ts (libphonenumber-js/max); the page ships the small metadata.
  phone: string()
    .trim()
    .required(SNOW_CONTACT_MESSAGES.phoneRequired)
    .test('phone', SNOW_CONTACT_MESSAGES.phoneInvalid, (value) => !value || isValidPhoneNumber(value, 'CA')),
  mode: mixed<SnowMode>().oneOf(SNOW_MODES).defined(),
  abrasif: boolean().defined(),
  urgent: boolean().defined(),
  note: string().default('').max(SNOW_LIMITS.note, VALIDATION.tooLong(SNOW_LIMITS.note)),
  marketingConsent: boolean().defined(),
  smsOptIn: boolean().defined(),
});
