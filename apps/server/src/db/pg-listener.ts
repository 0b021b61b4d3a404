import pg from 'pg';

export interface ListenerLog {
  warn(message: string, error?: unknown): void;
}

/**
 * One dedicated connection for LISTEN that heals itself: when PostgreSQL drops it (a restart,
 * pg_terminate_backend, a network fault) it reconnects with backoff, subscribes again to every
 * channel, and then calls `onResubscribed`, since notifications sent while it was away are lost.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, (payload: string) => void>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly onResubscribed: () => void,
    private readonly log: ListenerLog,
  ) {}

  async listen(channel: string, handler: (payload: string) => void): Promise<void> {
    this.handlers.set(channel, handler);
    if (this.client) await this.client.query(`LISTEN ${channel}`);
    else await this.connect(false);
  }

  private connect(resubscribing: boolean): Promise<void> {
    this.connecting ??= this.open(resubscribing).finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(resubscribing: boolean) {
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5000 });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('Connection ended')));
    client.on('notification', ({ channel, payload }) => this.handlers.get(channel)?.(payload ?? ''));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      if (!resubscribing) throw error;
      this.scheduleReconnect(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    if (resubscribing) {
      this.log.warn('LISTEN connection re-established; dropping cached content');
      this.onResubscribed();
    }
  }

  private lost(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn('LISTEN connection lost; reconnecting', error);
    this.scheduleReconnect(error);
  }

  private scheduleReconnect(error: unknown) {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(5000, 250 * 2 ** this.attempt++);
    if (this.attempt > 1) this.log.warn(`LISTEN reconnect failed; next try in ${delay} ms`, error);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect(true);
    }, delay);
    this.retryTimer.unref();
  }

  /** Whether notifications are currently being heard. */
  get connected(): boolean {
    return this.client !== null;
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
