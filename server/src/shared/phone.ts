import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phone numbers, one way for every feature (customers' mobiles, staff, SMS): parsed and validated by
 * libphonenumber-js with Canada as the default country, stored in E.164 (`+18195551234`), shown in
 * the national format (`(819) 555-1234`). Shared by the server and the client (`@shared/phone`).
 */
export const PHONE_INVALID_MESSAGE = 'Numéro de téléphone invalide.';

/** E.164 form of a valid number ('819 555-1234', '+1 (819) 555-1234' → '+18195551234'), or null. */
export function normalizePhone(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (!text || text.length > 40) return null;
  const parsed = parsePhoneNumberFromString(text, 'CA');
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether a number can receive SMS: mobile, or a North-American number where mobile and landline share the plan. */
export function canReceiveSms(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** National display form for Canada and the US ('(819) 555-1234'), international elsewhere. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
