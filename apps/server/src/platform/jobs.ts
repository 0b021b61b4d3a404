import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { afterCommit } from '../db/transactions.js';

/** How long a job waits, retrying, for a database that went away before it counts as failed. */
const OUTAGE_PATIENCE_MS = 30_000;

export type JobHandler<T> = (data: T) => Promise<void>;

/** pg-boss's statements that mark a worked batch completed or failed (see the constructor). */
const bossPlans = createRequire(import.meta.url)('pg-boss/src/plans') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

/**
 * Background jobs on pg-boss, in the application's own database (PostgreSQL or PGlite through
 * the Database's raw SQL). A failed job is retried with backoff; jobs fetched in the same batch
 * succeed or fail on their own.
 */
export class Jobs {
  private readonly boss: PgBoss;
  /** One creation per queue, shared by concurrent first sends (parallel CREATEs deadlock on PostgreSQL). */
  private readonly queues = new Map<string, Promise<void>>();
  /** Handler batches and statements under way, which stop() lets finish (see there). */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** This instance's worker ids per queue, woken when it queues a job there. */
  private readonly workers = new Map<string, string[]>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly pollingIntervalSeconds = 1,
    private readonly schema = 'pgboss',
  ) {
    // pg-boss marks a worked batch completed (or failed) without awaiting it: a database that drops
    // just then left an unhandled rejection and the jobs active until they expired and ran again.
    // Those two statements wait out a passing outage instead, and never reject.
    const settling = new Set([bossPlans.completeJobs(schema), bossPlans.failJobsById(schema)]);
    const executeSql = (text: string, values?: unknown[]) =>
      settling.has(text)
        ? this.settleThroughOutages(() => database.executeSql(text, values))
        : database.executeSql(text, values);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.track(executeSql(text, values)) },
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
      /** Seconds from now before the job may run. */
      startAfter?: number;
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
      // Picked up now rather than at the worker's next poll.
      if (!options.startAfter)
        for (const worker of this.workers.get(queue) ?? []) this.boss.notifyWorker(worker);
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
    const worker = await this.boss.work<T>(
      queue,
      { batchSize, pollingIntervalSeconds: this.pollingIntervalSeconds },
      (jobs) => this.track(this.runBatch(queue, handler, jobs, concurrency)),
    );
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), worker]);
  }

  private async runBatch<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    jobs: PgBoss.Job<T>[],
    concurrency: number,
  ) {
    const waiting = [...jobs];
    const lane = async () => {
      for (let job = waiting.shift(); job; job = waiting.shift()) {
        const error = await this.runThroughOutages(() => handler(job.data));
        // Only this job goes to retry; pg-boss then completes the batch's jobs still active.
        if (error !== undefined) await this.markFailed(queue, job.id, error);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
  }

  private track<R>(work: Promise<R>): Promise<R> {
    this.inFlight.add(work);
    const settle = () => this.inFlight.delete(work);
    work.then(settle, settle);
    return work;
  }

  /**
   * Runs a handler, again while it fails only because the database is away (for up to
   * OUTAGE_PATIENCE_MS), so an outage delays a job by its own seconds instead of sending it into
   * backoff. Answers the error it finally failed with, or undefined.
   */
  private async runThroughOutages(run: () => Promise<void>): Promise<unknown> {
    const giveUpAt = Date.now() + OUTAGE_PATIENCE_MS;
    for (let pause = 500; ; pause = Math.min(pause * 2, 4000)) {
      try {
        await run();
        return undefined;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || !this.started || Date.now() + pause > giveUpAt) return error;
        await delay(pause);
      }
    }
  }

  /**
   * Marks jobs completed or failed, through a passing outage. If the database stays away, the jobs
   * stay active until they expire and run again.
   */
  private async settleThroughOutages(run: () => Promise<{ rows: unknown[] }>) {
    let result: { rows: unknown[] } = { rows: [] };
    const failure = await this.runThroughOutages(async () => {
      result = await run();
    });
    if (failure !== undefined) console.warn('could not mark worked jobs completed or failed', failure);
    return result;
  }

  /**
   * Marks a job failed (it is retried with backoff). Its statement is one of the settle statements
   * (see the constructor), so it waits out a passing outage and never rejects.
   */
  private async markFailed(queue: string, id: string, error: unknown) {
    await this.boss.fail(queue, id, { message: error instanceof Error ? error.message : String(error) });
  }

  /**
   * The singleton keys of the queue's jobs fetched over `seconds` ago and still active. Such a job
   * is being worked (a long one), or it was fetched by a poll whose answer was lost with its
   * connection, and no worker holds it until it expires. Callers tell the two apart by their own
   * records of work begun.
   */
  async activeLongerThan(queue: string, seconds: number): Promise<string[]> {
    const { rows } = await this.database.executeSql(
      `select singleton_key as key from ${this.schema}.job
        where name = $1 and state = 'active' and singleton_key is not null
          and started_on < now() - make_interval(secs => $2)
        limit 500`,
      [queue, seconds],
    );
    return rows.map((row) => String(row.key));
  }

  /** Jobs due now or under way, in every queue: none once the background work has caught up. */
  async dueCount(): Promise<number> {
    const { rows } = await this.database.executeSql(
      `select count(*)::int as due from ${this.schema}.job
        where state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    return Number(rows[0]?.due ?? 0);
  }

  /** A job's state ('created', 'retry', 'active', 'completed', 'failed'...), for tests and diagnostics. */
  async stateOf(queue: string, id: string): Promise<string | null> {
    return (await this.boss.getJobById(queue, id))?.state ?? null;
  }

  async stop() {
    this.started = false;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
    // pg-boss completes a batch without awaiting it, and stops waiting for a slow handler after the
    // timeout: let both finish, so nothing touches the queue's tables once stop() has answered.
    const drainUntil = Date.now() + OUTAGE_PATIENCE_MS;
    while (this.inFlight.size > 0 && Date.now() < drainUntil) {
      await Promise.race([Promise.allSettled([...this.inFlight]), delay(1000)]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
