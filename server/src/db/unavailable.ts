/** Network and server-gone error codes of mysql2 and Node's sockets: the database cannot be reached right now. */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
]);

/** mysql2's text when a command is sent on a connection that has just died (it carries no code). */
const CLOSED_CONNECTION = /connection is in closed state|Connection lost|Pool is closed/i;

/**
 * True when an error (a driver error, TypeORM's QueryFailedError around one, or anything wrapping
 * one as `cause`, `originalError` or `thrownValue`) means the database is unreachable, not that the query was wrong. Such errors
 * answer 503 SERVICE_UNAVAILABLE: the request may succeed once the database is back.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, originalError, thrownValue } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    originalError?: unknown;
    /** graphql-js wraps a thrown value it does not recognise as an Error (another realm's) in NonErrorThrown. */
    thrownValue?: unknown;
  };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && CLOSED_CONNECTION.test(message)) return true;
  return [driverError, cause, originalError, thrownValue].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
