import { ErrorCode, FieldErrors } from './errors';
import { ERROR_MESSAGES } from './messages.fr';

/** A domain error with a stable code and a French message safe to show to users. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
