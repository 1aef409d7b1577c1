import type { IncomingMessage, Server } from 'node:http';
import { DocumentNode, getOperationAST, getVariableValues, GraphQLError, parse, specifiedRules, validate } from 'graphql';
import type { Logger } from 'pino';
import { useServer } from 'graphql-ws/use/ws';
import type { Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { App } from './app';
import type { SubscriptionContext } from './modules/snow-season/snow-season.resolver';
import { ErrorCode } from './shared/errors';
import { AUTH_MESSAGES, ERROR_MESSAGES } from './shared/messages.fr';
import type { InboxBus } from './modules/notifications/inbox-bus';
import { principalRole } from './kernel/context';
import { createFormatError } from './graphql/format-error';
import { asksForIntrospection } from './graphql/introspection-guard';
import { QUERY_LIMITS, queryLimitsRule } from './graphql/query-limits';

/** The WebSocket transport's own bounds (docs/security.md). */
export const WS_LIMITS = {
  /** Largest message accepted, before authentication included (ws closes the socket with 1009 beyond it). */
  maxPayloadBytes: 64 * 1024,
  /** A socket that has not sent its connection_init by then is closed (4408). */
  connectionInitTimeoutMs: 3_000,
  /** Open sockets per client address (as TRUST_PROXY designates it); the next upgrade answers 429. */
  maxConnectionsPerAddress: 20,
} as const;

/** Who opened a socket: read again on each event, so a demotion, a password change or a deletion ends it. */
interface SocketPrincipal {
  userId: number;
  role: string;
}

const principals = new WeakMap<object, SocketPrincipal>();

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.BAD_REQUEST } });

/**
 * GraphQL subscriptions (graphql-ws) on the same HTTP server and path as /graphql. A connection
 * must carry a staff session in its connection parameters (`{ authorization: 'Bearer …' }`),
 * checked at connection time, again for each subscription (the role) and before each event is
 * sent (the account re-read: demoted, disabled, deleted or password changed closes the socket, 4403).
 * Every document gets the same limits as over HTTP (length, depth, aliases, fields, introspection
 * rule, no suggestions in production), and the socket itself is bounded (WS_LIMITS).
 */
export function attachSubscriptions(server: Server, app: App, log: Logger): { close: () => Promise<void> } {
  // The address under TRUST_PROXY, as for HTTP requests.
  const addressOf = (req: IncomingMessage): string => app.clientAddress(req);
  const open = new Map<string, number>();
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: WS_LIMITS.maxPayloadBytes,
    verifyClient: (info, accept) => {
      const address = addressOf(info.req);
      if ((open.get(address) ?? 0) >= WS_LIMITS.maxConnectionsPerAddress) {
        accept(false, 429, 'Too Many Requests');
        return;
      }
      accept(true);
    },
  });
  wss.on('connection', (socket, req) => {
    const address = addressOf(req);
    open.set(address, (open.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    // A message over maxPayload, bad UTF-8, a bad frame: ws closes the socket itself with the
    // protocol's code (1009, 1007, 1002) and emits the error, which needs a listener. graphql-ws's
    // own listener (added after this one) would print each one to stderr as an "Internal error" and
    // ask for a 1011 close: a line per oversized message anyone can send, outside the logger. ws's
    // own errors (a `WS_ERR_` code) therefore stop here, logged at debug level (the code only).
    socket.on('error', () => undefined);
    const once = socket.once.bind(socket);
    socket.once = ((event: string | symbol, listener: (...args: unknown[]) => void) =>
      once(event as 'error', event !== 'error' ? listener : (error: Error & { code?: string }) => {
        if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) log.debug({ code: error.code }, 'websocket closed on a protocol error');
        else listener(error);
      })) as typeof socket.once;
  });
  const production = app.production;
  const formatError = createFormatError(log);
  const format = (error: GraphQLError) => {
    const formatted = formatError(error.toJSON(), error);
    return new GraphQLError(formatted.message, { extensions: formatted.extensions });
  };
  // As Apollo wraps them: our limits keep their code and French message, graphql-js's become
  // GRAPHQL_VALIDATION_FAILED (without "Did you mean" hints in production).
  const refused = (errors: readonly GraphQLError[], code = 'GRAPHQL_VALIDATION_FAILED') =>
    errors.map((e) => {
      const message = production ? e.message.replace(/ ?Did you mean .+\?$/, '') : e.message;
      const wrapped = new GraphQLError(message, { originalError: e, extensions: { code } });
      return format(wrapped);
    });
  const contextOf = async (params: Readonly<Record<string, unknown>> | undefined): Promise<SubscriptionContext & { inboxBus: InboxBus }> => {
    const authorization = typeof params?.authorization === 'string' ? params.authorization : undefined;
    const ctx = await app.contextFromAuthorization(authorization);
    return { ...ctx, dispatchBus: app.container.dispatchBus, inboxBus: app.container.inboxBus };
  };
  const rules = [...specifiedRules, queryLimitsRule];
  const cleanup = useServer<Record<string, unknown> | undefined, Extra & Record<PropertyKey, unknown>>(
    {
      schema: app.schema,
      connectionInitWaitTimeout: WS_LIMITS.connectionInitTimeoutMs,
      onConnect: async (ctx) => {
        const context = await contextOf(ctx.connectionParams);
        const role = principalRole(context);
        // A staff session only (not an integrator token).
        if (!context.user || !role) return false;
        principals.set(ctx.extra.socket, { userId: context.user.id, role });
        return true;
      },
      context: (ctx) => contextOf(ctx.connectionParams),
      onSubscribe: async (ctx, _id, payload) => {
        const query = typeof payload.query === 'string' ? payload.query : '';
        if (query.length > QUERY_LIMITS.maxLength) return refused([badRequest(AUTH_MESSAGES.queryTooLong(QUERY_LIMITS.maxLength))]);
        let document: DocumentNode;
        try {
          document = parse(query);
        } catch (error) {
          return refused([error instanceof GraphQLError ? error : badRequest(String(error))], 'GRAPHQL_PARSE_FAILED');
        }
        const errors = validate(app.schema, document, rules);
        if (errors.length > 0) return refused(errors);
        const operation = getOperationAST(document, payload.operationName ?? undefined);
        if (!operation) return refused([badRequest(AUTH_MESSAGES.operationNotFound)]);
        // Variables that do not fit their types: BAD_USER_INPUT with French field errors, as Apollo answers
        // over HTTP (left to execute(), graphql-js's English coercion error came out as INTERNAL).
        const coerced = getVariableValues(app.schema, operation.variableDefinitions ?? [], payload.variables ?? {});
        if (coerced.errors) return refused(coerced.errors, 'BAD_USER_INPUT');
        const context = await contextOf(ctx.connectionParams);
        // Introspection: as over HTTP (every WebSocket caller is signed-in staff, so open; kept explicit).
        if (production && !principalRole(context) && asksForIntrospection(document)) {
          return [new GraphQLError(AUTH_MESSAGES.introspectionClosed, { extensions: { code: ErrorCode.UNAUTHENTICATED } })].map(format);
        }
        return {
          schema: app.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: context,
        };
      },
      onNext: async (ctx, _id, _payload, _args, result) => {
        const before = principals.get(ctx.extra.socket);
        const now = await contextOf(ctx.connectionParams).catch(() => null);
        const role = now ? principalRole(now) : null;
        if (!before || !now?.user || now.user.id !== before.userId || role !== before.role) {
          // The account changed since the socket opened: nothing more for it (the board reconnects and is judged again).
          // Returned, not thrown: graphql-ws would print a throw's stack as an internal error. Nothing is
          // sent on a closing socket, so this result reaches no one.
          ctx.extra.socket.close(4403, 'Forbidden');
          return { errors: [format(new GraphQLError(ERROR_MESSAGES.FORBIDDEN, { extensions: { code: ErrorCode.FORBIDDEN } }))] };
        }
        return result.errors?.length ? { ...result, errors: result.errors.map(format) } : result;
      },
      // Errors refused by onSubscribe are already formatted (they carry their category).
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => (e.extensions.category ? e : format(e))),
    },
    wss,
  );
  return {
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await cleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
