import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between the app and a test database that a test can cut (every
 * connection dropped, new ones refused: PostgreSQL restarting) and restore (accepting again on the
 * same port), to exercise what the app does when the database goes away.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private silent = false;
  /** Connections accepted so far (tests wait on counts, never on time). */
  accepted = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  /** Starts listening on a free port (or `port`), forwarding to the target. */
  static async start(target: { host: string; port: number }, options: { listening?: boolean } = {}): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.listen();
    if (options.listening === false) await proxy.cut();
    return proxy;
  }

  /** The URL with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private async listen(): Promise<void> {
    const server = net.createServer((client) => {
      this.accepted += 1;
      this.track(client);
      // Silent: the connection is accepted and then nothing ever comes back (a host that vanished).
      if (this.silent) return;
      const upstream = net.connect(this.target.port, this.target.host);
      this.track(upstream);
      client.on('data', (chunk: Buffer) => {
        if (!this.silent) upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => {
        if (!this.silent) client.write(chunk);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /**
   * Stops passing bytes either way, on open connections and new ones, without closing anything: the
   * database host is gone without a word (no reset, no refusal), so only timeouts end the waits.
   */
  silence(): void {
    this.silent = true;
  }

  /** Drops every connection (both sides) and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Accepts connections and passes bytes again, on the same port. */
  async restore(): Promise<void> {
    this.silent = false;
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
