import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  planQuery,
  SEARCH_MESSAGES,
  SPELLINGS,
  SYNONYM_GROUPS,
  type AnswerResponse,
  type SearchResult,
  searchResponseSchema,
} from '@trust/shared';
import { queryRows } from '../src/db/rows.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import type { OrgSpec } from '../src/db/seed/spec.js';
import { memberCookie, minimalOrg, ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

/** Words that appear only in content some viewers may not see: none may ever reach them. */
const SECRET = {
  restrictedText: 'xylophone',
  restrictedExplanation: 'marimba',
  hiddenText: 'narwhal',
  privateKb: 'quokka',
  internalKb: 'wombat',
  privateUpdate: 'okapi',
};

function searchOrg(): OrgSpec {
  const base = minimalOrg();
  const [main, ...rest] = base.products;
  return {
    ...base,
    features: { trustCenterAi: true },
    customization: { ...base.customization, trustCenterAi: { enabled: true } },
    products: [
      {
        ...main!,
        cards: [
          ...main!.cards.filter((c) => c.kind !== 'reports' && c.kind !== 'data_security'),
          {
            kind: 'reports',
            items: [
              {
                title: 'Penetration Test Summary',
                explanation: `Annual test by an outside firm, ${SECRET.restrictedExplanation} scope.`,
                documents: [
                  {
                    name: 'Pentest Summary 2026.pdf',
                    paragraphs: [
                      `The penetration test found no critical issues. The ${SECRET.restrictedText} finding was fixed.`,
                    ],
                  },
                ],
              },
              {
                title: 'Hidden Report',
                hidden: true,
                documents: [{ name: 'hidden.pdf', paragraphs: [`Only for some: ${SECRET.hiddenText}.`] }],
              },
              {
                title: 'Public Report',
                publicAccess: true,
                explanation: 'Open to all',
                documents: [
                  {
                    name: 'Security Whitepaper.pdf',
                    paragraphs: [
                      'All customer data is encrypted at rest with AES-256 and in transit with TLS 1.3.',
                    ],
                  },
                ],
              },
            ],
          },
          {
            kind: 'data_security',
            items: [
              {
                title: 'Data Encryption',
                publicAccess: true,
                explanation: 'Customer data is encrypted at rest and in transit.',
              },
            ],
          },
        ],
      },
      ...rest,
    ],
    topics: [
      {
        subject: 'SOC 2 report renewed',
        category: 'compliance',
        updates: [
          {
            message: 'Our **SOC 2 Type II** report for 2026 is [available](https://acme.example/soc-2).',
            hoursAgo: 2,
          },
          {
            message: `Auditor notes on the ${SECRET.privateUpdate} exception.`,
            hoursAgo: 1,
            audience: 'private',
          },
        ],
      },
    ],
    knowledgeBase: [
      {
        question: 'Do you support multi-factor authentication?',
        answer:
          'Yes. Multi-factor authentication is enforced for every employee and available to all customers.',
      },
      { question: 'Where is customer data hosted?', answer: 'In AWS data centres in Frankfurt and Dublin.' },
      {
        question: 'What is your recovery time objective?',
        answer: `Four hours for the core service (${SECRET.privateKb}).`,
        access: 'private',
      },
      {
        question: 'Who approves security exceptions?',
        answer: `The CISO, recorded in the ${SECRET.internalKb} register.`,
        access: 'internal',
      },
      { question: 'Какие данные вы храните?', answer: 'Только рабочие адреса электронной почты.' },
      { question: '数据加密了吗？', answer: '是的，所有数据都已加密。' },
      {
        question: '谁批准安全例外？',
        answer: `CISO，记录在 ${SECRET.internalKb} 登记簿中。`,
        access: 'internal',
      },
    ],
    profiles: [
      { name: 'Default', isDefault: true, itemTitles: ['Penetration Test Summary'] },
      { name: 'Everything', itemTitles: ['Penetration Test Summary', 'Hidden Report'] },
    ],
  };
}

// Candidates come from the in-memory term index, or (while it is built, or with it off) from SQL alone.
describe.each(['on', 'off'] as const)('with the term index %s', (termIndex) => {
  let t: TestApp;
  let org: CreatedOrganisation;
  let other: CreatedOrganisation;
  let memberA: string;
  let memberB: string;
  let otherMember: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ SEARCH_TERM_INDEX: termIndex });
    const spec = searchOrg();
    org = await t.createOrg(spec);
    other = await t.createOrg(searchOrg());
    await t.indexDocuments(org);
    await t.indexDocuments(other);
    memberA = await memberCookie(t, org, spec.accounts![0]!.members[0]!.email);
    memberB = await memberCookie(t, org, spec.accounts![1]!.members[0]!.email);
    otherMember = await memberCookie(t, other, `member@customer-${other.slug}.example`);
    staff = await staffCookie(t, `editor@${spec.slug}.example`);
  }, 60_000);
  afterAll(() => t.close());

  const productId = () => org.products[0]!.id;

  async function search(term: string, cookie?: string, query = '') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/search${query}`,
      headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { query: { term, filters: { products: [productId()] } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Remembered results are sent as the JSON written when they were first found: still JSON that
    // fits the route's schema exactly.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json<{ data: { result: { matches: SearchResult[] } } }>();
    expect(searchResponseSchema.parse(body)).toEqual(body);
    return body.data.result.matches;
  }

  async function ask(term: string, cookie?: string, query = '') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/search/answer${query}`,
      headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { query: { term, filters: { product: productId() } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnswerResponse>().data.result;
  }

  const everything = (value: unknown) => JSON.stringify(value).toLowerCase();

  describe('server search', () => {
    it('finds documents by their text, with the matched words highlighted in the snippet', async () => {
      const matches = await search('encrypted at rest', memberA);
      const document = matches.find(
        (m) => m.type === 'Documents' && m.subtitle === 'Security Whitepaper.pdf',
      );
      expect(document?.content?.[0]?.value).toMatch(/<mark>encrypt\w*<\/mark>/i);
      expect(document?.metadata).toMatchObject({
        fileName: 'Security Whitepaper.pdf',
        mimeType: 'application/pdf',
      });
      const item = matches.find((m) => m.type === 'TrustCenterContent' && m.title === 'Data Encryption');
      // The whole explanation, so no ellipsis: a snippet cut from a longer text gets one (snippets.ts).
      expect(item?.content?.[0]?.value).toBe(
        'Customer data is <mark>encrypted</mark> at <mark>rest</mark> and in transit.',
      );
    });

    it('finds what a word still being typed begins, in every source, with the word highlighted', async () => {
      for (const typed of ['encryp', 'encrypti', 'Is data encrypted at re']) {
        const matches = await search(typed, memberA);
        const document = matches.find((m) => m.subtitle === 'Security Whitepaper.pdf');
        expect(document?.content?.[0]?.value, typed).toMatch(/<mark>encrypt\w*<\/mark>/i);
        expect(matches.some((m) => m.title === 'Data Encryption')).toBe(true);
      }
      // A word typed in full is still the best match: 'rest' above what only begins with it.
      const [first] = await search('encryption at rest', memberA);
      expect(first!.content?.[0]?.value).toMatch(/<mark>rest<\/mark>/);
      // A finished question (it ends in punctuation) and Ask AI read no word as unfinished.
      expect(planQuery('Do you encrypt backups?').prefix).toBeNull();
      expect(planQuery('Do you encrypt back', 'asked').prefix).toBeNull();
      expect(planQuery('Do you encrypt back').prefix).toEqual({ word: 'back', concept: 1 });
      // A stop word being typed stands alone only when nothing else was typed ('so' on the way to SOC).
      expect(planQuery('encryption at').prefix).toBeNull();
      expect(planQuery('so')).toMatchObject({
        concepts: [{ phrases: [] }],
        prefix: { word: 'so', concept: 0 },
      });
    });

    it('weighs the question above the answer and understands security synonyms', async () => {
      const [first] = await search('2FA', memberA);
      expect(first).toMatchObject({
        type: 'KnowledgeBase',
        title: 'Do you support multi-factor authentication?',
      });
      expect(first!.metadata.answer).toContain('enforced');
      // Plurals find their group too: 'pen tests' is 'pen test', 'third parties' 'third party'.
      const penTest = SYNONYM_GROUPS.find((group) => group.includes('pen test'));
      expect(planQuery('Do you do pen tests?').concepts).toEqual([
        { phrases: penTest, spellings: SPELLINGS.find((spellings) => spellings.includes('pen test')) },
      ]);
      expect(planQuery('third parties').concepts).toEqual([
        { phrases: SYNONYM_GROUPS.find((g) => g.includes('third party')), spellings: ['third parties'] },
      ]);
      expect(planQuery('access status').concepts).toEqual([{ phrases: ['access'] }, { phrases: ['status'] }]);
      // Related is not the same: a continuity plan is not a disaster recovery plan.
      expect(planQuery('Is there a BCP?').concepts[0]!.phrases).not.toContain('disaster recovery');
      // A name run together with its number finds the two words texts write ('SOC 3').
      expect(planQuery('soc3').concepts).toEqual([
        { phrases: ['soc3', 'soc 3'], spellings: ['soc3', 'soc 3'] },
      ]);
      // Asked 'where', keeping data is hosting it, and the word asked stays the asker's own.
      const hosting = SYNONYM_GROUPS.find((g) => g.includes('hosted'))!;
      expect(planQuery('Where is my data stored?').concepts).toEqual([
        { phrases: ['data'] },
        { phrases: [...hosting, 'stored'], spellings: ['stored'] },
      ]);

      // The question whole, its matched words marked: the dialog shows it as the title.
      const marked = String(first!.metadata.highlightedTitle);
      expect(marked).toContain('<mark>');
      expect(marked.replace(/<\/?mark>/g, '')).toBe(first!.title);
    });

    it('finds updates and tolerates typos and scripts without word breaks', async () => {
      const updates = (await search('SOC 2 renewed')).filter((m) => m.type === 'TrustCenterUpdates');
      expect(updates[0]).toMatchObject({ title: 'SOC 2 report renewed' });
      expect(updates[0]!.metadata.topicId).toEqual(expect.any(String));
      // The message is Markdown; its snippet reads as plain text.
      const snippet = updates.find((u) => String(u.metadata.description).includes('**'))!.content![0]!.value;
      expect(snippet).toBe(
        'Our <mark>SOC</mark> <mark>2</mark> <mark>Type</mark> <mark>II</mark> report for 2026 is available.',
      );
      expect((await search('multifactr authentcation'))[0]?.title).toBe(
        'Do you support multi-factor authentication?',
      );
      expect((await search('加密'))[0]?.title).toBe('数据加密了吗？');
      // Words in another order, or with others between them: most of the term's character pairs.
      expect((await search('加密数据'))[0]?.title).toBe('数据加密了吗？');
      expect((await search('数据是否加密'))[0]?.title).toBe('数据加密了吗？');
      expect(await search('数字签名')).toEqual([]);
      expect((await search('данные'))[0]?.title).toBe('Какие данные вы храните?');
    });

    it('takes quotes, operators, backslashes and any script in a term, asked and then remembered', async () => {
      for (let round = 0; round < 2; round++) {
        expect((await search('"multi-factor authentication" -sms', memberA))[0]?.title).toBe(
          'Do you support multi-factor authentication?',
        );
        for (const term of [
          `O'Brien's "SOC 2" report`,
          "back\\slash 'quoted' :* & | !",
          '🔒 تشفير 加密 шифрование',
        ])
          expect(Array.isArray(await search(term, memberA))).toBe(true);
      }
    });

    it('lists a restricted document to anonymous visitors by name only: locked, no snippet, no text match', async () => {
      for (const typed of [SECRET.restrictedText, SECRET.restrictedText.slice(0, 5)])
        expect(everything(await search(typed))).not.toContain(SECRET.restrictedText);
      expect(everything(await search(SECRET.restrictedExplanation))).not.toContain(
        SECRET.restrictedExplanation,
      );
      const matches = await search('pentest summary');
      const document = matches.find((m) => m.type === 'Documents');
      expect(document).toMatchObject({ locked: true, content: [{ value: '' }] });
      const item = matches.find(
        (m) => m.type === 'TrustCenterContent' && m.title === 'Penetration Test Summary',
      );
      expect(item?.locked).toBe(true);
      expect(everything(matches)).not.toContain(SECRET.restrictedExplanation);
    });

    it('never shows anonymous visitors hidden items, private or internal entries, or private updates', async () => {
      for (const word of [SECRET.hiddenText, SECRET.privateKb, SECRET.internalKb, SECRET.privateUpdate])
        for (const typed of [word, word.slice(0, 4), word.slice(0, -1)])
          expect(everything(await search(typed))).not.toContain(word);
      expect((await search('hidden report')).some((m) => m.title === 'Hidden Report')).toBe(false);
    });

    it("opens to each member exactly what their account's profile opens", async () => {
      // A's profile names the hidden report; B's does not.
      expect(everything(await search(SECRET.hiddenText, memberA))).toContain(SECRET.hiddenText);
      expect(everything(await search(SECRET.hiddenText.slice(0, 5), memberA))).toContain(SECRET.hiddenText);
      expect(everything(await search(SECRET.hiddenText, memberB))).not.toContain(SECRET.hiddenText);
      for (const cookie of [memberA, memberB]) {
        const matches = await search(SECRET.restrictedText, cookie);
        expect(matches.find((m) => m.type === 'Documents')?.content?.[0]?.value).toContain(
          `<mark>${SECRET.restrictedText}</mark>`,
        );
        expect(everything(await search(SECRET.privateKb, cookie))).toContain(SECRET.privateKb);
        expect(everything(await search(SECRET.privateUpdate, cookie))).toContain(SECRET.privateUpdate);
        expect(everything(await search(SECRET.internalKb, cookie))).not.toContain(SECRET.internalKb);
      }
    });

    it("treats another organisation's member as an anonymous visitor", async () => {
      for (const word of [SECRET.restrictedText, SECRET.hiddenText, SECRET.privateKb, SECRET.privateUpdate])
        expect(everything(await search(word, otherMember))).not.toContain(word);
    });

    it('lets staff preview as an account see what that account sees, and staff in Main mode see internal entries', async () => {
      const asA = `?accountId=${org.accountIds.get('Customer Co')}`;
      const asB = `?accountId=${org.accountIds.get('Other Co')}`;
      expect(everything(await search(SECRET.hiddenText, staff, asA))).toContain(SECRET.hiddenText);
      expect(everything(await search(SECRET.hiddenText, staff, asB))).not.toContain(SECRET.hiddenText);
      expect(everything(await search(SECRET.internalKb, staff, asA))).not.toContain(SECRET.internalKb);
      expect(everything(await search(SECRET.internalKb, staff))).toContain(SECRET.internalKb);
    });

    // Corrections come from the words the term index holds; without it, typos meet the trigram fallback.
    if (termIndex === 'on')
      it('corrects a misspelt word to the nearest word the viewer could find, and no other', async () => {
        const hosting = 'Where is customer data hosted?';
        // A swap, a missing letter, a word of the synonym vocabulary ('pentest' for 'penetration test').
        const [hosted] = await search('Where is custmer data hsoted?', memberA);
        expect(hosted).toMatchObject({ title: hosting });
        expect(hosted!.metadata.highlightedTitle).toContain('<mark>hosted</mark>');
        expect((await ask('Where is custmer data hsoted?', memberA)).answer).toBe(
          'In AWS data centres in Frankfurt and Dublin.',
        );
        expect((await search('pentset', memberA)).map((m) => m.title)).toContain('Penetration Test Summary');
        const kb = await t.app.inject({
          method: 'POST',
          url: `/api/share/${org.slug}/kb/query`,
          headers: { ...ORIGIN, cookie: memberA },
          payload: { productId: productId(), query: 'hsoted' },
        });
        expect(kb.json<{ hits: { content: string }[] }>().hits.map((hit) => hit.content)).toEqual([hosting]);
        // An English word is no typo, though one letter from a word the content holds: only the
        // last resort, questions alike by trigrams (nothing marked), finds the entry.
        const posted = await search('posted', memberA);
        expect(posted.map((m) => m.title)).toEqual([hosting]);
        expect(everything(posted)).not.toContain('<mark>');
        // A word only internal entries hold is no correction for a member, as it is for staff.
        const typo = `${SECRET.internalKb.slice(0, 4)}${SECRET.internalKb[5]}${SECRET.internalKb[4]}`;
        expect(everything(await search(typo, memberA))).not.toContain(SECRET.internalKb);
        expect(everything(await search(typo, staff))).toContain(SECRET.internalKb);
        // Staff see what was asked, as typed.
        await t.app.searchLog.flush();
        const { rows } = await t.database.executeSql(
          'select term from search_queries where org_id = $1 and term = $2',
          [org.id, 'pentset'],
        );
        expect(rows).toHaveLength(1);
      });

    it("answers 404 for another organisation's product and 400 without a product or with a long term", async () => {
      const call = (payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/share/${org.slug}/search`, headers: ORIGIN, payload });
      const foreign = await call({ query: { term: 'soc', filters: { products: [other.products[0]!.id] } } });
      expect(foreign.statusCode).toBe(404);
      const noProduct = await call({ query: { term: 'soc' } });
      expect(noProduct.statusCode).toBe(400);
      expect(JSON.stringify(noProduct.json())).toContain(ERROR_MESSAGES.noProductId);
      const long = await call({ query: { term: 'a'.repeat(513), filters: { products: [productId()] } } });
      expect(long.statusCode).toBe(400);
      expect(JSON.stringify(long.json())).toContain(SEARCH_MESSAGES.termTooLong);
      const answerWithout = await t.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/search/answer`,
        headers: ORIGIN,
        payload: { query: { term: 'soc', filters: {} } },
      });
      expect(answerWithout.statusCode).toBe(400);
      expect(JSON.stringify(answerWithout.json())).toContain(ERROR_MESSAGES.noProductId);
    });
  });

  describe('extractive answers', () => {
    it('quotes the knowledge-base answer that clearly matches, citing it', async () => {
      const result = await ask('Is 2FA required for your staff?', memberA);
      expect(result.answer).toBe(
        'Yes. Multi-factor authentication is enforced for every employee and available to all customers.',
      );
      expect(result.sources[0]).toMatchObject({
        type: 'KnowledgeBase',
        title: 'Do you support multi-factor authentication?',
      });
    });

    it('quotes a document passage when no entry answers it, citing the document', async () => {
      const result = await ask('Do you encrypt data in transit?', memberA);
      expect(result.answer).toContain('TLS 1.3');
      expect(result.sources[0]).toMatchObject({ type: 'Documents', subtitle: 'Security Whitepaper.pdf' });
    });

    it('gives no answer, only the closest sources, when nothing clearly answers', async () => {
      const result = await ask('What is the airspeed velocity of an unladen swallow?', memberA);
      expect(result.answer).toBeNull();
    });

    it('answers a question in a script without spaces asked otherwise, from the pairs it holds', async () => {
      // '数据都加密了吗' holds most of '数据加密了吗？' and its answer: quoted. '数据是否加密' shares
      // two of its five character pairs with it: search finds it, and Ask AI cites it, not quoting it.
      expect((await ask('数据都加密了吗', memberA)).answer).toBe('是的，所有数据都已加密。');
      const loose = await ask('数据是否加密', memberA);
      expect(loose.answer).toBeNull();
      expect(loose.sources[0]).toMatchObject({ type: 'KnowledgeBase', title: '数据加密了吗？' });
      expect((await ask('数字签名', memberA)).sources).toEqual([]);
      // An internal entry is never a member's, in any script.
      expect(everything(await ask('谁批准了安全例外', memberA))).not.toContain(SECRET.internalKb);
      expect(everything(await search('谁批准了安全例外', memberA))).not.toContain(SECRET.internalKb);
    });

    it('never answers from content the asker may not see', async () => {
      const member = await ask('What is your recovery time objective?', memberB);
      expect(member.answer).toContain(SECRET.privateKb);
      const hidden = await ask(`Which report mentions the ${SECRET.hiddenText}?`, memberB);
      expect(everything(hidden)).not.toContain(SECRET.hiddenText);
      const internal = await ask('Who approves security exceptions?', memberA);
      expect(everything(internal)).not.toContain(SECRET.internalKb);
    });

    it('answers only members and previews as an account, as the search dialog offers Ask AI', async () => {
      for (const cookie of [undefined, otherMember, staff]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/share/${org.slug}/search/answer`,
          headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
          payload: {
            query: { term: 'What is your recovery time objective?', filters: { product: productId() } },
          },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: { message: SEARCH_MESSAGES.aiUnavailable } });
        expect(response.body).not.toContain(SECRET.privateKb);
      }
      const asA = `?accountId=${org.accountIds.get('Customer Co')}`;
      expect((await ask('Is 2FA required for your staff?', staff, asA)).answer).toContain('enforced');
    });
  });

  describe('remembered results', () => {
    const searchQueryCount = async () => {
      await t.app.searchLog.flush();
      const { rows } = await t.database.executeSql(
        'select count(*)::int as n from search_queries where org_id = $1',
        [org.id],
      );
      return Number(rows[0]!.n);
    };

    it('answers a repeated question from memory for the same viewer only, and still logs the askings', async () => {
      const before = await searchQueryCount();
      expect(everything(await search(SECRET.privateKb, memberA))).toContain(SECRET.privateKb);
      // The same question, worded in other case and spacing, by viewers with fewer rights.
      expect(everything(await search(`  ${SECRET.privateKb.toUpperCase()} `))).not.toContain(
        SECRET.privateKb,
      );
      expect(everything(await search(SECRET.privateKb, otherMember))).not.toContain(SECRET.privateKb);
      expect(everything(await search(SECRET.privateKb, memberA))).toContain(SECRET.privateKb);
      const recovery = await ask('What is your recovery time objective?', memberA);
      expect(recovery.answer).toContain(SECRET.privateKb);
      const { askingId, ...remembered } = await ask('What is your recovery time objective?', memberA);
      expect(remembered).toEqual({ answer: recovery.answer, sources: recovery.sources });
      // Each asking is logged, and rated, on its own.
      expect(askingId).not.toBe(recovery.askingId);
      // Member A's second search repeats their last within seconds: one question, one row (see
      // SearchLog). Each question asked of the AI is a row of its own.
      expect(await searchQueryCount()).toBe(before + 5);
    });

    it('sees a knowledge-base change at once, even for a question asked just before it', async () => {
      const question = 'Do you keep a pangolin inventory?';
      expect((await search('pangolin inventory', memberA)).some((m) => m.title === question)).toBe(false);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/kb/entries',
        headers: { ...ORIGIN, cookie: staff },
        payload: { question, answer: 'Yes, reviewed every quarter.', accessLevel: 'public' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await search('pangolin inventory', memberA)).some((m) => m.title === question)).toBe(true);
      expect((await ask(question, memberA)).answer).toBe('Yes, reviewed every quarter.');
    });

    /** What a visitor's search of `own`'s first product finds, in order. */
    const matchesFound = async (own: CreatedOrganisation, term: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/share/${own.slug}/search`,
        headers: ORIGIN,
        payload: { query: { term, filters: { products: [own.products[0]!.id] } } },
      });
      return response.json<{ data: { result: { matches: SearchResult[] } } }>().data.result.matches;
    };
    const titlesFound = async (own: CreatedOrganisation, term: string) =>
      (await matchesFound(own, term)).map((m) => m.title);
    /** What Ask AI answers a member of `own` (signed in with `cookie`) on its first product. */
    const answerFound = async (own: CreatedOrganisation, cookie: string, term: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/share/${own.slug}/search/answer`,
        headers: { ...ORIGIN, cookie },
        payload: { query: { term, filters: { product: own.products[0]!.id } } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { result: { answer: string | null } } }>().data.result.answer;
    };

    if (termIndex === 'on')
      it("ranks an entry in the asker's own words above one that matches only through a synonym", async () => {
        const own = await t.createOrg({
          knowledgeBase: [
            { question: 'How often are you audited by third parties?', answer: 'Every year.' },
            { question: 'Do you use subprocessors?', answer: 'Yes; the list is on this page.' },
            { question: 'How do you assess your vendors?', answer: 'With a yearly review.' },
          ],
        });
        // All three match the concept ('third parties' and 'vendors' are its synonyms), in this order.
        expect(await titlesFound(own, 'Who are your subprocessors?')).toEqual([
          'Do you use subprocessors?',
          'How often are you audited by third parties?',
          'How do you assess your vendors?',
        ]);
      });

    if (termIndex === 'on')
      it("ranks an entry in another spelling of the asked words as one in the asker's own words", async () => {
        const own = await t.createOrg({
          knowledgeBase: [
            { question: 'Do you allow ethical hacking of your service?', answer: 'Only by agreement.' },
            { question: 'Can we see your SOC 3 report?', answer: 'It is public.' },
            { question: 'Can we see your penetration test summary?', answer: 'Under NDA.' },
          ],
        });
        // 'pentest' is how 'penetration test' is often written; 'ethical hacking' is a synonym.
        const found = await titlesFound(own, 'pentest report');
        expect(found[0]).toBe('Can we see your penetration test summary?');
        expect(found.indexOf('Do you allow ethical hacking of your service?')).toBeGreaterThan(0);
        expect(planQuery('MFA or 2FA', 'asked').concepts[0]!.spellings).toEqual([
          ...SPELLINGS.find((spellings) => spellings.includes('mfa'))!,
          ...SPELLINGS.find((spellings) => spellings.includes('2fa'))!,
        ]);
      });

    it('reads a name run together with its number as the two words texts write', async () => {
      const own = await t.createOrg({
        knowledgeBase: [
          { question: 'Do you have a SOC 3 report?', answer: 'Yes, it is public.' },
          { question: 'Are you ISO 27701 certified?', answer: 'Since 2026.' },
        ],
      });
      expect(await titlesFound(own, 'Where can I find the SOC3?')).toEqual(['Do you have a SOC 3 report?']);
      expect(await titlesFound(own, 'iso27701')).toEqual(['Are you ISO 27701 certified?']);
    });

    it('ranks an entry whose question is about what was asked above one that asks more', async () => {
      const own = await t.createOrg({
        knowledgeBase: [
          {
            question: 'Were there any exceptions in your latest SOC 2 report?',
            answer: 'None in the SOC 2 Type II report.',
          },
          {
            question: 'Do you have a SOC 2 report?',
            answer:
              'Yes. We have a SOC 2 Type II report covering Security, Availability and Confidentiality; request access on this page to download it under NDA.',
          },
        ],
      });
      for (const asked of ['SOC 2', 'soc2 report'])
        expect(
          (await titlesFound(own, asked)).filter((title) => title.endsWith('?')),
          asked,
        ).toEqual(['Do you have a SOC 2 report?', 'Were there any exceptions in your latest SOC 2 report?']);
    });

    it('reads a term written apart, joined or hyphenated as the same term', async () => {
      const own = await t.createOrg({
        knowledgeBase: [
          { question: 'Do you use subprocessors?', answer: 'Yes, listed on this page.' },
          { question: 'Do you run antivirus on laptops?', answer: 'Yes, on every one.' },
          { question: 'Do you process personal data?', answer: 'Only to deliver the service.' },
        ],
      });
      for (const asked of ['Who are your sub processors?', 'sub-processors'])
        expect((await titlesFound(own, asked))[0], asked).toBe('Do you use subprocessors?');
      expect((await titlesFound(own, 'anti virus'))[0]).toBe('Do you run antivirus on laptops?');
      const penTest = SPELLINGS.find((spellings) => spellings.includes('pen test'));
      expect(planQuery('pen-test', 'asked').concepts[0]!.spellings).toEqual(penTest);
      // Words that are no term of the vocabulary together stay two ideas.
      expect(planQuery('data processors', 'asked').concepts).toEqual([
        { phrases: ['data'] },
        { phrases: ['processors'] },
      ]);
    });

    it('finds no text through what a stop word leaves of a synonym phrase, unless it was asked', async () => {
      const own = await t.createOrg({
        knowledgeBase: [
          { question: 'How long do you retain customer data?', answer: 'For the length of the contract.' },
          { question: 'Where do you store customer data?', answer: 'In AWS eu-central-1.' },
          { question: 'Is multi-factor authentication required?', answer: 'Yes, for everyone.' },
          { question: 'Do employees sign NDAs?', answer: 'Yes, before their first day.' },
          { question: 'How long do you keep audit logs?', answer: 'One year.' },
        ],
      });
      const search = (term: string) => matchesFound(own, term);
      // Storing is not retaining ('store for' was once a phrase of the group, read as 'store').
      const retention = await search('data retention');
      expect(retention[0]!.title).toBe('How long do you retain customer data?');
      expect(everything(retention)).not.toContain('<mark>store</mark>');
      // 'sign in' and 'log in' tell authentication in a question; as 'sign' and 'log' they would find
      // any text about signing or logs.
      expect((await search('authentication')).map((m) => m.title)).toEqual([
        'Is multi-factor authentication required?',
      ]);
      expect((await search('Can I sign in?')).map((m) => m.title)).toContain('Do employees sign NDAs?');
    });

    it("reads retention in buyers' words: a verb of keeping asked 'how long', cancelling as termination; 'keep' is no retention word", async () => {
      const spec = {
        ...searchOrg(),
        knowledgeBase: [
          {
            question: 'How long do you retain customer data after termination?',
            answer: 'Deleted 30 days after the contract.',
          },
          { question: 'Can we choose to keep our data in the EU?', answer: 'Yes, we store it in Frankfurt.' },
          { question: 'How often do you back up data?', answer: 'Daily snapshots, kept for 35 days.' },
        ],
      };
      const own = await t.createOrg(spec);
      const cookie = await memberCookie(t, own, spec.accounts![0]!.members[0]!.email);
      const answerTo = (term: string) => answerFound(own, cookie, term);
      // 'store' asked with 'how long' is retention: the EU entry, which stores data, is no answer. 'how
      // long' alone is no retention ('How long must passwords be?'), and 'store' alone is storing.
      const ideas = (term: string) => planQuery(term, 'asked').concepts.map((c) => c.phrases[0]);
      expect(ideas('How long do you store data?')).toEqual(['long', 'retention', 'data']);
      expect(ideas('How long must passwords be?')).not.toContain('retention');
      expect((await titlesFound(own, 'How long do you store data?'))[0]).toBe(
        'How long do you retain customer data after termination?',
      );
      expect(await answerTo('How long do you store data?')).toBe('Deleted 30 days after the contract.');
      // Cancelling is terminating the contract.
      expect(await answerTo('What happens to our data if we cancel?')).toBe(
        'Deleted 30 days after the contract.',
      );
      // Keeping data somewhere is not retaining it; 'keep' still finds 'kept'.
      expect(await answerTo('Can we keep our data in Europe?')).toBe('Yes, we store it in Frankfurt.');
      expect((await titlesFound(own, 'Do you keep daily snapshots?'))[0]).toBe(
        'How often do you back up data?',
      );
      // Without 'how long', storing is asked about.
      expect((await titlesFound(own, 'Where do you store data?'))[0]).toBe(
        'Can we choose to keep our data in the EU?',
      );
    });

    it("reads where data is kept as hosting, in the asker's words too", async () => {
      const spec = {
        ...searchOrg(),
        knowledgeBase: [
          { question: 'Where is customer data hosted?', answer: 'On AWS, in Frankfurt.' },
          { question: 'Which personal data do you process?', answer: 'Names and work emails of users.' },
          {
            question: 'Do you share our data with third parties?',
            answer: 'Only with the subprocessors listed.',
          },
          { question: 'Can we export our data?', answer: 'Yes, we store every export for 7 days.' },
        ],
      };
      const own = await t.createOrg(spec);
      const cookie = await memberCookie(t, own, spec.accounts![0]!.members[0]!.email);
      for (const asked of [
        'Where do you store our data?',
        'Where does our data live?',
        'Where is my data kept?',
      ]) {
        expect((await titlesFound(own, asked))[0], asked).toBe('Where is customer data hosted?');
        expect(await answerFound(own, cookie, asked), asked).toBe('On AWS, in Frankfurt.');
      }
      // The word asked still finds texts that use it; without 'where', storing is no hosting.
      expect(await titlesFound(own, 'Where do you store exports?')).toContain('Can we export our data?');
      expect(planQuery('Do you store card numbers?', 'asked').concepts[0]).toEqual({ phrases: ['store'] });
    });

    it('answers IP allowlisting and phishing tests in the words entries use', async () => {
      const spec = {
        ...searchOrg(),
        knowledgeBase: [
          {
            question: 'Can customers restrict access by IP address?',
            answer: 'Yes, Enterprise workspaces can limit sign-in to allowed IP ranges.',
          },
          {
            question: 'Do employees receive security awareness training?',
            answer: 'Yes, every year, with monthly phishing simulations.',
          },
        ],
      };
      const own = await t.createOrg(spec);
      const cookie = await memberCookie(t, own, spec.accounts![0]!.members[0]!.email);
      const answerTo = (term: string) => answerFound(own, cookie, term);
      for (const asked of ['Do you support IP allowlisting?', 'Is IP whitelisting available?'])
        expect(await answerTo(asked), asked).toBe(
          'Yes, Enterprise workspaces can limit sign-in to allowed IP ranges.',
        );
      expect(await answerTo('Do you run phishing tests?')).toBe(
        'Yes, every year, with monthly phishing simulations.',
      );
    });

    it('ranks what a question asks about above entries sharing only its verb', async () => {
      const own = await t.createOrg({
        knowledgeBase: [
          { question: 'How do you handle vulnerability reports?', answer: 'Send them to security@.' },
          { question: 'How do you handle employee offboarding?', answer: 'Access is revoked at once.' },
          {
            question: 'How long do you retain customer data after termination?',
            answer: 'It is deleted within 30 days.',
          },
        ],
      });
      expect(await titlesFound(own, 'How do you handle retention?')).toEqual([
        'How long do you retain customer data after termination?',
      ]);
      // Asking to get something is asking whether it exists, not about other things one gets.
      const reports = await t.createOrg({
        knowledgeBase: [
          {
            question: 'Can we get a bridge letter for the SOC 2 gap period?',
            answer: 'Yes, with the report.',
          },
          { question: 'Do you have a SOC 2 report?', answer: 'Yes, a Type II report.' },
        ],
      });
      const entries = (await titlesFound(reports, 'Can we get a copy of the SOC 2?')).filter((title) =>
        title.endsWith('?'),
      );
      expect(entries[0]).toBe('Do you have a SOC 2 report?');
      // 'run' is 'perform' in everyday words: 'Do you run vulnerability scans?' is about scans.
      expect(
        planQuery('Do you run vulnerability scans?', 'asked').concepts.some((c) => c.phrases.includes('run')),
      ).toBe(false);
      // A verb alone is still a question of its own.
      expect(planQuery('handling', 'asked').concepts).toEqual([{ phrases: ['handling'] }]);
      expect(planQuery('handle it').prefix).toBeNull();
    });

    if (termIndex === 'on')
      it("builds each organisation's term index from its own rows only, and again after a change", async () => {
        await search('multi-factor authentication', memberA);
        const before = await t.app.termIndexes!.built(org.id);
        const ownIds = async (orgId: string) =>
          (
            await queryRows<{ id: string }>(
              t.app.ctx.db,
              sql`select id from kb_entries where org_id = ${orgId}`,
            )
          ).map((r) => r.id);
        expect(before.kb.rows.map((r) => r.id).sort()).toEqual((await ownIds(org.id)).sort());
        await t.contentChanged(org.id);
        const after = await t.app.termIndexes!.built(org.id);
        expect(after).not.toBe(before);
        expect(after.kb.rows.map((r) => r.id).sort()).toEqual((await ownIds(org.id)).sort());
        const theirs = (await t.app.termIndexes!.built(other.id)).kb.rows.map((r) => r.id);
        expect(theirs.filter((id) => after.kb.rows.some((r) => r.id === id))).toEqual([]);
      });

    it("finds a document's text as soon as the background job has read it", async () => {
      const spec = searchOrg();
      const late = await t.createOrg(spec);
      const cookie = await memberCookie(t, late, spec.accounts![0]!.members[0]!.email);
      const call = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/share/${late.slug}/search`,
          headers: { ...ORIGIN, cookie },
          payload: { query: { term: 'TLS 1.3', filters: { products: [late.products[0]!.id] } } },
        });
      const documents = async () =>
        (await call())
          .json<{ data: { result: { matches: SearchResult[] } } }>()
          .data.result.matches.filter(
            (m) => m.type === 'Documents' && m.subtitle === 'Security Whitepaper.pdf',
          );
      expect(await documents()).toEqual([]);
      await t.indexDocuments(late);
      expect((await documents())[0]?.content?.[0]?.value).toContain('<mark>TLS</mark>');
    });
  });
});
