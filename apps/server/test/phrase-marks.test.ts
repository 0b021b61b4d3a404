import { sql } from 'drizzle-orm';
import { planQuery } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.js';
import { compilePlan } from '../src/modules/search/compile-plan.js';
import { tidyMarks } from '../src/modules/search/phrase-marks.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The text's marks for the term as the knowledge-base dialog shows them: ts_headline's, stray ones taken off. */
async function snippet(term: string, text: string) {
  const plan = await compilePlan(t.database.db, planQuery(term));
  const [row] = await queryRows<{ marked: string }>(
    t.database.db,
    sql`select ts_headline('english', ${text}, ${plan.ts.any}::tsquery, 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true') as marked`,
  );
  return tidyMarks(row!.marked, plan);
}

describe('snippet marks of synonym phrases', () => {
  it('marks a phrase only where it stands whole, and words asked alone wherever they stand', async () => {
    // 'keys' is asked; 'key management' and 'key rotation' are synonyms of it, not there as phrases.
    const keys = 'Data is encrypted; keys are managed in AWS KMS and rotated yearly.';
    expect(await snippet('encryption keys', keys)).toBe(
      'Data is <mark>encrypted</mark>; <mark>keys</mark> are managed in AWS <mark>KMS</mark> and rotated yearly.',
    );
    expect(await snippet('encryption keys', 'We rely on key management by KMS.')).toBe(
      'We rely on <mark>key</mark> <mark>management</mark> by <mark>KMS</mark>.',
    );
  });

  it('keeps the marks of a hyphenated phrase, which ts_headline marks part by part, as one', async () => {
    expect(await snippet('2FA', 'We enforce multi-factor for staff; a second check is not a factor.')).toBe(
      'We enforce <mark>multi-factor</mark> for staff; a second check is not a factor.',
    );
    expect(await snippet('SSO', 'Single sign-on via SAML; sign here.')).toBe(
      '<mark>Single</mark> <mark>sign</mark>-on via <mark>SAML</mark>; sign here.',
    );
  });

  it('keeps the marks of words typed alone, of a word being typed, and of other scripts', async () => {
    expect(await snippet('managed keys', 'Keys are managed centrally.')).toBe(
      '<mark>Keys</mark> are <mark>managed</mark> centrally.',
    );
    expect(await snippet('encryp', 'Encryption at rest.')).toBe('<mark>Encryption</mark> at rest.');
    expect(await snippet('数据加密', '数据加密了吗？')).toContain('<mark>');
  });
});
