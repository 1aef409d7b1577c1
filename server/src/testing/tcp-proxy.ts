import net from 'node:net';

/**
 * A TCP proxy between the app and a real server (MariaDB), for fault tests: `cut()` stops
 * listening and destroys every open connection (the database "goes away" for this app only, the
 * real server keeps running for everyone else); `restore()` listens again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private boundPort = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly host = '127.0.0.1',
  ) {}

  get port(): number {
    return this.boundPort;
  }

  /** Connections opened through the proxy so far (both sides count once per client connection). */
  connections = 0;

  async start(): Promise<number> {
    const server = net.createServer((client) => {
      this.connections += 1;
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, this.host, () => resolve());
    });
    this.server = server;
    this.boundPort = (server.address() as net.AddressInfo).port;
    return this.boundPort;
  }

  /** Stop accepting, and reset every open connection (as a crashed or unplugged server would). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listen again on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.start();
  }

  async stop(): Promise<void> {
    await this.cut();
  }
}
