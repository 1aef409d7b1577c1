import { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../shared/errors';
import { AUTH_MESSAGES } from '../shared/messages.fr';

const clientError = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 400 } } });

/**
 * Two client mistakes that reached the executor over HTTP and answered INTERNAL (with a stack in
 * the log) or HTTP 500 (issue #32): a `subscription` (only graphql-ws runs those) and a document
 * whose operation cannot be chosen (several operations without `operationName`, or a name that is
 * not in it). Both are refused with a French 400 before anything runs.
 */
export function operationGuard(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (!operation) throw clientError(AUTH_MESSAGES.operationNotFound);
          if (operation.operation === 'subscription') throw clientError(AUTH_MESSAGES.subscriptionOverHttp);
        },
      };
    },
  };
}
