import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  BREAK,
  DocumentNode,
  execute,
  ExecutionResult,
  GraphQLError,
  GraphQLSchema,
  isAbstractType,
  Kind,
  OperationDefinitionNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;
type GatewayRequestContext = Parameters<GatewayExecutor>[0];

/** Distinct (document, operation name) pairs whose compiled form is kept; the oldest goes first. */
export const COMPILED_OPERATIONS_LIMIT = 500;

/**
 * Apollo Server runs its whole request pipeline (CSRF, context, parsing and validation with its
 * document cache, plugins, `formatError`, HTTP status) and hands execution to this "gateway"'s
 * executor: each distinct operation is compiled once by graphql-jit (as the REST paths do,
 * rest/run-operation.ts) and then only run. The resolvers are the same, so `@Authorized`,
 * class-validator and the services behave alike. graphql-js `execute` still runs:
 * - when the variables do not fit their types (graphql-jit then answers no `data`, nothing has
 *   run yet): graphql-js's messages are the ones `formatError` turns into French field errors;
 * - mutations with more than one root field (aliases of one mutation included): graphql-js runs them
 *   one after the other and a non-null field's error ends the operation, so the fields after it never
 *   run (the sign-in throttle relies on it); graphql-jit goes on with them;
 * - subscriptions, introspection (`__schema`, `__type`: GraphiQL, rare), and documents that
 *   reach a union or interface whose `resolveType` is asynchronous (graphql-jit does not await a
 *   type resolver; type-graphql makes every custom `resolveType` async), or that graphql-jit
 *   cannot compile.
 * graphql-jit's errors are turned into graphql-js `GraphQLError`s (same message, locations, path,
 * original error and its extensions), which is what Apollo's error normalisation expects.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  const compiled = new Map<DocumentNode, Map<string, CompiledQuery | null>>();
  let size = 0;

  const compiledFor = (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | undefined): CompiledQuery | null => {
    let byName = compiled.get(document);
    const key = operationName ?? '';
    const known = byName?.get(key);
    if (known !== undefined) return known;
    let result: CompiledQuery | null = null;
    if (operation.operation !== 'subscription' && (operation.operation !== 'mutation' || singleRootField(operation)) && jitCanRun(schema, document)) {
      // graphql-jit (with fast-json-stringify and ajv: about 170 modules) is loaded by the first
      // operation it compiles, not at start-up (as the REST adapter's run-operation.ts does).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (start-up time)
      const { compileQuery, isCompiledQuery } = require('graphql-jit') as typeof import('graphql-jit');
      const compiledQuery = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
      result = isCompiledQuery(compiledQuery) ? compiledQuery : null;
    }
    if (size >= COMPILED_OPERATIONS_LIMIT) {
      const oldest = compiled.keys().next().value!;
      size -= compiled.get(oldest)!.size;
      compiled.delete(oldest);
      byName = compiled.get(document);
    }
    if (!byName) compiled.set(document, (byName = new Map()));
    byName.set(key, result);
    size += 1;
    return result;
  };

  const executor: GatewayExecutor = async (requestContext: GatewayRequestContext) => {
    const { document, operation, context: contextValue } = requestContext;
    const { variables, operationName } = requestContext.request;
    const query = compiledFor(document, operation, operationName);
    if (query) {
      const result = await query.query(undefined, contextValue, variables ?? {});
      // No `data` at all: the variables were refused before anything ran (see above).
      if ('data' in result) return result.errors?.length ? { ...result, errors: result.errors.map(toGraphQLJsError) } : result;
    }
    return (await execute({ schema, document, contextValue, variableValues: variables, operationName })) as ExecutionResult<Record<string, unknown>>;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: async () => ({ executor }),
    stop: async () => {
      compiled.clear();
      size = 0;
    },
  };
}

/** One plain field at the root (no alias of a second field, no fragment). */
function singleRootField(operation: OperationDefinitionNode): boolean {
  const selections = operation.selectionSet.selections;
  return selections.length === 1 && selections[0]!.kind === Kind.FIELD;
}

/** False for introspection and for documents reaching an abstract type with an async `resolveType`. */
function jitCanRun(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__schema' || node.name.value === '__type') {
          ok = false;
          return BREAK;
        }
        return undefined;
      },
      SelectionSet() {
        const type = typeInfo.getParentType();
        if (type && isAbstractType(type) && type.resolveType && isAsync(type.resolveType)) {
          ok = false;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return ok;
}

function isAsync(fn: (...args: never[]) => unknown): boolean {
  return fn.constructor.name === 'AsyncFunction';
}

/** graphql-jit's error (its own class, no `extensions` when the original error had none) as graphql-js builds it. */
function toGraphQLJsError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
  if (error.locations?.length) (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}
