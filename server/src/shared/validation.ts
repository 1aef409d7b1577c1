/** Limits and patterns shared by the server's class-validator inputs and the client's Yup schemas. */
export const LIMITS = {
  fullName: 120,
  phone: 30,
  email: 254,
  address: 300,
  description: 5000,
  photoName: 255,
  photos: 20,
} as const;

/** A pragmatic e-mail check: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** 10 to 15 digits once spaces, dashes, dots, parentheses and a leading + are removed. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{10,30}$/;

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return PHONE_PATTERN.test(value.trim()) && digits.length >= 10 && digits.length <= 15;
}

export const NOT_BLANK = /\S/;

/** A public form's idempotency key (crypto.randomUUID() in the browser); any 8 to 100 URL-safe characters. */
export const FORM_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Staff accounts and integrator tokens. */
export const ACCOUNT_LIMITS = {
  passwordMin: 10,
  /** Upper bound so a huge password cannot be used to make hashing expensive. */
  passwordMax: 200,
  userName: 120,
  tokenName: 100,
  /** Rows per page of back-office lists. */
  takeMax: 100,
} as const;
