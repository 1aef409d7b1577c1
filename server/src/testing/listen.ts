import { once } from 'node:events';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { App } from '../app';
import { attachSubscriptions } from '../subscriptions';

export interface ListeningApp {
  /** `http://127.0.0.1:<port>` */
  url: string;
  server: Server;
  /** Drops keep-alive connections and stops listening. */
  close: () => Promise<void>;
}

export interface ListeningWithSubscriptions extends ListeningApp {
  /** `ws://127.0.0.1:<port>/graphql` */
  wsUrl: string;
}

/** The in-process app on a real loopback port (for keep-alive clients, load and fault tests). */
export async function listen(app: App): Promise<ListeningApp> {
  const server = createServer(app.handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return listening(server);
}

/**
 * The app on a loopback port with graphql-ws attached before it listens, as main.ts does. `close()`
 * stops the subscriptions' server first (its sockets closed), then the HTTP server.
 */
export async function listenWithSubscriptions(app: App, log: Logger = pino({ level: 'silent' })): Promise<ListeningWithSubscriptions> {
  const server = createServer(app.handler);
  const subscriptions = attachSubscriptions(server, app, log);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const http = listening(server);
  return {
    ...http,
    wsUrl: `${http.url.replace('http', 'ws')}/graphql`,
    close: async () => {
      await subscriptions.close();
      await http.close();
    },
  };
}

function listening(server: Server): ListeningApp {
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
