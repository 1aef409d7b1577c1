// The form's Yup schema, in its own module: the form loads it (and Yup) on its first validation
// (client/src/lib/forms/lazy-validation.ts), not with the page.
import { array, boolean, object, string, type ObjectSchema } from 'yup';
import { VALIDATION } from '@shared/messages.fr';
import { EMAIL_PATTERN, isValidPhone, LIMITS } from '@shared/validation';
import { FLOOR_OPTIONS, type FloorValue, type PickupFormValues } from './pickup-form.schema';

const FLOOR_VALUES = FLOOR_OPTIONS.map((option) => option.value);

/** The same rules and French messages as the server's CreatePickupRequestInput. */
export const pickupFormSchema: ObjectSchema<PickupFormValues> = object({
  fullName: string()
    .trim()
    .required(VALIDATION.fullNameRequired)
    .max(LIMITS.fullName, VALIDATION.tooLong(LIMITS.fullName)),
  phone: string()
    .trim()
    .required(VALIDATION.phoneRequired)
    .test('phone', VALIDATION.phone, (value) => !value || isValidPhone(value)),
  email: string()
    .trim()
    .required(VALIDATION.emailRequired)
    .max(LIMITS.email, VALIDATION.tooLong(LIMITS.email))
    .matches(EMAIL_PATTERN, VALIDATION.email),
  address: string()
    .trim()
    .required(VALIDATION.addressRequired)
    .max(LIMITS.address, VALIDATION.tooLong(LIMITS.address)),
  floor: string<FloorValue>().oneOf(FLOOR_VALUES, VALIDATION.floor).required(VALIDATION.floor),
  hasElevator: boolean().defined(),
  urgency: boolean().defined(),
  smsOptIn: boolean().defined(),
  description: string().default('').max(LIMITS.description, VALIDATION.tooLong(LIMITS.description)),
  photos: array(string().defined().max(LIMITS.photoName, VALIDATION.photoName))
    .defined()
    .max(LIMITS.photos, VALIDATION.photosTooMany(LIMITS.photos)),
});
