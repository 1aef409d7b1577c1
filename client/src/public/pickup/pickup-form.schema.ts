import { array, boolean, object, string, type ObjectSchema } from 'yup';
import { VALIDATION } from '@shared/messages.fr';
import { EMAIL_PATTERN, isValidPhone, LIMITS } from '@shared/validation';
import type { CreatePickupRequestInput } from '../../graphql-public/graphql';

export const FLOOR_OPTIONS = [
  { value: '0', label: 'Rez-de-chaussée' },
  { value: '1', label: '1er étage' },
  { value: '2', label: '2e étage' },
  { value: '3', label: '3e étage ou plus' },
] as const;

export type FloorValue = (typeof FLOOR_OPTIONS)[number]['value'];

/** What the form holds; the floor is the <select>'s string until it is sent. */
export interface PickupFormValues {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  floor: FloorValue;
  hasElevator: boolean;
  urgency: boolean;
  description: string;
  /** File names only: the files themselves are never uploaded. */
  photos: string[];
}

export const INITIAL_PICKUP_VALUES: PickupFormValues = {
  fullName: '',
  phone: '',
  email: '',
  address: '',
  floor: '0',
  hasElevator: false,
  urgency: false,
  description: '',
  photos: [],
};

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
  description: string().default('').max(LIMITS.description, VALIDATION.tooLong(LIMITS.description)),
  photos: array(string().defined().max(LIMITS.photoName, VALIDATION.photoName))
    .defined()
    .max(LIMITS.photos, VALIDATION.photosTooMany(LIMITS.photos)),
});

/** The mutation's input: trimmed texts, the floor as a number. */
export function toPickupInput(values: PickupFormValues): CreatePickupRequestInput {
  return {
    fullName: values.fullName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    floor: Number(values.floor),
    hasElevator: values.hasElevator,
    urgency: values.urgency,
    description: values.description.trim(),
    photos: values.photos,
  };
}
