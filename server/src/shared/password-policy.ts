import { VALIDATION } from './messages.fr';
import { ACCOUNT_LIMITS } from './validation';

/**
 * The password rule for staff accounts, shared by the server and the back-office forms:
 * at least 10 characters, at most 200, and not containing the e-mail's local part (the part before
 * the @, compared case-insensitively, when it has 3 characters or more). Returns the French
 * message of the first broken rule, or null.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < ACCOUNT_LIMITS.passwordMin) return VALIDATION.passwordTooShort(ACCOUNT_LIMITS.passwordMin);
  if (password.length > ACCOUNT_LIMITS.passwordMax) return VALIDATION.tooLong(ACCOUNT_LIMITS.passwordMax);
  const localPart = email.trim().toLowerCase().split('@')[0] ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) return VALIDATION.passwordContainsEmail;
  return null;
}
