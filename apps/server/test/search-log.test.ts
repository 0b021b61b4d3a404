import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { writeStatement, type LoggedSearch } from '../src/modules/search/search-log.js';
import { orderedTimestamp } from '../src/platform/ordered-timestamp.js';
import { memberCookie, ORIGIN, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function search(org: CreatedOrganisation, term: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/search`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { query: { term, filters: { products: [org.products[0]!.id] } } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function loggedTerms(org: CreatedOrganisation) {
  const { rows } = await t.database.executeSql('select term from search_queries where org_id = $1', [org.id]);
  return rows.map((r) => String(r.term)).sort();
}

describe('the search log', () => {
  it('writes a batch sent again after its acknowledgement was lost: the rest stored, none twice', async () => {
    const org = await t.createOrg();
    const typingKey = randomUUID();
    const logged = (term: string, typed: boolean): LoggedSearch => ({
      id: randomUUID(),
      orgId: org.id,
      productId: org.products[0]!.id,
      term,
      readAs: term,
      mode: 'search',
      viewerKind: typed ? 'member' : 'visitor',
      answered: true,
      resultCount: 1,
      sources: [],
      typingKey: typed ? typingKey : null,
      at: orderedTimestamp(),
    });
    const written = [logged('шифрование', false), logged('暗号化', true)];
    await t.database.db.execute(writeStatement(written));
    // The connection dropped before the commit was acknowledged: the same rows again, with those held since.
    const since = [logged('تشفير البيانات', false), logged('encryption 🔐', false)];
    await t.database.db.execute(writeStatement([...written, ...since]));
    expect(await loggedTerms(org)).toEqual(
      ['шифрование', '暗号化', 'تشفير البيانات', 'encryption 🔐'].sort(),
    );
  });

  it('answers a flush once what was held before it is written, even by a flush started before it', async () => {
    const org = await t.createOrg();
    await search(org, 'первый вопрос');
    const first = t.app.searchLog.flush();
    await search(org, '第二个问题');
    // Both wait for the first write; the one started first takes what is held, the other waits for it.
    const second = t.app.searchLog.flush();
    const third = t.app.searchLog.flush();
    await third;
    expect(await loggedTerms(org)).toEqual(['первый вопрос', '第二个问题'].sort());
    await Promise.all([first, second]);
  });

  it("writes other organisations' searches when one organisation is deleted before the write", async () => {
    const [kept, deleted] = [await t.createOrg(), await t.createOrg()];
    await search(kept, 'سياسة الاحتفاظ بالبيانات');
    await search(deleted, 'retention policy');
    await t.database.executeSql('delete from organisations where id = $1', [deleted.id]);
    await t.app.searchLog.flush();
    expect(await loggedTerms(kept)).toEqual(['سياسة الاحتفاظ بالبيانات']);
    expect(await loggedTerms(deleted)).toEqual([]);
  });

  it("keeps a searcher's searches of one millisecond in order: the latest is the one typed on", async () => {
    const org = await t.createOrg();
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const searchAll = async (...terms: string[]) => {
      for (const term of terms) await search(org, term, member);
      await t.app.searchLog.flush();
    };
    // Answered from memory after the first round, 'quokka' and 'okapi' come well under a
    // millisecond apart. With the same time, 'quokka' could pass for the searcher's latest search,
    // and the next round's 'quokka' for typing on from it: a row lost each time.
    for (let round = 0; round < 12; round++) await searchAll('quokka', 'okapi');
    const terms = await loggedTerms(org);
    expect(terms.filter((term) => term === 'quokka')).toHaveLength(12);
    expect(terms).toHaveLength(24);
  });

  it('stamps times to the microsecond, each later than the last, on the wall clock', () => {
    const stamps = Array.from({ length: 2000 }, orderedTimestamp);
    expect(stamps.every((stamp, i) => i === 0 || stamp > stamps[i - 1]!)).toBe(true);
    expect(stamps[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(Math.abs(Date.parse(stamps.at(-1)!) - Date.now())).toBeLessThan(1000);
  });
});
