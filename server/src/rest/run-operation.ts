import {
  DocumentNode,
  execute,
  GraphQLError,
  GraphQLFormattedError,
  GraphQLSchema,
  Kind,
  specifiedRules,
  validate,
  ValidationRule,
} from 'graphql';
import { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { CompiledQuery } from 'graphql-jit';
import { RequestContext } from '../kernel/context';
import type { ContextRequest } from '../kernel/node-http';
import type { RestResponse } from '../kernel/http-routes';
import type { PaymentsService } from '../modules/payments/payments.service';
import { ERROR_CATEGORY, ErrorCode, FieldErrors, HTTP_STATUS, isErrorCode } from '../shared/errors';
import { ERROR_MESSAGES } from '../shared/messages.fr';

export type ContextFactory = (req: ContextRequest) => Promise<RequestContext>;

/** What every REST route receives (rest-router.ts). */
export interface RestDeps {
  /** Runs the routes' GraphQL operations on the application schema (see run-operation.ts). */
  operations: RestOperations;
  createContext: ContextFactory;
  /** Only for the Stripe webhook, which verifies a signed raw body (see stripe-webhook.routes.ts). */
  payments: PaymentsService;
  /** Benchmarks (SQL_STATEMENT_HEADER): answer each request's SQL statement count in X-SQL-Statements. */
  countSqlStatements?: boolean;
}

export interface RestErrorBody {
  error: string;
  code: ErrorCode;
  fieldErrors?: FieldErrors;
}

export type OperationResult<TData> =
  | { ok: true; data: TData }
  | { ok: false; status: number; body: RestErrorBody; retryAfter?: number };

/** Apollo's `formatError` signature (the same function formats both transports' errors). */
export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * Runs the REST paths' GraphQL operations on the application schema: each fixed document is
 * validated once (graphql-js's rules and the query limits, as Apollo does) and compiled once with
 * graphql-jit, then each request only runs the compiled function (same resolvers, so the same
 * `@Authorized`, class-validator and services). When the variables do not fit their types, nothing
 * has run yet: the request is executed again by graphql-js, so the refusal carries graphql-js's
 * messages, which `formatError` turns into French field errors. A document graphql-jit cannot
 * compile is executed by graphql-js. Apollo's per-request pipeline (plugins, query hashing and document cache, content
 * negotiation, cache-control hints) does nothing for an in-process call whose answer becomes a
 * REST body; resolvers, `@Authorized`, class-validator and error formatting are the same as on
 * /graphql. Errors are normalised as Apollo does (variable coercion errors → BAD_USER_INPUT,
 * validation errors → GRAPHQL_VALIDATION_FAILED, others without a code → INTERNAL_SERVER_ERROR),
 * then passed to the same `formatError`.
 */
export class RestOperations {
  private readonly validation = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  private readonly compiled = new WeakMap<DocumentNode, CompiledQuery | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly formatError: FormatError,
    private readonly validationRules: readonly ValidationRule[] = [],
  ) {}

  async execute<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    contextValue: RequestContext,
  ): Promise<{ data?: TData | null; errors?: readonly GraphQLFormattedError[] }> {
    const invalid = this.validationErrors(document);
    if (invalid.length) return { errors: invalid.map((error) => this.format(error)) };
    const compiled = this.compiledQuery(document);
    let result = compiled ? await compiled.query(undefined, contextValue, variables) : undefined;
    // No `data` at all: the variables were refused before anything ran (see the class comment).
    if (!result || !('data' in result)) result = await execute({ schema: this.schema, document, variableValues: variables, contextValue });
    if (!result.errors?.length) return { data: result.data as TData };
    const errors = result.errors.map((error) => (isVariableCoercionError(error) ? withCode(error, 'BAD_USER_INPUT') : error));
    return { data: result.data as TData | null | undefined, errors: errors.map((error) => this.format(error)) };
  }

  private compiledQuery(document: DocumentNode): CompiledQuery | null {
    let compiled = this.compiled.get(document);
    if (compiled === undefined) {
      // graphql-jit (with fast-json-stringify and ajv: 170 modules) is loaded by the first REST call,
      // not at start-up.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (start-up time)
      const { compileQuery, isCompiledQuery } = require('graphql-jit') as typeof import('graphql-jit');
      const result = compileQuery(this.schema, document, undefined, { disablingCapturingStackErrors: true });
      compiled = isCompiledQuery(result) ? result : null;
      this.compiled.set(document, compiled);
    }
    return compiled;
  }

  private validationErrors(document: DocumentNode): readonly GraphQLError[] {
    let errors = this.validation.get(document);
    if (!errors) {
      errors = validate(this.schema, document, [...specifiedRules, ...this.validationRules]).map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
      this.validation.set(document, errors);
    }
    return errors;
  }

  /** Apollo's enrichError + formatError (errorNormalize.ts), without stack traces. */
  private format(error: GraphQLError): GraphQLFormattedError {
    try {
      // Apollo moves `extensions.http` (status, headers) to the HTTP answer; REST maps the code instead.
      // graphql-jit's errors have no `extensions` when the resolver's error had none.
      const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions?.code ?? 'INTERNAL_SERVER_ERROR' };
      delete extensions.http;
      return this.formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  }
}

/** As Apollo's isBadUserInputGraphQLError: the variables did not fit their declared types. */
function isVariableCoercionError(error: GraphQLError): boolean {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION || error.extensions?.code != null) return false;
  const prefix = `Variable "$${node.variable.name.value}" `;
  return ['has invalid value', 'got invalid value ', 'of required type ', 'of non-null type '].some((rest) => error.message.startsWith(prefix + rest));
}

/** As Apollo's UserInputError / ValidationError: the same error with a code, the original kept. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    originalError: error.originalError ?? error,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Runs one GraphQL operation in-process (validation, auth, error formatting), so a REST path is
 * only a mapping of the request and the answer.
 */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  operations: RestOperations,
  contextValue: RequestContext,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<OperationResult<TData>> {
  const { data, errors } = await operations.execute(document, variables, contextValue);
  if (errors?.length) return { ok: false, ...toRestError(errors[0]!) };
  return { ok: true, data: data as TData };
}

export function toRestError(error: GraphQLFormattedError): { status: number; body: RestErrorBody; retryAfter?: number } {
  const rawCode = error.extensions?.code;
  const code = isErrorCode(rawCode) ? rawCode : rawCode === 'GRAPHQL_VALIDATION_FAILED' ? ErrorCode.BAD_REQUEST : ErrorCode.INTERNAL;
  const fieldErrors = error.extensions?.fieldErrors as FieldErrors | undefined;
  const message = code === ErrorCode.INTERNAL ? ERROR_MESSAGES.INTERNAL : error.message;
  const retryAfter = error.extensions?.retryAfter;
  return {
    status: HTTP_STATUS[ERROR_CATEGORY[code]],
    body: { error: message, code, ...(fieldErrors ? { fieldErrors } : {}) },
    ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
  };
}

/** Sends an operation's result: the mapped success body (none for 204), or the error with its HTTP status (and Retry-After). */
export async function respond<TData>(
  res: RestResponse,
  result: OperationResult<TData>,
  onSuccess: (data: TData) => { status?: number; body: unknown },
): Promise<void> {
  if (!result.ok) {
    if (result.retryAfter !== undefined) res.setHeader('Retry-After', String(result.retryAfter));
    res.status(result.status).json(result.body);
    return;
  }
  const { status = 200, body } = onSuccess(result.data);
  if (status === 204) res.status(204).end();
  else res.status(status).json(body);
}

/** The parsed JSON body as an object; any other JSON value (array, string, null) reads as `{}`. */
export function jsonObject(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
