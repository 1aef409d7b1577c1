import type { GraphQLFormattedError } from 'graphql';

/**
 * The ways a GraphQL request fails, recognised without importing Apollo Client (the public pages
 * do not load it). Apollo Client 4 marks its errors with `Symbol.for('apollo.error')` set to the
 * class name (what `CombinedGraphQLErrors.is` and friends check); the public site's fetch helper
 * (`lib/public-graphql/graphql-fetch.ts`) throws errors marked the same way with the same fields,
 * so one set of helpers (`errorMessage`, `fieldErrorsOf`, the back-office's `serverRefusal`)
 * reads both.
 */
const BRAND = Symbol.for('apollo.error');

type RequestErrorName = 'CombinedGraphQLErrors' | 'ServerError' | 'ServerParseError';

function isBranded(error: unknown, name: RequestErrorName): boolean {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === name;
}

function brand(error: Error): void {
  Object.defineProperty(error, BRAND, { value: error.name, enumerable: false, writable: false, configurable: false });
}

/** The answer held GraphQL errors (`extensions.code`, `extensions.fieldErrors`…). */
export function isGraphQLErrors(error: unknown): error is { errors: readonly GraphQLFormattedError[] } {
  return isBranded(error, 'CombinedGraphQLErrors');
}

/** A non-2xx answer without GraphQL errors (or a malformed one); `bodyText` is what the server sent. */
export function isServerError(error: unknown): error is { statusCode: number; bodyText: string } {
  return isBranded(error, 'ServerError');
}

/** An answer that was not JSON. */
export function isServerParseError(error: unknown): boolean {
  return isBranded(error, 'ServerParseError');
}

export class GraphQLResponseErrors extends Error {
  override readonly name = 'CombinedGraphQLErrors';
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('\n'));
    brand(this);
  }
}

export class HttpResponseError extends Error {
  override readonly name = 'ServerError';
  constructor(
    readonly statusCode: number,
    readonly bodyText: string,
  ) {
    super(`Response not successful: Received status code ${statusCode}`);
    brand(this);
  }
}

export class ResponseParseError extends Error {
  override readonly name = 'ServerParseError';
  constructor(
    readonly statusCode: number,
    readonly bodyText: string,
  ) {
    super('The answer is not JSON');
    brand(this);
  }
}
