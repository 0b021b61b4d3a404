/** Thrown when a limiter's waiting line is full: the caller answers 429. */
export class LimiterBusy extends Error {
  constructor() {
    super('Too much of this work is waiting already');
  }
}

/**
 * Runs at most `concurrency` pieces of heavy work at once (zips, stamping) and lets at most
 * `maxWaiting` more wait their turn; beyond that it refuses at once, so a flood of such requests
 * costs a queue entry each, never the event loop the portal's pages are served from.
 */
export class WorkLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new LimiterBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
