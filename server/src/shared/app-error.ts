import { ErrorCode, FieldErrors } from './errors';
import { ERROR_MESSAGES } from './messages.fr';

/** A domain error with a stable code and a French message safe to show to users. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fieldErrors?: FieldErrors,
    /** For RATE_LIMITED: seconds until a new try may succeed (GraphQL `extensions.retryAfter`, REST `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
