import { ApolloServerPlugin, BaseContext, GraphQLRequestContextDidResolveOperation, GraphQLRequestListener } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../shared/errors';
import { AUTH_MESSAGES } from '../shared/messages.fr';

const clientError = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 400 } } });

/** A check once the operation is known: the error that refuses the request, or nothing. */
export type OperationCheck<TContext extends BaseContext> = (requestContext: GraphQLRequestContextDidResolveOperation<TContext>) => GraphQLError | undefined;

/**
 * Two client mistakes that reached the executor over HTTP and answered INTERNAL (with a stack in
 * the log) or HTTP 500 (issue #32): a `subscription` (only graphql-ws runs those) and a document
 * whose operation cannot be chosen (several operations without `operationName`, or a name that is
 * not in it). Both are refused with a French 400 before anything runs.
 */
export const runnableOperation: OperationCheck<BaseContext> = ({ operation }) => {
  if (!operation) return clientError(AUTH_MESSAGES.operationNotFound);
  if (operation.operation === 'subscription') return clientError(AUTH_MESSAGES.subscriptionOverHttp);
  return undefined;
};

/**
 * The checks, in order, as one Apollo plugin whose `didResolveOperation` answers the first refusal
 * (as separate plugins did: Apollo answered the first of their rejections in the plugins' order).
 * One listener, the same for every request, and no promise made per request but a refusal's (issue
 * #31, benchmark 6: Apollo runs every hook stage over every request listener and awaits each).
 */
export function operationChecks<TContext extends BaseContext>(checks: readonly OperationCheck<TContext>[]): ApolloServerPlugin<TContext> {
  const listener: GraphQLRequestListener<TContext> = {
    didResolveOperation(requestContext) {
      for (const check of checks) {
        const refusal = check(requestContext);
        if (refusal) return Promise.reject(refusal);
      }
      return RESOLVED;
    },
  };
  const started = Promise.resolve(checks.length ? listener : undefined);
  return { requestDidStart: () => started };
}

const RESOLVED = Promise.resolve();
