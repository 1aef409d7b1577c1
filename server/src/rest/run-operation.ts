import { ApolloServer } from '@apollo/server';
import { Request, Response } from 'express';
import { DocumentNode, GraphQLFormattedError, print } from 'graphql';
import { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { RequestContext } from '../graphql/context';
import { ERROR_CATEGORY, ErrorCode, FieldErrors, HTTP_STATUS, isErrorCode } from '../shared/errors';
import { ERROR_MESSAGES } from '../shared/messages.fr';

export type ContextFactory = (req: Request) => Promise<RequestContext>;

export interface RestErrorBody {
  error: string;
  code: ErrorCode;
  fieldErrors?: FieldErrors;
}

export type OperationResult<TData> =
  | { ok: true; data: TData }
  | { ok: false; status: number; body: RestErrorBody; retryAfter?: number };

/**
 * Apollo turns a document into text on every call (to hash it for its parsed-document cache): each
 * REST document is printed once instead.
 */
const printed = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * Runs one GraphQL operation in-process through Apollo's full pipeline (validation, auth, error
 * formatting), so a REST path is only a mapping of the request and the answer.
 */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  apollo: ApolloServer<RequestContext>,
  contextValue: RequestContext,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<OperationResult<TData>> {
  const response = await apollo.executeOperation<TData, TVariables>({ query: queryText(document), variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the REST adapter');
  const { data, errors } = response.body.singleResult;
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
  res: Response,
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
