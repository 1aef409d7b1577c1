import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { App } from './app';
import type { SubscriptionContext } from './modules/snow-season/snow-season.resolver';
import type { InboxBus } from './modules/notifications/inbox-bus';
import { principalRole } from './kernel/context';
import { createFormatError } from './graphql/format-error';

/**
 * GraphQL subscriptions (graphql-ws) on the same HTTP server and path as /graphql. A connection
 * must carry a staff session in its connection parameters (`{ authorization: 'Bearer …' }`),
 * checked once at connection time and again for each subscription (the role).
 */
export function attachSubscriptions(server: Server, app: App, log: Logger): { close: () => Promise<void> } {
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const formatError = createFormatError(log);
  const format = (error: GraphQLError) => {
    const formatted = formatError(error.toJSON(), error);
    return new GraphQLError(formatted.message, { extensions: formatted.extensions });
  };
  const contextOf = async (params: Readonly<Record<string, unknown>> | undefined): Promise<SubscriptionContext & { inboxBus: InboxBus }> => {
    const authorization = typeof params?.authorization === 'string' ? params.authorization : undefined;
    const ctx = await app.contextFromAuthorization(authorization);
    return { ...ctx, dispatchBus: app.container.dispatchBus, inboxBus: app.container.inboxBus };
  };
  const cleanup = useServer(
    {
      schema: app.schema,
      onConnect: async (ctx) => {
        const context = await contextOf(ctx.connectionParams);
        // A staff session only (not an integrator token).
        return Boolean(context.user && principalRole(context));
      },
      context: (ctx) => contextOf(ctx.connectionParams),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors?.length ? { ...result, errors: result.errors.map(format) } : result),
      onError: (_ctx, _id, _payload, errors) => errors.map(format),
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
