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
  /** The SMS consent at the phone given (never pre-ticked, CASL). */
  smsOptIn: boolean;
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
  smsOptIn: false,
};

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
    ...(values.smsOptIn ? { smsOptIn: true } : {}),
  };
}
