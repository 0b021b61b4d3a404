import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jobs } from '../src/platform/jobs.js';
import { startTestApp, until, type TestApp } from './harness.js';

let t: TestApp;
let jobs: Jobs;
const schema = `jobs_test_${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await startTestApp();
  jobs = new Jobs(t.database, 0.5, schema);
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await t.database.executeSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, []);
  await t.close();
});

describe('background jobs', () => {
  it('fail one at a time: a job that throws is retried while its batch neighbours complete', async () => {
    const seen: string[] = [];
    const ids = await Promise.all(
      ['a', 'bad', 'c'].map((name) => jobs.send('batch-test', { name }, { retryLimit: 1, retryDelay: 60 })),
    );
    await jobs.work<{ name: string }>('batch-test', async ({ name }) => {
      seen.push(name);
      if (name === 'bad') throw new Error('broken job');
    });
    const states = () => Promise.all(ids.map((id) => jobs.stateOf('batch-test', id!)));
    await until(states, ([a, , c]) => a === 'completed' && c === 'completed');
    expect(await jobs.stateOf('batch-test', ids[1]!)).toBe('retry');
    expect(seen.sort()).toEqual(['a', 'bad', 'c']);
  });

  it('wait out a database outage instead of failing into backoff', async () => {
    let attempts = 0;
    const id = await jobs.send('outage-test', { n: 1 }, { retryLimit: 1, retryDelay: 60 });
    await jobs.work<{ n: number }>('outage-test', async () => {
      attempts++;
      // What node-postgres throws while the server is away.
      if (attempts < 3) throw new Error('Connection terminated unexpectedly');
    });
    await until(
      () => jobs.stateOf('outage-test', id!),
      (state) => state === 'completed',
      10_000,
    );
    expect(attempts).toBe(3);
  });

  it('count the jobs due now, not those that wait for later, down to none once they are worked', async () => {
    const own = new Jobs(t.database, 0.5, `${schema}_due`);
    await own.start();
    try {
      await own.send('due-test', { n: 1 });
      await own.send('due-test', { n: 2 });
      await own.send('due-test', { n: 3 }, { startAfter: 3600 });
      expect(await own.dueCount()).toBe(2);
      await own.work('due-test', async () => {});
      await until(
        () => own.dueCount(),
        (due) => due === 0,
        10_000,
      );
    } finally {
      await own.stop();
      await t.database.executeSql(`DROP SCHEMA IF EXISTS ${schema}_due CASCADE`, []);
    }
  });

  it('stop only once a handler slower than the stop timeout and its completion have finished', async () => {
    const own = new Jobs(t.database, 0.5, `${schema}_stop`);
    await own.start();
    let started = false;
    let finished = false;
    await own.send('slow-test', { n: 1 });
    await own.work('slow-test', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 6000));
      finished = true;
    });
    await until(
      () => Promise.resolve(started),
      (yes) => yes,
    );
    await own.stop();
    expect(finished).toBe(true);
    // Nothing of the queue's runs after stop(): dropping its tables now must not fail a late statement.
    await t.database.executeSql(`DROP SCHEMA ${schema}_stop CASCADE`, []);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }, 20_000);
});
