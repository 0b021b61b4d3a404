import { planQuery, type TermReading } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePlan } from '../src/modules/search/compile-plan.js';
import { markedText, snippetOf } from '../src/modules/search/snippets.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const planOf = (term: string, reading: TermReading = 'typing') =>
  compilePlan(t.database.db, planQuery(term, reading));
const snippet = async (term: string, text: string) => snippetOf(text, await planOf(term));
const marked = async (term: string, text: string) => markedText(text, await planOf(term));

/** A long answer: about a hundred words, the matched ones far apart. */
const LONG = [
  'Acme Cloud runs on AWS in two regions, Frankfurt and Dublin, and every service is deployed to both.',
  'Staff reach production only through the bastion, with short-lived credentials issued per session,',
  'and every command they run is logged to a separate account that nobody on the team can change.',
  'Releases go out several times a day behind feature flags, after review by a second engineer and',
  'a green build, and any release can be rolled back within minutes from the same pipeline.',
  'Customer data is encrypted at rest with AES-256 and keys are rotated every year by the security team.',
].join(' ');

describe('snippets cut for search results', () => {
  it('gives a short text whole, its matched words marked', async () => {
    expect(await snippet('encrypted at rest', 'Customer data is encrypted at rest and in transit.')).toBe(
      'Customer data is <mark>encrypted</mark> at <mark>rest</mark> and in transit.',
    );
    expect(await snippet('SOC 2', '**Our SOC 2 Type II report** for 2026 is available.')).toBe(
      '**Our <mark>SOC</mark> <mark>2</mark> <mark>Type</mark> <mark>II</mark> report** for 2026 is available.',
    );
  });

  it('cuts a long text around the matched words, with an ellipsis where the text goes on', async () => {
    const cut = await snippet('encryption at rest', LONG);
    expect(cut).toMatch(/^… /);
    expect(cut).toContain('<mark>encrypted</mark> at <mark>rest</mark>');
    expect(cut.endsWith('by the security team.')).toBe(true);
    expect(cut.replace(/^… |<\/?mark>/g, '').split(/\s+/).length).toBeLessThanOrEqual(28);
    // Words far apart: two fragments joined by an ellipsis, in the text's order.
    const two = await snippet('bastion encrypted', LONG);
    expect(two).toMatch(/^… .*<mark>bastion<\/mark>.* … .*<mark>encrypted<\/mark>/);
    // Nothing marked (the question found the entry by another field): the text's beginning.
    expect(await snippet('kubernetes', LONG)).toMatch(/^Acme Cloud runs on AWS .* …$/);
  });

  it('marks a phrase only where it stands whole, a typed prefix, and hyphenated words as one', async () => {
    expect(
      await snippet('encryption keys', 'Data is encrypted; keys are managed in AWS KMS and rotated.'),
    ).toBe(
      'Data is <mark>encrypted</mark>; <mark>keys</mark> are managed in AWS <mark>KMS</mark> and rotated.',
    );
    expect(await snippet('encryption keys', 'We rely on key management by KMS.')).toBe(
      'We rely on <mark>key</mark> <mark>management</mark> by <mark>KMS</mark>.',
    );
    expect(await snippet('encryp', 'Encryption at rest.')).toBe('<mark>Encryption</mark> at rest.');
    expect(await snippet('2FA', 'We enforce multi-factor for staff; a second check is not a factor.')).toBe(
      'We enforce <mark>multi-factor</mark> for staff; a second check is not a factor.',
    );
    expect(await snippet('TLS 1.2', 'All connections use TLS 1.2 or higher.')).toBe(
      'All connections use <mark>TLS</mark> <mark>1.2</mark> or higher.',
    );
  });

  it('marks words of every script, and leaves emoji and markup as they are', async () => {
    expect(await snippet('данные', 'Какие данные вы храните? 🔒')).toBe(
      'Какие <mark>данные</mark> вы храните? 🔒',
    );
    expect(await snippet('التشفير', 'نعم، التشفير مفعل دائما.')).toBe(
      'نعم، <mark>التشفير</mark> مفعل دائما.',
    );
    expect(await snippet('加密', '加密 数据')).toBe('<mark>加密</mark> 数据');
    expect(await snippet('encryption', 'Is <b>encryption</b> on?')).toBe(
      'Is <b><mark>encryption</mark></b> on?',
    );
  });

  it('marks a question whole for its title, or leaves it as written when nothing matches', async () => {
    const question = 'Do you support multi-factor authentication?';
    expect(await marked('MFA', question)).toBe('Do you support <mark>multi-factor</mark> authentication?');
    expect(await marked('backups', question)).toBe(question);
    expect(await marked('backups', '')).toBe('');
    expect(await snippet('backups', '  ')).toBe('');
  });
});
