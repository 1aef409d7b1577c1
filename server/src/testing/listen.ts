import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { App } from '../app';

export interface ListeningApp {
  /** `http://127.0.0.1:<port>` */
  url: string;
  server: Server;
  /** Drops keep-alive connections and stops listening. */
  close: () => Promise<void>;
}

/** The in-process app on a real loopback port (for keep-alive clients, load and fault tests). */
export async function listen(app: App): Promise<ListeningApp> {
  const server: Server = await new Promise((resolve) => {
    const s = createServer(app.handler).listen(0, '127.0.0.1', () => resolve(s));
  });
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
