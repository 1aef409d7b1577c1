import { BREAK, DocumentNode, GraphQLError, visit } from 'graphql';
import { ErrorCode } from '../shared/errors';
import { AUTH_MESSAGES } from '../shared/messages.fr';
import { principalRole, RequestContext } from '../kernel/context';
import type { OperationCheck } from './operation-guard';

/**
 * Introspection (`__schema`, `__type`) is for signed-in staff and API tokens in production, for
 * everyone elsewhere. Checked per request once the operation is known (validation results are
 * cached across callers, so a validation rule could not depend on who asks): an `operationChecks`
 * check, none when introspection is open to anonymous callers.
 */
export function introspectionGuard(options: { openToAnonymous: boolean }): OperationCheck<RequestContext>[] {
  if (options.openToAnonymous) return [];
  // Apollo's document cache hands the same parsed document to every request with the same text.
  const asks = new WeakMap<DocumentNode, boolean>();
  const asksFor = (document: DocumentNode): boolean => {
    let found = asks.get(document);
    if (found === undefined) asks.set(document, (found = asksForIntrospection(document)));
    return found;
  };
  return [
    ({ document, contextValue }) =>
      principalRole(contextValue) || !asksFor(document)
        ? undefined
        : new GraphQLError(AUTH_MESSAGES.introspectionClosed, {
            extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } },
          }),
  ];
}

/** True when the document selects `__schema` or `__type` anywhere (fragments included). */
export function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}
