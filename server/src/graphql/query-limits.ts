import { sendJson, Step } from '../kernel/node-http';
import {
  FragmentDefinitionNode,
  GraphQLError,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationRule,
} from 'graphql';
import { ErrorCode, ERROR_CATEGORY } from '../shared/errors';
import { AUTH_MESSAGES } from '../shared/messages.fr';

export const QUERY_LIMITS = {
  /** Characters of the document, checked before it is parsed. */
  maxLength: 10_000,
  /** Nested field levels: `{ a { b } }` has depth 2. */
  maxDepth: 10,
  /** Introspection (`__schema`, `__type`) nests type references deeper; it gets its own bound. */
  maxIntrospectionDepth: 20,
  maxRootFields: 50,
  maxAliases: 50,
  /** Field selections once fragments are expanded: bounds the work of any one document. */
  maxFields: 1_000,
} as const;

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.BAD_REQUEST } });

interface Tally {
  depth: number;
  fields: number;
  aliases: number;
}

/**
 * A validation rule (it runs before any resolver, and a document that passes is cached as valid):
 * depth, root fields, aliases and expanded field count of each operation, fragments included.
 * Expansion stops as soon as a limit is crossed, so even a fragment bomb costs little to measure.
 * Its errors carry `extensions.code = BAD_REQUEST` (format-error keeps it).
 */
export const queryLimitsRule: ValidationRule = (context) => {
  const document = context.getDocument();
  const length = document.loc?.source.body.length ?? 0;
  if (length > QUERY_LIMITS.maxLength) {
    context.reportError(badRequest(AUTH_MESSAGES.queryTooLong(QUERY_LIMITS.maxLength)));
    return {};
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const problem = measureOperation(definition, fragments);
    if (problem) context.reportError(badRequest(problem));
  }
  return {};
};

function measureOperation(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): string | null {
  const rootFields = countRootFields(operation.selectionSet, fragments, new Set());
  if (rootFields > QUERY_LIMITS.maxRootFields) return AUTH_MESSAGES.tooManyRootFields(QUERY_LIMITS.maxRootFields);

  const tally: Tally = { depth: 0, fields: 0, aliases: 0 };
  let tooDeep = false;
  const walk = (selectionSet: SelectionSetNode, depth: number, maxDepth: number, path: Set<string>): boolean => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        tally.fields += 1;
        if (selection.alias) tally.aliases += 1;
        const name = selection.name.value;
        const limit = name === '__schema' || name === '__type' ? QUERY_LIMITS.maxIntrospectionDepth : maxDepth;
        if (depth + 1 > limit) {
          tooDeep = true;
          return false;
        }
        tally.depth = Math.max(tally.depth, depth + 1);
        if (tally.fields > QUERY_LIMITS.maxFields || tally.aliases > QUERY_LIMITS.maxAliases) return false;
        if (selection.selectionSet && !walk(selection.selectionSet, depth + 1, limit, path)) return false;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!walk(selection.selectionSet, depth, maxDepth, path)) return false;
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown or cyclic fragments are reported by graphql-js's own rules.
        if (!fragment || path.has(name)) continue;
        path.add(name);
        const ok = walk(fragment.selectionSet, depth, maxDepth, path);
        path.delete(name);
        if (!ok) return false;
      }
    }
    return true;
  };
  walk(operation.selectionSet, 0, QUERY_LIMITS.maxDepth, new Set());

  if (tooDeep) return AUTH_MESSAGES.queryTooDeep(QUERY_LIMITS.maxDepth);
  if (tally.aliases > QUERY_LIMITS.maxAliases) return AUTH_MESSAGES.tooManyAliases(QUERY_LIMITS.maxAliases);
  if (tally.fields > QUERY_LIMITS.maxFields) return AUTH_MESSAGES.queryTooComplex(QUERY_LIMITS.maxFields);
  return null;
}

function countRootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, path: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (count > QUERY_LIMITS.maxRootFields) break;
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(selection.selectionSet, fragments, path);
    else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || path.has(selection.name.value)) continue;
      path.add(selection.name.value);
      count += countRootFields(fragment.selectionSet, fragments, path);
      path.delete(selection.name.value);
    }
  }
  return count;
}

/**
 * Refuses an over-long document before Apollo parses it (HTTP 400, code BAD_REQUEST), for POST
 * bodies and GET query strings alike. The validation rule checks the same for in-process calls.
 */
export const rejectLongDocuments: Step = (req, res, next) => {
  const body = req.body as { query?: unknown } | undefined;
  // GET: the query string as Express parsed it (req.query); POST: the body.
  const query = (body && typeof body === 'object' ? body.query : undefined) ?? (req as { query?: { query?: unknown } }).query?.query;
  if (typeof query === 'string' && query.length > QUERY_LIMITS.maxLength) {
    sendJson(req, res, 400, {
      errors: [
        {
          message: AUTH_MESSAGES.queryTooLong(QUERY_LIMITS.maxLength),
          extensions: { code: ErrorCode.BAD_REQUEST, category: ERROR_CATEGORY[ErrorCode.BAD_REQUEST] },
        },
      ],
    });
    return;
  }
  next();
};
