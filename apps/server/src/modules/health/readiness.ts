import type { Database } from '../../db/client.js';
import type { Jobs } from '../../platform/jobs.js';
import type { Readiness as Report } from '@trust/shared';

const CHECK_TIMEOUT_MS = 2000;

/** Answers whether this instance can do its work; each check is bounded so a probe never hangs. */
export class Readiness {
  constructor(
    private readonly database: Database,
    private readonly jobs: Jobs,
  ) {}

  async check(): Promise<Report> {
    const [database, migrations] = await Promise.all([
      bounded(this.database.ping().then(() => 'ok' as const)),
      bounded(
        this.database.pendingMigrations().then((n) => (n === 0 ? ('ok' as const) : ('pending' as const))),
      ),
    ]);
    const checks = {
      database,
      migrations: database === 'ok' ? migrations : ('unknown' as const),
      jobs: this.jobs.running ? ('ok' as const) : ('stopped' as const),
    };
    const ready = Object.values(checks).every((value) => value === 'ok');
    return { status: ready ? 'ready' : 'not_ready', checks };
  }
}

async function bounded<T extends string>(check: Promise<T>): Promise<T | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unavailable'>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.catch(() => 'unavailable' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
