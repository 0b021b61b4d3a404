import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { afterCommit } from '../db/transactions.js';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background jobs on pg-boss, in the application's own database (PostgreSQL or PGlite through
 * the Database's raw SQL). A failed job is retried with backoff; jobs fetched in the same batch
 * succeed or fail on their own.
 */
export class Jobs {
  private readonly boss: PgBoss;
  /** One creation per queue, shared by concurrent first sends (parallel CREATEs deadlock on PostgreSQL). */
  private readonly queues = new Map<string, Promise<void>>();
  private started = false;

  constructor(
    database: Database,
    private readonly pollingIntervalSeconds = 1,
    schema = 'pgboss',
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema,
      supervise: true,
      // Expired jobs (their worker died) are found and retried within half a minute.
      maintenanceIntervalSeconds: 30,
      schedule: false,
      migrate: true,
    });
    this.boss.on('error', (error) => console.error('job system error', error));
  }

  async start() {
    await this.boss.start();
    this.started = true;
  }

  /** Started and not stopped: workers poll (and recover by themselves once the database is back). */
  get running(): boolean {
    return this.started;
  }

  private ensureQueue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.boss.createQueue(name).catch((error: unknown) => {
        this.queues.delete(name);
        throw error;
      });
      this.queues.set(name, created);
    }
    return created;
  }

  /**
   * Queues a job; inside a transaction, once it commits (the queue has its own connection, and a
   * job must never run for a change that was rolled back). Answers the job id, or null when deferred.
   */
  async send<T extends object>(
    queue: string,
    data: T,
    options: {
      singletonKey?: string;
      retryLimit?: number;
      retryDelay?: number;
      expireInSeconds?: number;
    } = {},
  ): Promise<string | null> {
    let id: string | null = null;
    await afterCommit(async () => {
      await this.ensureQueue(queue);
      id = await this.boss.send(queue, data, {
        retryLimit: 8,
        retryDelay: 2,
        retryBackoff: true,
        ...options,
      });
    });
    return id;
  }

  /**
   * Works a queue: up to `batchSize` jobs per poll, `concurrency` of them at a time (mail goes out
   * in parallel, so a slow server costs its own seconds, not every message's).
   */
  async work<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    { batchSize = 5, concurrency = 1 }: { batchSize?: number; concurrency?: number } = {},
  ) {
    await this.ensureQueue(queue);
    await this.boss.work<T>(
      queue,
      { batchSize, pollingIntervalSeconds: this.pollingIntervalSeconds },
      async (jobs) => {
        const waiting = [...jobs];
        const lane = async () => {
          for (let job = waiting.shift(); job; job = waiting.shift()) {
            try {
              await handler(job.data);
            } catch (error) {
              // Only this job goes to retry; pg-boss then completes the batch's jobs still active.
              // If even that fails (the database is away), the job expires and is retried then.
              await this.boss
                .fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) })
                .catch((failed: unknown) => console.warn(`could not mark job ${job.id} failed`, failed));
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
      },
    );
  }

  /** A job's state ('created', 'retry', 'active', 'completed', 'failed'...), for tests and diagnostics. */
  async stateOf(queue: string, id: string): Promise<string | null> {
    return (await this.boss.getJobById(queue, id))?.state ?? null;
  }

  async stop() {
    this.started = false;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
  }
}
