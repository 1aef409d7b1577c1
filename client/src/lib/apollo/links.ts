import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ErrorCode } from '@shared/errors';

export interface SessionAuth {
  /** The bearer token, read again for every request (it changes on sign-in and password change); null sends none. */
  getToken: () => string | null;
  /** The server refused the session (`extensions.code` UNAUTHENTICATED): missing, expired or revoked token. */
  onUnauthenticated: () => void;
}

/** Adds `Authorization: Bearer <token>` when a token exists. */
export function authLink(getToken: SessionAuth['getToken']): ApolloLink {
  return new SetContextLink((previous) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...(previous.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
  });
}

/**
 * The one place that reacts to error codes for every request: it switches on `extensions.code`,
 * never on message text. Only a refused session (UNAUTHENTICATED) has an effect here; every other
 * code, INVALID_CREDENTIALS (a failed sign-in) included, is left to the screen that made the
 * request, which shows the server's message. Codes added later need no change here.
 */
export function sessionErrorLink(onUnauthenticated: SessionAuth['onUnauthenticated']): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const ended = error.errors.some((graphQLError) => {
      switch (graphQLError.extensions?.['code']) {
        case ErrorCode.UNAUTHENTICATED:
          return true;
        default:
          return false;
      }
    });
    if (ended) onUnauthenticated();
  });
}

/** Both session links, in order: errors are seen after the token was added. */
export function sessionLinks(auth: SessionAuth): ApolloLink[] {
  return [sessionErrorLink(auth.onUnauthenticated), authLink(auth.getToken)];
}
