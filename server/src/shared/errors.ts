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
