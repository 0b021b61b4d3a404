import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditSentence,
  type ActivityResponse,
  type AnalyticsDashboard,
  KB_LIMITS,
  SEARCH_MESSAGES,
  type AnswerResponse,
  type AskedQuestions,
  type KbQueryInput,
  type KbQueryResponse,
  type KbSimilar,
  type PortalView,
  type StaffKbList,
} from '@trust/shared';
import type { KbSpec } from '../src/db/seed/spec.js';
import { searchQueries } from '../src/db/schema/index.js';
import { acmeKnowledgeBase } from '../src/db/seed/acme-knowledge-base.js';
import { queryRows } from '../src/db/rows.js';
import { similarPairs } from '../src/modules/search/near-duplicates.js';
import { KbConflicts } from '../src/modules/search/kb-conflicts.js';
import { CAIQ_QUESTIONS, SIG_LITE_QUESTIONS } from '../src/db/seed/questionnaire-questions.js';
import { logLocalSearch, memberCookie, ORIGIN, orgWithAdmin, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** 25 public entries, 3 private, 2 internal; one private entry belongs to the second product only. */
function entries(): KbSpec[] {
  return [
    ...Array.from({ length: 25 }, (_, i) => ({
      question: `Public question number ${i + 1} about backups?`,
      answer: `Backups run every ${i + 1} hours.`,
      favorite: i === 7,
      sourceType: i % 5 === 0 ? ('questionnaire' as const) : ('manual' as const),
    })),
    { question: 'Private question on pentests?', answer: 'Shared under NDA.', access: 'private' as const },
    { question: 'Private question on audits?', answer: 'Annual.', access: 'private' as const },
    {
      question: 'Second product private question?',
      answer: 'Only there.',
      access: 'private' as const,
      products: ['second'],
    },
    { question: 'Internal note one?', answer: 'Staff only.', access: 'internal' as const },
    { question: 'Internal note two?', answer: 'Staff only too.', access: 'internal' as const },
  ];
}

async function kbQuery(slug: string, body: KbQueryInput, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/share/${slug}/kb/query`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KbQueryResponse>();
}

describe('the visitors’ knowledge-base query', () => {
  it('pages by ten with facets, favourites first, and only what the viewer may see', async () => {
    const { org, spec } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const productId = org.products[0]!.id;
    const first = await kbQuery(org.slug, { productId });
    expect(first).toMatchObject({ nbHits: 25, nbPages: 3, page: 0, hitsPerPage: KB_LIMITS.pageSize });
    expect(first.hits).toHaveLength(10);
    expect(first.hits[0]!.content).toBe('Public question number 8 about backups?');
    expect(first.facets.access_level).toEqual({ public: 25 });
    expect(first.facets.source_type).toEqual({ manual: 20, questionnaire: 5 });
    const last = await kbQuery(org.slug, { productId, page: 2 });
    expect(last.hits).toHaveLength(5);

    const member = await memberCookie(t, org, spec.accounts![0]!.members[0]!.email);
    const asMember = await kbQuery(org.slug, { productId }, member);
    expect(asMember.nbHits).toBe(27);
    expect(asMember.facets.access_level).toEqual({ public: 25, private: 2 });
    const privateOnly = await kbQuery(org.slug, { productId, filters: { access: ['private'] } }, member);
    expect(privateOnly.hits.map((h) => h.content).sort()).toEqual([
      'Private question on audits?',
      'Private question on pentests?',
    ]);
    const second = await kbQuery(org.slug, { productId: org.products[1]!.id, query: 'second' }, member);
    expect(second.hits.map((h) => h.content)).toEqual(['Second product private question?']);
  });

  it('searches as you type with highlights, filters by time, and serves a deep link to one entry', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const productId = org.products[0]!.id;
    const typed = await kbQuery(org.slug, { productId, query: 'backu' });
    expect(typed.nbHits).toBe(25);
    expect(typed.hits[0]!._highlightResult?.content).toContain('<mark>backups</mark>');
    const none = await kbQuery(org.slug, { productId, query: 'kangaroo' });
    expect(none).toMatchObject({ nbHits: 0, hits: [] });
    // No entry holds every word: those holding some, under the same rights (the private entry on
    // pentests stays hidden from a visitor), the entry holding most words first.
    const some = await kbQuery(org.slug, { productId, query: 'данные pentests backups number 7' });
    expect(some.nbHits).toBe(25);
    expect(some.hits[0]!.content).toBe('Public question number 7 about backups?');
    expect(some.hits[0]!._highlightResult?.content).toBe(
      'Public question <mark>number</mark> <mark>7</mark> about <mark>backups</mark>?',
    );
    expect(some.hits.map((h) => h.content)).not.toContain('Private question on pentests?');
    expect((await kbQuery(org.slug, { productId, query: 'kangaroo wombat' })).nbHits).toBe(0);
    // Seeded entries are three weeks old and older: none in the last week, all in the last year.
    expect((await kbQuery(org.slug, { productId, filters: { time: '7d' } })).nbHits).toBe(0);
    expect((await kbQuery(org.slug, { productId, filters: { time: '1y' } })).nbHits).toBe(25);
    const one = (await kbQuery(org.slug, { productId })).hits[3]!;
    const linked = await kbQuery(org.slug, { productId, objectID: one.objectID });
    expect(linked.hits.map((h) => h.objectID)).toEqual([one.objectID]);

    // A finished phrase is not a prefix: 'penetration test' does not list every entry with 'test'.
    await call('POST', '/api/kb/entries', { question: 'Do you test restores?', answer: 'Quarterly.' });
    await call('POST', '/api/kb/entries', { question: 'How often do you run pentests?', answer: 'Yearly.' });
    for (const query of ['penetration test', 'pen test', 'pentest'])
      expect(
        (await kbQuery(org.slug, { productId, query })).hits.map((h) => h.content),
        query,
      ).toEqual(['How often do you run pentests?']);
  });

  it('never lists internal or private entries to visitors, even by deep link', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const productId = org.products[0]!.id;
    const list = (await call('GET', '/api/kb/entries?pageSize=100')).json<StaffKbList>();
    for (const entry of list.entries.filter((e) => e.accessLevel !== 'public')) {
      const linked = await kbQuery(org.slug, { productId, objectID: entry.id });
      expect(linked.hits).toEqual([]);
    }
    // The card's first entries and count follow the same rights: members read private entries too.
    const view = async (cookie?: string) =>
      (
        await t.app.inject({
          url: `/api/share/${org.slug}/view?productId=${productId}`,
          headers: cookie ? { cookie } : {},
        })
      ).json<PortalView>();
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    expect((await view()).knowledgeBaseTotal).toBe(25);
    expect((await view(member)).knowledgeBaseTotal).toBe(27);
    expect(JSON.stringify((await view()).knowledgeBase)).not.toContain('Private question');
  });

  it("answers 404 for another organisation's product", async () => {
    const { org } = await orgWithAdmin(t);
    const { org: other } = await orgWithAdmin(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/kb/query`,
      headers: ORIGIN,
      payload: { productId: other.products[0]!.id },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('staff curating the knowledge base', () => {
  it('creates, edits and deletes entries, which the portal shows at once', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: [] });
    const productId = org.products[0]!.id;
    const created = await call('POST', '/api/kb/entries', {
      question: 'Is there a bug bounty? 🐞',
      answer: 'Yes — مرحبا, 你好, привет.',
      accessLevel: 'public',
      favorite: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await kbQuery(org.slug, { productId })).hits[0]).toMatchObject({
      content: 'Is there a bug bounty? 🐞',
      favorite_public: true,
    });
    const edited = await call('PUT', `/api/kb/entries/${id}`, {
      question: 'Is there a bug bounty? 🐞',
      answer: 'Yes.',
      accessLevel: 'internal',
    });
    expect(edited.statusCode).toBe(204);
    expect((await kbQuery(org.slug, { productId })).nbHits).toBe(0);
    expect((await call('DELETE', `/api/kb/entries/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/kb/entries/${id}`)).statusCode).toBe(404);
    // The activity log names each entry.
    const activity = (await call('GET', '/api/activity?kind=content')).json() as ActivityResponse;
    expect(activity.events.map((e) => auditSentence(e, (d) => d))).toEqual([
      'Ada Admin deleted the knowledge-base entry “Is there a bug bounty? 🐞”',
      'Ada Admin edited the knowledge-base entry “Is there a bug bounty? 🐞”',
      'Ada Admin added the knowledge-base entry “Is there a bug bounty? 🐞”',
    ]);
  });

  it('gives chosen entries one access level or deletes them, all or none, in one activity event', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const other = await orgWithAdmin(t, { knowledgeBase: entries() });
    const productId = org.products[0]!.id;
    const list = async (caller = call) =>
      (await caller('GET', '/api/kb/entries?pageSize=100')).json<StaffKbList>().entries;
    const publicOnes = (await list()).filter((e) => e.accessLevel === 'public');
    const chosen = publicOnes.slice(0, 3).map((e) => e.id);
    const bulk = (body: object, caller = call) => caller('POST', '/api/kb/entries/bulk', body);

    const made = await bulk({
      ids: [...chosen, chosen[0]],
      change: { kind: 'access', accessLevel: 'private' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ changed: 3 });
    const levelOf = new Map((await list()).map((e) => [e.id, e.accessLevel]));
    expect(chosen.map((id) => levelOf.get(id))).toEqual(['private', 'private', 'private']);
    // Visitors see three public entries fewer at once.
    expect((await kbQuery(org.slug, { productId })).nbHits).toBe(22);

    // One id of another organisation's (or one gone): nothing changes, and the answer is 404.
    const theirs = (await list(other.call))[0]!.id;
    const mixed = await bulk({ ids: [chosen[0], theirs], change: { kind: 'delete' } });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error).toBeDefined();
    expect(await list()).toHaveLength(30);
    expect(await list(other.call)).toHaveLength(30);
    expect((await bulk({ ids: [theirs], change: { kind: 'delete' } })).statusCode).toBe(404);

    expect((await bulk({ ids: chosen, change: { kind: 'delete' } })).json()).toEqual({ changed: 3 });
    expect(await list()).toHaveLength(27);

    const empty = await bulk({ ids: [], change: { kind: 'delete' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ ids: 'Choose at least one entry' });
    expect((await bulk({ ids: chosen, change: { kind: 'access', accessLevel: 'secret' } })).statusCode).toBe(
      400,
    );
    const many = Array.from({ length: 501 }, () => chosen[0]);
    expect((await bulk({ ids: many, change: { kind: 'delete' } })).json().error.fields).toMatchObject({
      ids: 'At most 500 entries at once',
    });
    const activity = (await call('GET', '/api/activity?kind=content')).json() as ActivityResponse;
    expect(activity.events.slice(0, 2).map((e) => auditSentence(e, (d) => d))).toEqual([
      'Ada Admin deleted 3 knowledge-base entries',
      'Ada Admin made 3 knowledge-base entries Private',
    ]);
  });

  it('validates entries in the shared words and refuses another organisation’s ids', async () => {
    const { call } = await orgWithAdmin(t);
    const { org: other, call: otherCall } = await orgWithAdmin(t);
    const bad = await call('POST', '/api/kb/entries', { question: ' ', answer: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ question: 'Enter the question' });
    const foreignProduct = await call('POST', '/api/kb/entries', {
      question: 'Q?',
      answer: 'A.',
      productIds: [other.products[0]!.id],
    });
    expect(foreignProduct.statusCode).toBe(404);
    const theirs = (await otherCall('GET', '/api/kb/entries')).json<StaffKbList>().entries[0]!;
    expect(
      (await call('PUT', `/api/kb/entries/${theirs.id}`, { question: 'Q?', answer: 'A.' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/kb/entries/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/kb/entries', headers: ORIGIN })).statusCode).toBe(
      401,
    );
  });

  it("searches entries as visitors' search reads them: synonyms, typos, best match first, words marked", async () => {
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: [
        { question: 'Do you support multi-factor authentication?', answer: 'Yes, TOTP and WebAuthn.' },
        { question: 'How often do you run penetration tests?', answer: 'Yearly, by an outside firm.' },
        { question: 'Are you ISO 27001 certified?', answer: 'Yes, since 2021.' },
        { question: 'Which orchestrator runs your services?', answer: 'Kubernetes on AWS.' },
        { question: 'Are backups encrypted?', answer: 'Yes, with AES-256.', access: 'internal' },
        // Newer than the entry above: without ranking it would be listed first.
        { question: 'How do you protect data?', answer: 'Encryption, and backups kept offsite.' },
      ],
    });
    const other = await orgWithAdmin(t);
    // Typos are read with the words of the organisation's term index.
    await t.app.termIndexes!.built(org.id);
    await t.app.termIndexes!.built(other.org.id);
    const search = async (q: string, caller = call) => {
      const response = await caller('GET', `/api/kb/entries?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<StaffKbList>();
    };
    const questions = (list: StaffKbList) => list.entries.map((e) => e.question);

    const mfa = await search('MFA');
    expect(questions(mfa)).toEqual(['Do you support multi-factor authentication?']);
    expect(mfa.readAs).toBeNull();
    expect(mfa.entries[0]!.highlight?.question).toBe(
      'Do you support <mark>multi-factor</mark> authentication?',
    );

    const typo = await search('pentset');
    expect(typo.readAs).toBe('pentest');
    expect(questions(typo)).toEqual(['How often do you run penetration tests?']);
    // A word only some entry holds, of any access level, is one staff may be corrected to.
    expect((await search('kubrenetes')).readAs).toBe('kubernetes');
    expect(questions(await search('kubrenetes'))).toEqual(['Which orchestrator runs your services?']);

    // Best match first: the question that holds the word before an answer that does.
    expect(questions(await search('backups'))).toEqual([
      'Are backups encrypted?',
      'How do you protect data?',
    ]);
    // Text as typed still finds a question holding it.
    expect(questions(await search('27001'))).toEqual(['Are you ISO 27001 certified?']);
    expect((await search('zebra crossing')).entries).toEqual([]);
    // Stop words, operators and stray quotes are searched, not refused.
    for (const odd of ['the', '"', '-', 'a & !b', '(((', 'soc 2 "type', '多要素認証 🔐'])
      expect((await search(odd)).total, odd).toBeGreaterThanOrEqual(0);
    expect((await call('GET', `/api/kb/entries?q=${'x'.repeat(513)}`)).statusCode).toBe(400);

    // Another organisation's staff find none of these entries, nor are corrected to their words.
    const theirs = await search('kubrenetes', other.call);
    expect(theirs).toMatchObject({ entries: [], total: 0, readAs: null });
  });

  it('shows the entries that may already answer a question being written', async () => {
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: [
        { question: 'Are you ISO 27001 certified?', answer: 'Yes, since 2021.' },
        { question: 'Do you support multi-factor authentication?', answer: 'Yes, TOTP and WebAuthn.' },
        { question: 'Is MFA enforced for employees?', answer: 'Yes, hardware keys.', access: 'internal' },
        { question: 'Do you encrypt backups?', answer: 'Yes, AES-256.' },
      ],
    });
    const other = await orgWithAdmin(t);
    await t.app.termIndexes!.built(org.id);
    const similar = async (question: string, except?: string, caller = call) => {
      const params = new URLSearchParams({ question, ...(except ? { except } : {}) });
      const response = await caller('GET', `/api/kb/similar?${params}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<KbSimilar>().entries;
    };

    // In other words, synonyms and typos read as search reads them; every access level, as staff see them.
    const twoFactor = await similar('Can customers turn on 2FA for their workspace?');
    expect(twoFactor.map((e) => [e.question, e.accessLevel])).toEqual([
      ['Do you support multi-factor authentication?', 'public'],
    ]);
    expect((await similar('Must all staff use 2FA?')).map((e) => [e.question, e.accessLevel])).toEqual([
      ['Is MFA enforced for employees?', 'internal'],
      ['Do you support multi-factor authentication?', 'public'],
    ]);
    expect(twoFactor[0]!.highlightedQuestion).toBe(
      'Do you support <mark>multi-factor</mark> authentication?',
    );
    expect((await similar('Are you TISAX certifeid?')).map((e) => e.question)).toEqual([
      'Are you ISO 27001 certified?',
    ]);
    // One idea in common of several is no similar question.
    expect(await similar('Do you support SAML single sign-on for customers?')).toEqual([]);
    // Editing an entry, it is not similar to itself.
    const mfa = twoFactor[0]!;
    expect((await similar(mfa.question, mfa.id)).map((e) => e.id)).not.toContain(mfa.id);
    expect(await similar('the and of')).toEqual([]);
    // Another organisation's staff see none of these entries.
    expect(await similar('Do you support multi-factor authentication?', undefined, other.call)).toEqual([]);
    expect((await call('GET', '/api/kb/similar?question=')).statusCode).toBe(400);
    expect((await call('GET', `/api/kb/similar?question=x&except=nope`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/kb/similar?question=x', headers: ORIGIN })).statusCode).toBe(401);
  });

  it('imports all rows or none, and flags near-duplicate questions with different answers', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: [] });
    const bad = await call('POST', '/api/kb/import', {
      rows: [
        { question: 'Do you encrypt backups?', answer: 'Yes.' },
        { question: '', answer: 'Orphan answer' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/kb/entries')).json<StaffKbList>().total).toBe(0);
    const good = await call('POST', '/api/kb/import', {
      rows: [
        { question: 'Do you encrypt backups?', answer: 'Yes, with AES-256.' },
        { question: 'Do you encrypt your backups?', answer: 'No.' },
        { question: 'Where are you hosted?', answer: 'AWS.', accessLevel: 'private', comment: 'eu-west-1' },
        // As alike as the two above, but about different reports: not the same question.
        { question: 'Do you have a SOC 2 report?', answer: 'Yes, under NDA.' },
        { question: 'Do you have a SOC 3 report?', answer: 'Yes, it is public.' },
      ],
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ created: 5 });
    const list = (await call('GET', '/api/kb/entries')).json<StaffKbList>();
    expect(list.total).toBe(5);
    expect(list.flaggedTotal).toBe(2);
    const flagged = (await call('GET', '/api/kb/entries?flagged=true')).json<StaffKbList>();
    expect(flagged.entries.map((e) => e.question).sort()).toEqual([
      'Do you encrypt backups?',
      'Do you encrypt your backups?',
    ]);
    expect(flagged.entries[0]!.conflictsWith).toHaveLength(1);

    // Each product's own answer to one question is no conflict: no visitor reads both.
    const [main, second] = org.products;
    const add = async (question: string, answer: string, productIds: string[]) =>
      expect((await call('POST', '/api/kb/entries', { question, answer, productIds })).statusCode).toBe(201);
    const flaggedTotal = async () => (await call('GET', '/api/kb/entries')).json<StaffKbList>().flaggedTotal;
    await add('Is the product HIPAA eligible?', 'Yes, under a BAA.', [main!.id]);
    await add('Is the product HIPAA eligible?', 'No.', [second!.id]);
    expect(await flaggedTotal()).toBe(2);
    // An entry for every product meets both.
    await add('Is this product HIPAA eligible?', 'Ask us.', []);
    expect(await flaggedTotal()).toBe(5);
  });

  it('finds exactly the near-duplicate questions pg_trgm finds, without a self-join', async () => {
    // Questions worded many ways: the demo's, two questionnaires', and variants of each.
    const questions = [
      ...acmeKnowledgeBase.map((e) => e.question),
      ...[...SIG_LITE_QUESTIONS, ...CAIQ_QUESTIONS].map(([asked]) => asked),
    ];
    const texts = questions.flatMap((q) => [q, q.replace(/\?$/, ' for the EU region?'), q.toUpperCase()]);
    const rows = await queryRows<{ i: number; j: number }>(
      t.app.ctx.db,
      sql`with q as (select * from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as q(text, i))
        select a.i::int - 1 as i, b.i::int - 1 as j from q a join q b on a.i < b.i
        where similarity(a.text, b.text) >= 0.6 order by 1, 2`,
    );
    const expected = rows.map(({ i, j }) => [i, j]);
    expect(expected.length).toBeGreaterThan(texts.length / 3);
    expect((await similarPairs(texts, 0.6)).sort(([a, b], [c, d]) => a - c || b - d)).toEqual(expected);
    // Words of any script are words (an emoji is none): each question meets its near-duplicate.
    expect(
      await similarPairs(['Вы шифруете резервные копии?', 'Вы шифруете ваши резервные копии?', 'Нет'], 0.6),
    ).toEqual([[0, 1]]);
    expect(await similarPairs(['数据是否加密存储', '数据是否加密存储？', '🔒🔒'], 0.6)).toEqual([[0, 1]]);
    expect(
      await similarPairs(['Is there a bug bounty? 🐞', 'Nothing alike', 'Is there a bug bounty?'], 0.6),
    ).toEqual([[0, 2]]);
  });

  it('keeps the review flags exact as entries change, comparing only what changed', async () => {
    // Questionnaire questions, each also asked for the EU region with another answer: conflicts.
    const asked = [...SIG_LITE_QUESTIONS, ...CAIQ_QUESTIONS].slice(0, 150).map(([question]) => question);
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: asked.flatMap((question, i) => [
        { question, answer: `Answer ${i}.` },
        {
          question: question.replace(/\?$/, ' for the EU region?'),
          answer: i % 3 ? `Answer ${i}.` : 'Other.',
        },
      ]),
    });
    const scope = { orgId: org.id };
    const listed = async () => {
      const flagged = (await call('GET', '/api/kb/entries?flagged=true&pageSize=100')).json<StaffKbList>();
      expect(flagged.reviewPending).toBe(false);
      return flagged;
    };
    const expectExact = async () => {
      const { entries, flaggedTotal } = await listed();
      // A new instance knows nothing before: it compares every entry with every other.
      const { conflicts } = await new KbConflicts(t.app.ctx).of(scope);
      expect(flaggedTotal).toBe(new Set(conflicts.map((c) => c.id)).size);
      for (const entry of entries)
        expect(entry.conflictsWith.map((c) => c.id).sort()).toEqual(
          conflicts
            .filter((c) => c.id === entry.id)
            .map((c) => c.otherId)
            .sort(),
        );
      return flaggedTotal;
    };
    const before = await expectExact();
    expect(before).toBeGreaterThan(50);
    const { entries } = (await call('GET', '/api/kb/entries?pageSize=100')).json<StaffKbList>();
    const [first, second, third] = (await listed()).entries;
    const unflagged = entries.find((e) => e.conflictsWith.length === 0)!;
    const edit = (entry: StaffKbList['entries'][number], change: object) =>
      call('PUT', `/api/kb/entries/${entry.id}`, {
        question: entry.question,
        answer: entry.answer,
        accessLevel: entry.accessLevel,
        productIds: entry.productIds,
        ...change,
      });
    // Reworded away from its near-duplicate, and another reworded to be one.
    // (Its numbers kept: questions about different numbers are no conflict anyway.)
    const numbers = first!.question.match(/[0-9]+/g)?.join(' ') ?? '';
    const away = await edit(first!, { question: `Something nobody else asks about ${numbers}` });
    expect(away.statusCode).toBe(204);
    await expectExact();
    expect((await edit(unflagged, { question: `${second!.question} (reworded)` })).statusCode).toBe(204);
    await expectExact();
    // Answered as its near-duplicate is; deleted.
    const other = third!.conflictsWith[0]!;
    const answer = entries.find((e) => e.id === other.id)?.answer ?? 'Answer 0.';
    expect((await edit(third!, { answer })).statusCode).toBe(204);
    await expectExact();
    expect((await call('DELETE', `/api/kb/entries/${second!.id}`)).statusCode).toBe(204);
    await expectExact();
    // Two near-duplicates added at once, compared with each other too.
    const imported = await call('POST', '/api/kb/import', {
      rows: [
        { question: 'Is our workspace data mirrored to a second region?', answer: 'Yes.' },
        { question: 'Is our workspace data mirrored to another region?', answer: 'No.' },
      ],
    });
    expect(imported.statusCode).toBe(201);
    const flaggedNow = await expectExact();
    expect(flaggedNow).toBeGreaterThan(0);
  });

  it('shows the last flags while a long check goes on, and says the list is worth asking for again', async () => {
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: [
        { question: 'Do you encrypt backups?', answer: 'Yes.' },
        { question: 'Do you encrypt your backups?', answer: 'No.' },
      ],
    });
    const scope = { orgId: org.id };
    // Waiting no time at all: every check is still under way when the list asks.
    const impatient = new KbConflicts(t.app.ctx, 0);
    expect(await impatient.of(scope)).toEqual({ conflicts: [], pending: true });
    await expect.poll(async () => (await impatient.of(scope)).pending).toBe(false);
    expect((await impatient.of(scope)).conflicts).toHaveLength(2);
    expect(
      (await call('POST', '/api/kb/entries', { question: 'Where are you hosted?', answer: 'AWS.' }))
        .statusCode,
    ).toBe(201);
    // The entries changed: the last flags meanwhile, then the new ones.
    expect(await impatient.of(scope)).toMatchObject({ pending: true, conflicts: { length: 2 } });
    await expect.poll(async () => (await impatient.of(scope)).pending).toBe(false);
  });

  it("remembers visitors' searches in the browser's index, and leaves partial matches open", async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const other = await orgWithAdmin(t);
    const productId = org.products[0]!.id;
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const log = (body: object, cookie?: string, slug = org.slug) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/${slug}/search/log`,
        headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: body,
      });
    const query = (term: string, product = productId) => ({ term, filters: { products: [product] } });
    expect((await log({ query: query('FedRAMP authorisation'), resultCount: 0 })).statusCode).toBe(204);
    expect((await log({ query: query('Резервные копии'), resultCount: 3 })).statusCode).toBe(204);
    // Matches of some words only, shown in the browser: the question stays open.
    const partly = { query: query('quantum key distribution'), resultCount: 1, answered: false };
    expect((await log(partly)).statusCode).toBe(204);
    expect((await log({ query: query('x'), resultCount: 0, answered: 'yes' })).statusCode).toBe(400);
    // Members search on the server, which logs by itself: a log call of theirs adds nothing.
    expect((await log({ query: query('member typed'), resultCount: 1 }, member)).statusCode).toBe(204);
    expect((await log({ query: query('x'), resultCount: -1 })).statusCode).toBe(400);
    expect((await log({ query: { term: 'x', filters: {} }, resultCount: 0 })).statusCode).toBe(400);
    const foreign = await log({ query: query('theirs', other.org.products[0]!.id), resultCount: 0 });
    expect(foreign.statusCode).toBe(404);
    // A server search that only matched some of the words is shown, but the question stays open.
    await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/search`,
      headers: { ...ORIGIN, cookie: member },
      payload: { query: query('backups on the moon') },
    });
    const asked = (await call('GET', '/api/kb/questions')).json() as AskedQuestions;
    const byTerm = new Map(asked.questions.map((q) => [q.term, q]));
    expect(byTerm.get('FedRAMP authorisation')).toMatchObject({ viewerKind: 'visitor', answered: false });
    expect(byTerm.get('Резервные копии')).toMatchObject({ answered: true, resultCount: 3 });
    expect(byTerm.get('quantum key distribution')).toMatchObject({ answered: false, resultCount: 1 });
    expect(byTerm.get('backups on the moon')).toMatchObject({ viewerKind: 'member', answered: false });
    expect(byTerm.get('backups on the moon')!.resultCount).toBeGreaterThan(0);
    expect(byTerm.has('member typed')).toBe(false);
    expect(byTerm.has('theirs')).toBe(false);
    expect(asked.questions.at(-1)!.answered).toBe(true);
  });

  it('lists the questions visitors asked, unanswered first, and turns one into an entry', async () => {
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: [],
      features: { trustCenterAi: true },
      customization: { supportMailbox: 'support@example.com', trustCenterAi: { enabled: true } },
    });
    const productId = org.products[0]!.id;
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const ask = (term: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/search/answer`,
        headers: { ...ORIGIN, cookie: member },
        payload: { query: { term, filters: { product: productId } } },
      });
    await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/search`,
      headers: ORIGIN,
      payload: { query: { term: 'SOC 2', filters: { products: [productId] } } },
    });
    expect((await ask('Do you have a bug bounty programme?')).json().data.result.answer).toBeNull();
    const asked = (await call('GET', '/api/kb/questions')).json();
    expect(asked.unanswered).toBeGreaterThanOrEqual(1);
    const question = asked.questions[0];
    expect(question).toMatchObject({
      term: 'Do you have a bug bounty programme?',
      mode: 'ai',
      viewerKind: 'member',
      answered: false,
    });
    const entry = await call('POST', `/api/kb/questions/${question.id}/entry`, {
      question: question.term,
      answer: 'Yes, on HackerOne; reports to security@example.com.',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const after = (await call('GET', '/api/kb/questions')).json();
    expect(after.questions.find((q: { id: string }) => q.id === question.id).kbEntryId).toBe(entry.json().id);
    // The gap is closed: neither 'Questions asked' nor analytics count it among the questions to answer.
    expect(after.unanswered).toBe(asked.unanswered - 1);
    const grouped = (await call('GET', '/api/kb/questions?grouped=true')).json<AskedQuestions>();
    expect(grouped.unanswered).toBe(asked.unanswered - 1);
    const gaps = (await call('GET', '/api/analytics')).json<AnalyticsDashboard>().gaps;
    expect(gaps.map((g) => g.term)).not.toContain(question.term);
    const answered = (await ask('Do you have a bug bounty programme?')).json().data.result;
    expect(answered.answer).toBe('Yes, on HackerOne; reports to security@example.com.');
  });

  it("lets the asker rate Ask AI's answer, and puts answers marked not helpful with the gaps", async () => {
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: [
        { question: 'Can customers restrict access by IP address?', answer: 'Yes, to allowed IP ranges.' },
        { question: 'Do you support SSO?', answer: 'Да, SAML 2.0 и OIDC. 🔐' },
      ],
      features: { trustCenterAi: true },
      customization: { supportMailbox: 'support@example.com', trustCenterAi: { enabled: true } },
    });
    const other = await orgWithAdmin(t, {
      features: { trustCenterAi: true },
      customization: { supportMailbox: 'support@example.com', trustCenterAi: { enabled: true } },
    });
    const productId = org.products[0]!.id;
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const colleague = await memberCookie(t, org, `member@other-${org.slug}.example`);
    const outsider = await memberCookie(t, other.org, `member@customer-${other.org.slug}.example`);
    const ask = async (term: string, cookie = member) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/search/answer`,
        headers: { ...ORIGIN, cookie },
        payload: { query: { term, filters: { product: productId } } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AnswerResponse>().data.result;
    };
    const rate = (askingId: string, helpful: unknown, cookie?: string, slug = org.slug) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/${slug}/search/answer/feedback`,
        headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: { askingId, helpful },
      });

    const wrong = await ask('Can we restrict IP addresses?');
    expect(wrong.answer).toBe('Yes, to allowed IP ranges.');
    const sso = await ask('Do you support single sign-on?');
    expect(sso.answer).toContain('SAML');
    // Only the session that asked may rate its answer: not a colleague, another organisation's
    // member, a visitor signed out, nor the same asking through another organisation's address.
    for (const [cookie, slug] of [
      [colleague, org.slug],
      [outsider, org.slug],
      [undefined, org.slug],
      [member, other.org.slug],
    ] as const) {
      const refused = await rate(wrong.askingId, false, cookie, slug);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: { message: SEARCH_MESSAGES.feedbackGone } });
    }
    expect((await rate(wrong.askingId, 'no', member)).statusCode).toBe(400);
    expect((await rate('not-an-id', false, member)).statusCode).toBe(400);
    expect((await rate(wrong.askingId, false, member)).statusCode).toBe(204);
    expect((await rate(sso.askingId, true, member)).statusCode).toBe(204);

    // Staff see the rating: the answer marked not helpful comes first, with the gaps.
    const asked = (await call('GET', '/api/kb/questions?grouped=true')).json<AskedQuestions>();
    expect(asked).toMatchObject({ unanswered: 0, markedUnhelpful: 1 });
    expect(asked.questions.map((q) => [q.term, q.markedHelpful, q.markedUnhelpful, q.latestHelpful])).toEqual(
      [
        ['Can we restrict IP addresses?', 0, 1, false],
        ['Do you support single sign-on?', 1, 0, true],
      ],
    );
    // Its source opens for editing by its id: the entry the wrong answer quoted; not through
    // another organisation, and an id that is not one is refused.
    const quoted = asked.questions[0]!.sources[0]!;
    expect(quoted).toMatchObject({
      type: 'KnowledgeBase',
      title: 'Can customers restrict access by IP address?',
    });
    const one = (await call('GET', `/api/kb/entries?id=${quoted.id}`)).json<StaffKbList>();
    expect(one.entries.map((e) => [e.id, e.answer])).toEqual([[quoted.id, 'Yes, to allowed IP ranges.']]);
    expect((await other.call('GET', `/api/kb/entries?id=${quoted.id}`)).json<StaffKbList>()).toMatchObject({
      entries: [],
      total: 0,
    });
    expect(
      (await call('GET', `/api/kb/entries?id=${quoted.id}&flagged=true`)).json<StaffKbList>().total,
    ).toBe(0);
    const badId = await call('GET', '/api/kb/entries?id=not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ error: { code: expect.any(String) } });
    // Analytics lists it with the questions to answer; the helpful one is only a top search.
    const dashboard = (await call('GET', '/api/analytics')).json<AnalyticsDashboard>();
    expect(dashboard.gaps).toEqual([
      { term: 'Can we restrict IP addresses?', count: 1, answered: true, markedUnhelpful: true },
    ]);
    expect(dashboard.topSearches.map((s) => s.term)).toContain('Do you support single sign-on?');
    // A later asker who finds the same answer helpful takes the question out of the gaps; the
    // marks stay counted.
    const again = await ask('can we restrict ip addresses', colleague);
    expect((await rate(again.askingId, true, colleague)).statusCode).toBe(204);
    const later = (await call('GET', '/api/kb/questions?grouped=true')).json<AskedQuestions>();
    expect(later.markedUnhelpful).toBe(0);
    expect((await call('GET', '/api/analytics')).json<AnalyticsDashboard>().gaps).toEqual([]);
    expect(later.questions.find((q) => q.term === 'can we restrict ip addresses')).toMatchObject({
      timesAsked: 2,
      markedHelpful: 1,
      markedUnhelpful: 1,
      latestHelpful: true,
    });
    // Every asking on its own: each with its own rating.
    const each = (await call('GET', '/api/kb/questions')).json<AskedQuestions>();
    expect(each.markedUnhelpful).toBe(1);
    expect(each.questions[0]).toMatchObject({ term: 'Can we restrict IP addresses?', latestHelpful: false });
    // Another organisation's staff see none of it.
    const theirs = (await other.call('GET', '/api/kb/questions')).json<AskedQuestions>();
    expect(theirs.questions).toEqual([]);

    // Marked not helpful again, then corrected from the question: the entry is saved and the
    // question links to it, out of the gaps.
    const third = await ask('Can we restrict IP addresses?');
    expect((await rate(third.askingId, false, member)).statusCode).toBe(204);
    const gap = (await call('GET', '/api/kb/questions?grouped=true')).json<AskedQuestions>();
    expect(gap.markedUnhelpful).toBe(1);
    const question = gap.questions[0]!;
    const corrected = {
      question: 'Can customers restrict access by IP address?',
      answer: 'Yes, to allowed IP ranges. Webhooks are sent from 203.0.113.0/28 — список на странице.',
    };
    const correct = (questionId: string, entryId: string, caller = call) =>
      caller('PUT', `/api/kb/questions/${questionId}/entry`, { entryId, entry: corrected });
    // Not another organisation's question, nor its entry; a body without an entry is refused.
    const theirEntry = await other.call('POST', '/api/kb/entries', corrected);
    expect(theirEntry.statusCode).toBe(201);
    expect((await correct(question.id, quoted.id, other.call)).statusCode).toBe(404);
    expect((await correct(question.id, theirEntry.json().id)).statusCode).toBe(404);
    const incomplete = await call('PUT', `/api/kb/questions/${question.id}/entry`, { entryId: quoted.id });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ error: { code: expect.any(String) } });
    expect((await correct(question.id, quoted.id)).statusCode).toBe(204);
    const closed = (await call('GET', '/api/kb/questions?grouped=true')).json<AskedQuestions>();
    expect(closed).toMatchObject({ unanswered: 0, markedUnhelpful: 0 });
    expect(closed.questions.find((q) => q.id === question.id)?.kbEntryId).toBe(quoted.id);
    expect((await call('GET', '/api/kb/questions')).json<AskedQuestions>().markedUnhelpful).toBe(0);
    const saved = (await call('GET', `/api/kb/entries?id=${quoted.id}`)).json<StaffKbList>();
    expect(saved.entries[0]?.answer).toBe(corrected.answer);
    expect((await ask('Can we restrict IP addresses?')).answer).toBe(corrected.answer);
  });

  it('groups the same question asked again into one row, with how often and by whom', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const other = await orgWithAdmin(t);
    const productId = org.products[0]!.id;
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const log = (term: string, resultCount: number) => logLocalSearch(t, org, term, resultCount);
    const search = (term: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/search`,
        headers: { ...ORIGIN, cookie: member },
        payload: { query: { term, filters: { products: [productId] } } },
      });
    for (const term of ['FedRAMP', 'fedramp', 'Fed-RAMP?', 'FedRAMP', '数据驻留']) await log(term, 0);
    await logLocalSearch(t, other.org, 'FedRAMP');
    await log('Резервные копии', 3);
    await search('FedRAMP');
    await search('Резервные копии');
    await log('Резервные копии', 4);
    const every = (await call('GET', '/api/kb/questions')).json() as AskedQuestions;
    expect(every.total).toBe(9);
    expect(every.questions.every((q) => q.timesAsked === 1 && q.askedBy.length === 1)).toBe(true);
    const grouped = await call('GET', '/api/kb/questions?grouped=true');
    expect(grouped.statusCode, grouped.body).toBe(200);
    const questions = (grouped.json() as AskedQuestions).questions;
    expect(grouped.json()).toMatchObject({ total: 3, unanswered: 2 });
    // Unanswered first, the most asked first among them; each row is its latest asking.
    expect(questions.map((q) => [q.term.toLowerCase(), q.timesAsked, q.answered])).toEqual([
      ['fedramp', 5, false],
      ['数据驻留', 1, false],
      ['резервные копии', 3, true],
    ]);
    expect(questions[0]!).toMatchObject({
      term: 'FedRAMP',
      viewerKind: 'member',
      askedBy: ['visitor', 'member'],
    });
    expect(questions[2]!).toMatchObject({
      viewerKind: 'visitor',
      resultCount: 4,
      askedBy: ['visitor', 'member'],
    });
    const paged = (
      await call('GET', '/api/kb/questions?grouped=true&page=1&pageSize=2')
    ).json() as AskedQuestions;
    expect(paged.questions.map((q) => q.term)).toEqual(['Резервные копии']);
    expect((await call('GET', '/api/kb/questions?grouped=maybe')).statusCode).toBe(400);
    // An entry written from the grouped row links every asking of the question.
    const entry = await call('POST', `/api/kb/questions/${questions[0]!.id}/entry`, {
      question: 'Are you FedRAMP authorised?',
      answer: 'Not yet; it is on the roadmap for 2027.',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const after = (await call('GET', '/api/kb/questions')).json() as AskedQuestions;
    // Its letters make the question: 'Fed-RAMP?' is linked too.
    const fedramp = after.questions.filter((q) => q.term.toLowerCase().replace(/[^a-z]/g, '') === 'fedramp');
    expect(fedramp).toHaveLength(5);
    expect(fedramp.map((q) => q.kbEntryId)).toEqual(fedramp.map(() => entry.json().id));
    const theirs = (await other.call('GET', '/api/kb/questions?grouped=true')).json() as AskedQuestions;
    expect(theirs.questions.map((q) => [q.term, q.timesAsked])).toEqual([['FedRAMP', 1]]);
  });

  it('groups a question however it is worded, shows its other wordings, and keys askings logged before keys', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const productId = org.products[0]!.id;
    const log = (term: string) => logLocalSearch(t, org, term);
    const wordings = ['Do you support MFA?', 'Is 2FA supported', 'multi-factor support?', 'SOC 2', 'soc2'];
    for (const term of [...wordings, 'SOC 3', 'soc3', 'Шифрование данных', 'шифрование ДАННЫХ'])
      await log(term);
    // An asking logged before questions had keys is keyed when 'Questions asked' is read.
    await t.database.db.insert(searchQueries).values({
      orgId: org.id,
      productId,
      term: 'Two-factor supported?',
      mode: 'search',
      viewerKind: 'visitor',
      answered: false,
      createdAt: new Date(Date.now() - 60_000),
    });
    const grouped = (await call('GET', '/api/kb/questions?grouped=true')).json() as AskedQuestions;
    expect(grouped.questions.map((q) => [q.term, q.timesAsked, q.otherWordings])).toEqual([
      ['multi-factor support?', 4, ['Is 2FA supported', 'Do you support MFA?', 'Two-factor supported?']],
      ['шифрование ДАННЫХ', 2, []],
      ['soc3', 2, ['SOC 3']],
      ['soc2', 2, ['SOC 2']],
    ]);
    const every = (await call('GET', '/api/kb/questions')).json() as AskedQuestions;
    expect(every.questions.every((q) => q.otherWordings.length === 0)).toBe(true);
    // Writing an entry from one wording links them all; dismissing one dismisses every wording.
    const mfa = grouped.questions[0]!;
    const entry = await call('POST', `/api/kb/questions/${mfa.id}/entry`, {
      question: 'Do you support multi-factor authentication?',
      answer: 'Yes, TOTP and WebAuthn, enforceable per workspace.',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const linked = (await call('GET', '/api/kb/questions')).json() as AskedQuestions;
    expect(linked.questions.filter((q) => q.kbEntryId === entry.json().id)).toHaveLength(4);
    const soc = grouped.questions.find((q) => q.term === 'soc2')!;
    expect((await call('PUT', `/api/kb/questions/${soc.id}/dismissed`, { dismissed: true })).statusCode).toBe(
      204,
    );
    const open = (await call('GET', '/api/kb/questions?grouped=true')).json() as AskedQuestions;
    expect(open.questions.map((q) => q.term)).not.toContain('soc2');
    expect(open.questions.map((q) => q.term)).toContain('soc3');
  });

  it('groups a misspelt question with the question spelt right, and shows it as typed', async () => {
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: [{ question: 'How often do you run penetration tests?', answer: 'Every year.' }],
    });
    // Typos are read with the words of the organisation's term index.
    await t.app.termIndexes!.built(org.id);
    for (const term of ['pentest', 'pentset', 'penetration test', 'data retension', 'data retention'])
      expect((await logLocalSearch(t, org, term, 0, '10.0.0.7')).statusCode).toBe(204);
    const grouped = (await call('GET', '/api/kb/questions?grouped=true')).json() as AskedQuestions;
    expect(grouped.questions.map((q) => [q.term, q.timesAsked, q.otherWordings])).toEqual([
      ['penetration test', 3, ['pentset', 'pentest']],
      ['data retention', 2, ['data retension']],
    ]);
  });

  it("exports 'Questions asked' as CSV in the page's words, by question or every asking, and only its own", async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const other = await orgWithAdmin(t);
    const terms = ['Храните ли вы пароли?', '数据加密', 'هل البيانات مشفرة؟', '🔐 SOC 2', '=HYPERLINK("x")'];
    // From an address of its own: the other tests' searches count against the route's rate limit.
    const from = '198.51.100.23';
    for (const term of terms) await logLocalSearch(t, org, term, 0, from);
    await logLocalSearch(t, org, 'soc 2 🔐', 0, from);
    const csv = async (query: string, caller = call) => {
      const response = await caller('GET', `/api/kb/questions.csv?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="questions-asked-/);
      const parsed = Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
      });
      expect(parsed.meta.fields?.[0]).toBe('Question');
      return parsed.data;
    };
    const grouped = await csv('grouped=true');
    expect(Object.keys(grouped[0]!)).toEqual([
      'Question',
      'Also asked as',
      'Mode',
      'Asked by',
      'Times asked',
      'Found',
      'Ratings',
      'Sources',
      'Last asked',
      'Knowledge base',
    ]);
    // The two wordings of one question are one row; a formula is written as text.
    expect(grouped).toHaveLength(terms.length);
    const soc = grouped.find((row) => row.Question === 'soc 2 🔐')!;
    expect(soc).toMatchObject({ 'Also asked as': '🔐 SOC 2', 'Times asked': '2', Found: 'No results' });
    expect(soc['Asked by']).toBe('Visitor');
    expect(grouped.map((row) => row.Question)).toContain('Храните ли вы пароли?');
    expect(grouped.map((row) => row.Question)).toContain(`'=HYPERLINK("x")`);
    const every = await csv('grouped=false');
    expect(every).toHaveLength(terms.length + 1);
    expect(Object.keys(every[0]!)).toContain('Asked');
    // Dismissed questions are exported from the Dismissed view only.
    const asked = (await call('GET', '/api/kb/questions?grouped=true')).json<AskedQuestions>();
    const arabic = asked.questions.find((q) => q.term === 'هل البيانات مشفرة؟')!;
    await call('PUT', `/api/kb/questions/${arabic.id}/dismissed`, { dismissed: true });
    expect((await csv('grouped=true')).map((row) => row.Question)).not.toContain(arabic.term);
    expect((await csv('grouped=true&dismissed=true')).map((row) => row.Question)).toEqual([arabic.term]);
    // Another organisation's export holds none of it; a bad query is refused.
    expect(await csv('grouped=true', other.call)).toEqual([]);
    expect((await call('GET', '/api/kb/questions.csv?grouped=maybe')).statusCode).toBe(400);
  });

  it('dismisses a question staff will not answer, restores it, and shows it anew when asked again', async () => {
    const { org, call } = await orgWithAdmin(t, { knowledgeBase: entries() });
    const other = await orgWithAdmin(t);
    const log = (term: string) => logLocalSearch(t, org, term);
    for (const term of ['asdf', 'ASDF', 'FedRAMP']) await log(term);
    const list = async (query = '') =>
      (await call('GET', `/api/kb/questions?grouped=true${query}`)).json() as AskedQuestions;
    const asdf = (await list()).questions.find((q) => q.term.toLowerCase() === 'asdf')!;
    const dismiss = (id: string, dismissed: boolean, caller = call) =>
      caller('PUT', `/api/kb/questions/${id}/dismissed`, { dismissed });
    // Another organisation's staff cannot touch it, and a body that is not a boolean is refused.
    expect((await dismiss(asdf.id, true, other.call)).statusCode).toBe(404);
    const bad = await call('PUT', `/api/kb/questions/${asdf.id}/dismissed`, { dismissed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeDefined();
    expect((await dismiss(asdf.id, true)).statusCode).toBe(204);
    expect((await list()).questions.map((q) => q.term)).toEqual(['FedRAMP']);
    expect(await list()).toMatchObject({ total: 1, unanswered: 1 });
    const dismissed = await list('&dismissed=true');
    expect(dismissed.questions.map((q) => [q.term.toLowerCase(), q.timesAsked])).toEqual([['asdf', 2]]);
    expect(dismissed.questions[0]!.dismissedAt).not.toBeNull();
    expect((await call('GET', '/api/kb/questions?dismissed=true')).json().total).toBe(2);
    // Asked again, it is open again: the new asking only.
    await log('asdf');
    expect((await list()).questions.map((q) => [q.term, q.timesAsked, q.dismissedAt])).toEqual([
      ['asdf', 1, null],
      ['FedRAMP', 1, null],
    ]);
    // Restored, every dismissed asking is open again.
    expect((await dismiss(dismissed.questions[0]!.id, false)).statusCode).toBe(204);
    expect((await list()).questions.find((q) => q.term === 'asdf')!.timesAsked).toBe(3);
    expect((await list('&dismissed=true')).total).toBe(0);
    const activity = (await call('GET', '/api/activity?kind=content')).json() as ActivityResponse;
    expect(activity.events.map((e) => auditSentence(e, (d) => d))).toEqual(
      expect.arrayContaining([
        'Ada Admin dismissed the question “ASDF”',
        'Ada Admin restored the question “ASDF”',
      ]),
    );
  });

  it.each([
    ['each search written on its own', true],
    ['the searches written together', false],
  ])('keeps one row for a question a searcher typed with pauses (%s)', async (_, writeEach) => {
    const { org, call } = await orgWithAdmin(t, {
      knowledgeBase: [{ question: 'Как часто делаются резервные копии?', answer: 'Ежедневно.' }],
    });
    const productId = org.products[0]!.id;
    const memberA = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const memberB = await memberCookie(t, org, `member@other-${org.slug}.example`);
    const search = async (term: string, cookie: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/search`,
        headers: { ...ORIGIN, cookie },
        payload: { query: { term, filters: { products: [productId] } } },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The database merges a search into the row of the one before; held together, memory does.
      if (writeEach) await t.app.searchLog.flush();
    };
    // Member A pauses mid-word, goes on, backs up over a typo, and finishes; member B types meanwhile.
    for (const term of ['Резерв', 'Резервные ко', 'Резервные копиии', 'Резервные копии'])
      await search(term, memberA);
    await search('Резерв', memberB);
    // A new question of member A's, not a continuation of the last: a row of its own.
    await search('pentest 🔐', memberA);
    const asked = (await call('GET', '/api/kb/questions')).json() as AskedQuestions;
    const terms = asked.questions.map((q) => q.term).sort();
    expect(terms).toEqual(['pentest 🔐', 'Резерв', 'Резервные копии'].sort());
    const finished = asked.questions.find((q) => q.term === 'Резервные копии')!;
    expect(finished).toMatchObject({ viewerKind: 'member', answered: true });
    expect(finished.resultCount).toBeGreaterThan(0);
    // A row staff wrote an entry from stays as it was; typing on makes a new one.
    const entry = await call('POST', `/api/kb/questions/${finished.id}/entry`, {
      question: 'Do you keep backups?',
      answer: 'Daily.',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    await search('Резервные копии хранятся', memberA);
    const after = (await call('GET', '/api/kb/questions')).json() as AskedQuestions;
    expect(after.questions.map((q) => q.term)).toEqual(
      expect.arrayContaining(['Резервные копии', 'Резервные копии хранятся']),
    );
  });
});
