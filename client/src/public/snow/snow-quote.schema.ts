import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { VALIDATION } from '@shared/messages.fr';
import { SNOW_MODES, type SnowMode } from '@shared/pricing/snow-quote';
import { SNOW_LIMITS } from '@shared/snow';
import { EMAIL_PATTERN } from '@shared/validation';
import type { CreateSnowCheckoutInput } from '../../graphql-public/graphql';

export interface SnowQuoteValues {
  address: string;
  email: string;
  mode: SnowMode;
  abrasif: boolean;
  urgent: boolean;
  note: string;
  /** CASL: express consent to marketing e-mails, an unchecked box (CASL_CONSENT_TEXT). */
  marketingConsent: boolean;
}

/** public-site.md §4: subscription by default, both options off, the address starts invalid (empty). */
export const INITIAL_SNOW_VALUES: SnowQuoteValues = {
  address: '',
  email: '',
  mode: 'abonnement',
  abrasif: false,
  urgent: false,
  note: '',
  marketingConsent: false,
};

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
  mode: mixed<SnowMode>().oneOf(SNOW_MODES).defined(),
  abrasif: boolean().defined(),
  urgent: boolean().defined(),
  note: string().default('').max(SNOW_LIMITS.note, VALIDATION.tooLong(SNOW_LIMITS.note)),
  marketingConsent: boolean().defined(),
});

export function toSnowCheckoutInput(values: SnowQuoteValues): CreateSnowCheckoutInput {
  return {
    address: values.address.trim(),
    email: values.email.trim(),
    mode: values.mode,
    abrasif: values.abrasif,
    urgent: values.urgent,
    note: values.note.trim(),
    ...(values.marketingConsent ? { marketingConsent: true } : {}),
  };
}
