import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceUpdatesResponse } from '@trust/shared';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const topics = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  return (res.json() as ComplianceUpdatesResponse).topics;
};

describe('GET /api/share/{org}/compliance-update', () => {
  it('lists visible topics, pinned first then newest, with public updates only', async () => {
    const org = await t.createOrg();
    const list = await topics(`/api/share/${org.slug}/compliance-update`);
    expect(list.map((x) => x.subject)).toEqual(['Everyone topic', 'Main topic', 'Second topic']);
    const main = list.find((x) => x.subject === 'Main topic')!;
    expect(main.updates.map((u) => u.message)).toEqual(['Public **news**']);
    expect(main.updates[0]).toMatchObject({
      spAudience: 'public',
      messageHtml: '<p>Public <strong>news</strong></p>\n',
    });
    expect(JSON.stringify(list)).not.toContain('Private news');
    expect(JSON.stringify(list)).not.toContain('Hidden topic');
  });

  it('filters by product slugs, keeping topics for every product', async () => {
    const org = await t.createOrg();
    expect(
      (await topics(`/api/share/${org.slug}/compliance-update?productSlugs=second`)).map((x) => x.subject),
    ).toEqual(['Everyone topic', 'Second topic']);
  });

  it('filters by product ids, comma separated or repeated', async () => {
    const org = await t.createOrg();
    const [main, second] = org.products;
    expect(
      (await topics(`/api/share/${org.slug}/compliance-update?productIds=${main!.id}`)).map((x) => x.subject),
    ).toEqual(['Everyone topic', 'Main topic']);
    const both = await topics(
      `/api/share/${org.slug}/compliance-update?productIds=${main!.id},${second!.id}`,
    );
    expect(both).toHaveLength(3);
    expect(
      await topics(
        `/api/share/${org.slug}/compliance-update?productIds=${main!.id}&productIds=${second!.id}`,
      ),
    ).toEqual(both);
  });

  it("does not let one organisation's product ids reach another's topics", async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const list = await topics(`/api/share/${a.slug}/compliance-update?productIds=${b.products[0]!.id}`);
    expect(list.map((x) => x.subject)).toEqual(['Everyone topic']);
  });

  it('rejects malformed product ids in the envelope', async () => {
    const org = await t.createOrg();
    const res = await t.app.inject(`/api/share/${org.slug}/compliance-update?productIds=nope`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
  });
});
