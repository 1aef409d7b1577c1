/**
 * The closed error vocabulary. Domain code throws `new AppError(ErrorCode.X)`; the GraphQL
 * formatter and the REST adapter map codes to categories and HTTP statuses from these tables.
 * Pure: importable by the client through the `@shared` alias.
 */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  BAD_REQUEST = 'BAD_REQUEST',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  RATE_LIMITED = 'RATE_LIMITED',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL = 'INTERNAL',
  // auth and users
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  INVALID_CURRENT_PASSWORD = 'INVALID_CURRENT_PASSWORD',
  WEAK_PASSWORD = 'WEAK_PASSWORD',
  REAUTHENTICATION_REQUIRED = 'REAUTHENTICATION_REQUIRED',
  SESSION_REQUIRED = 'SESSION_REQUIRED',
  EMAIL_TAKEN = 'EMAIL_TAKEN',
  CANNOT_CHANGE_OWN_ROLE = 'CANNOT_CHANGE_OWN_ROLE',
  ROLE_NOT_ALLOWED = 'ROLE_NOT_ALLOWED',
  LAST_SUPERADMIN = 'LAST_SUPERADMIN',
  INVALID_STATUS_TRANSITION = 'INVALID_STATUS_TRANSITION',
}

export type ErrorCategory =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export const ERROR_CATEGORY = {
  [ErrorCode.BAD_USER_INPUT]: 'BAD_USER_INPUT',
  [ErrorCode.BAD_REQUEST]: 'BAD_USER_INPUT',
  [ErrorCode.UNAUTHENTICATED]: 'UNAUTHENTICATED',
  [ErrorCode.FORBIDDEN]: 'FORBIDDEN',
  [ErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [ErrorCode.RATE_LIMITED]: 'RATE_LIMITED',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'UNAVAILABLE',
  [ErrorCode.INTERNAL]: 'INTERNAL',
  [ErrorCode.INVALID_CREDENTIALS]: 'UNAUTHENTICATED',
  [ErrorCode.INVALID_CURRENT_PASSWORD]: 'BAD_USER_INPUT',
  [ErrorCode.WEAK_PASSWORD]: 'BAD_USER_INPUT',
  [ErrorCode.REAUTHENTICATION_REQUIRED]: 'FORBIDDEN',
  [ErrorCode.SESSION_REQUIRED]: 'FORBIDDEN',
  [ErrorCode.EMAIL_TAKEN]: 'CONFLICT',
  [ErrorCode.CANNOT_CHANGE_OWN_ROLE]: 'FORBIDDEN',
  [ErrorCode.ROLE_NOT_ALLOWED]: 'FORBIDDEN',
  [ErrorCode.LAST_SUPERADMIN]: 'CONFLICT',
  [ErrorCode.INVALID_STATUS_TRANSITION]: 'CONFLICT',
} as const satisfies Record<ErrorCode, ErrorCategory>;

export const HTTP_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCategory, number>;

/** Field name → first French message for that field. */
export type FieldErrors = Record<string, string>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATEGORY, value);
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
