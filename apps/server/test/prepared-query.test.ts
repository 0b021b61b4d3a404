import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared-query.js';
import { queryRows } from '../src/db/rows.js';
import { organisations } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const organisationName = preparedQuery((db) =>
  db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, sql.placeholder('id')))
    .prepare('test_organisation_name'),
);

describe('prepared queries', () => {
  it('run on the pool, and inside a transaction on that transaction: they see its writes before the commit', async () => {
    const { db, transact } = t.app.ctx;
    const org = await t.createOrg();
    const name = async () => (await organisationName(db).execute({ id: org.id }))[0]?.name;
    const before = await name();
    expect(before).toEqual(expect.any(String));
    await expect(
      transact(async () => {
        await db.update(organisations).set({ name: 'Ωmega 数据 🔐' }).where(eq(organisations.id, org.id));
        expect(await name()).toBe('Ωmega 数据 🔐');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await name()).toBe(before);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'are planned once per connection on PostgreSQL (generic plans), not again at every execution',
    async () => {
      const [row] = await queryRows<{ plan_cache_mode: string }>(t.app.ctx.db, sql`show plan_cache_mode`);
      expect(row!.plan_cache_mode).toBe('force_generic_plan');
    },
  );
});
