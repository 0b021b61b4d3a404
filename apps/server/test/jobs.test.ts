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
});
