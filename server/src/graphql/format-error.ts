import { unwrapResolverError } from '@apollo/server/errors';
import { ValidationError as ClassValidatorError } from '../kernel/class-validator';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { Logger } from 'pino';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../shared/app-error';
import { ERROR_CATEGORY, ErrorCode, FieldErrors, isErrorCode } from '../shared/errors';
import { AUTH_MESSAGES, ERROR_MESSAGES, GRAPHQL_REQUEST_MESSAGES, VALIDATION } from '../shared/messages.fr';

/** Apollo's own request-level codes: the client's mistake, answered with HTTP 400 by Apollo. */
const APOLLO_CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Our own French request-level messages (operation-guard.ts…): kept as they are under BAD_REQUEST. */
const FRENCH_REQUEST_MESSAGES: ReadonlySet<string> = new Set(Object.values(AUTH_MESSAGES as Record<string, unknown>).filter((m): m is string => typeof m === 'string'));

/** Builds Apollo's `formatError`: every error leaves with `extensions: { code, category }`. */
export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };

    if (original instanceof AppError) {
      const formattedError = withCode(base, original.code, original.message, original.fieldErrors);
      if (original.retryAfterSeconds !== undefined) formattedError.extensions!.retryAfter = original.retryAfterSeconds;
      return formattedError;
    }
    if (original instanceof ArgumentValidationError) {
      const fieldErrors = collectFieldErrors(original.extensions.validationErrors as ClassValidatorError[]);
      return withCode(base, ErrorCode.BAD_USER_INPUT, firstMessage(fieldErrors), fieldErrors);
    }
    if (original instanceof AuthenticationError) {
      return withCode(base, ErrorCode.UNAUTHENTICATED, ERROR_MESSAGES.UNAUTHENTICATED);
    }
    if (original instanceof AuthorizationError) {
      return withCode(base, ErrorCode.FORBIDDEN, ERROR_MESSAGES.FORBIDDEN);
    }

    const code = formatted.extensions?.code;
    // Our own validation rules (query limits) carry a code of ours under Apollo's wrapper.
    const inner = original instanceof GraphQLError ? original.originalError : undefined;
    if (code === 'GRAPHQL_VALIDATION_FAILED' && inner instanceof GraphQLError && isErrorCode(inner.extensions.code)) {
      return withCode(base, inner.extensions.code, inner.message);
    }
    if (typeof code === 'string' && APOLLO_CLIENT_CODES.has(code)) {
      const fieldErrors = variableFieldErrors(formatted.message);
      if (fieldErrors) return withCode(base, ErrorCode.BAD_USER_INPUT, firstMessage(fieldErrors), fieldErrors);
      if (code === 'BAD_REQUEST') {
        return withCode(base, ErrorCode.BAD_REQUEST, FRENCH_REQUEST_MESSAGES.has(formatted.message) ? formatted.message : requestShapeMessage(formatted.message));
      }
      return {
        ...base,
        message: formatted.message,
        extensions: { code, category: 'BAD_USER_INPUT' },
      };
    }
    if (isErrorCode(code) && original instanceof GraphQLError) {
      return withCode(base, code, formatted.message);
    }

    if (isDatabaseUnavailable(original)) {
      log.warn({ err: original }, 'database unreachable');
      return withCode(base, ErrorCode.SERVICE_UNAVAILABLE, ERROR_MESSAGES.SERVICE_UNAVAILABLE);
    }
    log.error({ err: original }, 'unexpected GraphQL error');
    return withCode(base, ErrorCode.INTERNAL, ERROR_MESSAGES.INTERNAL);
  };
}

function withCode(
  base: Pick<GraphQLFormattedError, 'locations' | 'path'>,
  code: ErrorCode,
  message: string,
  fieldErrors?: FieldErrors,
): GraphQLFormattedError {
  return {
    ...base,
    message,
    extensions: { code, category: ERROR_CATEGORY[code], ...(fieldErrors ? { fieldErrors } : {}) },
  };
}

/** Apollo's English request-shape errors (variables not an object, CSRF block…) in French. */
export function requestShapeMessage(english: string): string {
  if (/Cross-Site Request Forgery/.test(english)) return GRAPHQL_REQUEST_MESSAGES.csrf;
  if (/`variables`/.test(english)) return GRAPHQL_REQUEST_MESSAGES.variables;
  if (/`extensions`/.test(english)) return GRAPHQL_REQUEST_MESSAGES.extensions;
  if (/queries must be strings|POST body missing/.test(english)) return GRAPHQL_REQUEST_MESSAGES.query;
  return ERROR_MESSAGES.BAD_REQUEST;
}

function firstMessage(fieldErrors: FieldErrors): string {
  return Object.values(fieldErrors)[0] ?? ERROR_MESSAGES.BAD_USER_INPUT;
}

/** class-validator errors → `{ field: firstMessage }`, nested fields as `parent.child`. */
export function collectFieldErrors(errors: ClassValidatorError[], prefix = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    // class-validator lists constraints in reverse declaration order; the first declared wins.
    const first = messages[messages.length - 1];
    if (first !== undefined && result[name] === undefined) result[name] = first;
    if (error.children?.length) Object.assign(result, collectFieldErrors(error.children, name));
  }
  return result;
}

/**
 * GraphQL-js variable coercion errors name the failing field in their text, e.g.
 * `Variable "$input" got invalid value 3 at "input.fullName"; …` or
 * `Variable "$input" got invalid value {…}; Field "fullName" of required type "String!" was not provided.`
 * They become field errors so a missing or mistyped field reads like any other validation error.
 */
export function variableFieldErrors(message: string): FieldErrors | null {
  if (!message.startsWith('Variable "$')) return null;
  const missing = /Field "([\w]+)" of required type "[^"]+" was not provided/.exec(message);
  if (missing?.[1]) return { [missing[1]]: VALIDATION.required };
  const unknown = /Field "([\w]+)" is not defined by type/.exec(message);
  if (unknown?.[1]) return { [unknown[1]]: 'Champ inconnu.' };
  const at = /at "[\w$]+\.([\w.[\]]+)"/.exec(message);
  if (at?.[1]) {
    const field = at[1].replace(/\[\d+\]$/, '');
    if (/does not exist in "Role" enum/.test(message)) return { [field]: VALIDATION.role };
    const nullValue = /Expected non-nullable type "[^"]+" not to be null/.test(message);
    return { [field]: nullValue ? VALIDATION.required : VALIDATION.invalid };
  }
  return { input: VALIDATION.invalid };
}
