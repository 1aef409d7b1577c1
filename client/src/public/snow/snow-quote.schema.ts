import type { SnowMode } from '@shared/pricing/snow-quote';
import type { CreateSnowCheckoutInput } from '../../graphql-public/graphql';

export interface SnowQuoteValues {
  address: string;
  email: string;
  /** Issue #27: the customer's name and mobile phone, for the driver and the contract. */
  customerName: string;
  phone: string;
  mode: SnowMode;
  abrasif: boolean;
  urgent: boolean;
  note: string;
  /** CASL: express consent to marketing e-mails, an unchecked box (CASL_CONSENT_TEXT). */
  marketingConsent: boolean;
  /** The SMS consent at the mobile given (never pre-ticked, CASL). */
  smsOptIn: boolean;
}

/** public-site.md §4: subscription by default, both options off, the address starts invalid (empty). */
export const INITIAL_SNOW_VALUES: SnowQuoteValues = {
  address: '',
  email: '',
  customerName: '',
  phone: '',
  mode: 'abonnement',
  abrasif: false,
  urgent: false,
  note: '',
  marketingConsent: false,
  smsOptIn: false,
};

export function toSnowCheckoutInput(values: SnowQuoteValues): CreateSnowCheckoutInput {
  return {
    address: values.address.trim(),
    email: values.email.trim(),
    customerName: values.customerName.replace(/\s+/g, ' ').trim(),
    phone: values.phone.trim(),
    mode: values.mode,
    abrasif: values.abrasif,
    urgent: values.urgent,
    note: values.note.trim(),
    ...(values.marketingConsent ? { marketingConsent: true } : {}),
    ...(values.smsOptIn ? { smsOptIn: true } : {}),
  };
}
