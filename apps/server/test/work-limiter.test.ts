import { describe, expect, it } from 'vitest';
import { LimiterBusy, WorkLimiter } from '../src/platform/work-limiter.js';

describe('WorkLimiter', () => {
  it('runs one at a time, lets a few wait their turn, and refuses the rest at once', async () => {
    const limiter = new WorkLimiter(1, 2);
    const order: string[] = [];
    let release!: () => void;
    const first = limiter.run(
      () =>
        new Promise<void>((resolve) => {
          order.push('first started');
          release = () => resolve();
        }),
    );
    const waiting = [
      limiter.run(async () => order.push('second')),
      limiter.run(async () => order.push('third')),
    ];
    await expect(limiter.run(async () => order.push('fourth'))).rejects.toBeInstanceOf(LimiterBusy);
    expect(order).toEqual(['first started']);
    release();
    await Promise.all([first, ...waiting]);
    expect(order).toEqual(['first started', 'second', 'third']);
    // Free again: runs at once.
    expect(await limiter.run(async () => 'done')).toBe('done');
  });

  it('frees its place when work fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
