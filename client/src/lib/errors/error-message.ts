import { isErrorCode } from '@shared/errors';
import { CLIENT_MESSAGES, ERROR_MESSAGES } from '@shared/messages.fr';
import { isGraphQLErrors, isServerError, isServerParseError } from './request-errors';

/** Shown when the request never got an answer (offline, DNS, connection reset…). */
export const NETWORK_ERROR_MESSAGE: string = CLIENT_MESSAGES.networkError;

/** 'Erreur serveur': the server answered with an error but gave no text we can show. */
export const SERVER_ERROR_MESSAGE: string = ERROR_MESSAGES.INTERNAL;

/**
 * The French sentence to show for a failed mutation or query (Apollo Client's errors or the public
 * fetch helper's, see `request-errors.ts`).
 *
 * - GraphQL errors: the first error's message, which the server writes in French for every
 *   code of our vocabulary (`shared/errors.ts`); a blank message or a foreign code (graphql-js
 *   or Apollo Server's own, whose texts are English and meant for developers) gives 'Erreur serveur'.
 * - Non-2xx answers without GraphQL errors: the body's `error` field (the REST-style
 *   `{ error, code }` the server's middlewares send), else 'Erreur serveur'.
 * - Anything else is a network failure. Browsers describe those in English ('Failed to fetch',
 *   'NetworkError when attempting to fetch resource.'), so the French generic text is shown.
 */
export function errorMessage(error: unknown): string {
  if (isGraphQLErrors(error)) {
    const first = error.errors[0];
    const message = first?.message.trim() ?? '';
    const code = first?.extensions?.['code'];
    const ours = code === undefined || isErrorCode(code);
    return message !== '' && ours ? message : SERVER_ERROR_MESSAGE;
  }
  if (isServerError(error)) {
    return bodyErrorField(error.bodyText) ?? SERVER_ERROR_MESSAGE;
  }
  if (isServerParseError(error)) return SERVER_ERROR_MESSAGE;
  return NETWORK_ERROR_MESSAGE;
}

/** The `error` field of a JSON error body (`{ error, code }`), or null. */
export function bodyErrorField(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error } = body;
      if (typeof error === 'string' && error.trim() !== '') return error;
    }
  } catch {
    // Not JSON (a proxy's HTML page, for instance).
  }
  return null;
}

