import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background jobs on pg-boss, in the application's own database (PostgreSQL or PGlite through
 * the Database's raw SQL). A failed job is retried with backoff.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();

  constructor(database: Database, private readonly pollingIntervalSeconds = 1, schema = 'pgboss') {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema,
      supervise: true,
      schedule: false,
      migrate: true,
    });
    this.boss.on('error', (error) => console.error('job system error', error));
  }

  async start() {
    await this.boss.start();
  }

  private async ensureQueue(name: string) {
    if (this.queues.has(name)) return;
    await this.boss.createQueue(name);
    this.queues.add(name);
  }

  async send<T extends object>(queue: string, data: T, options: { singletonKey?: string; retryLimit?: number; retryDelay?: number } = {}) {
    await this.ensureQueue(queue);
    await this.boss.send(queue, data, { retryLimit: 8, retryDelay: 2, retryBackoff: true, ...options });
  }

  async work<T extends object>(queue: string, handler: JobHandler<T>) {
    await this.ensureQueue(queue);
    await this.boss.work<T>(queue, { batchSize: 5, pollingIntervalSeconds: this.pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  async stop() {
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
  }
}
