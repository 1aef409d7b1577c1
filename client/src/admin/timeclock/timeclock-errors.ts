import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isErrorCode } from '@shared/errors';

/**
 * The server's French text when it gave one (a GraphQL error with a code of ours, or a JSON body's
 * `error`), else the spec's `fallback` text ('Erreur de pointage', 'Création impossible'…).
 */
export function serverText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return first && first.message.trim() !== '' && isErrorCode(first.extensions?.['code']) ? first.message : fallback;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { error?: unknown };
      if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
    } catch {
      // Not JSON.
    }
  }
  return fallback;
}

/** The first GraphQL error's code, when the server answered with one. */
export function graphqlCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return graphqlCode(error) === 'UNAUTHENTICATED' || (ServerError.is(error) && error.statusCode === 401);
}
