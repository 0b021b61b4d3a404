import net from 'node:net';

/**
 * A TCP relay on loopback between the app and PostgreSQL. `cut()` is the database going away as in
 * a cluster restart: every open connection is reset and new ones are refused until `restore()`.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  /** Bytes whose arrival from the server drops the connection they came on (see `dropWhenServerSends`). */
  private dropOn: Buffer | null = null;

  private constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  private async listen() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (this.dropOn && chunk.includes(this.dropOn)) {
          this.dropOn = null;
          client.resetAndDestroy();
          return;
        }
        client.write(chunk);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /**
   * The next connection whose server sends `bytes` is reset before the client reads them: a
   * commit the database made whose acknowledgement never arrives.
   */
  dropWhenServerSends(bytes: Buffer) {
    this.dropOn = bytes;
  }

  async cut() {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.resetAndDestroy();
    await closed;
  }

  async restore() {
    await this.listen();
  }

  async stop() {
    await this.cut();
  }
}
