import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.js';
import { ContentEvents } from '../src/platform/content-events.js';
import { TermIndexCache } from '../src/modules/search/term-index/cache.js';
import { TermIndex } from '../src/modules/search/term-index/term-index.js';
import { lexemesByLength, ViewerVocabulary } from '../src/modules/search/term-index/vocabulary.js';
import { correctTerm } from '../src/modules/search/spelling.js';
import { parseTsQuery } from '../src/modules/search/term-index/tsquery-text.js';
import { parseTsVector } from '../src/modules/search/term-index/tsvector-text.js';
import { startTestApp, type TestApp } from './harness.js';

/** Rows as search stores them: a weighted question (A) and answer (B). */
const ROWS: [string, string][] = [
  ['Do you support multi-factor authentication?', 'Yes, MFA is enforced for every employee.'],
  [
    'Is data encrypted at rest?',
    'All customer data is encrypted at rest with AES-256 and in transit with TLS 1.3.',
  ],
  ['Where is customer data hosted?', 'In AWS data centres in Frankfurt and Dublin; backups stay in the EU.'],
  ["What's the team's on-call rota?", 'A follow-the-sun rota: it\'s "always on", C:\\ops\\rota.'],
  ['Какие данные вы храните?', 'Только рабочие адреса электронной почты.'],
  ['数据加密了吗？', '是的，所有数据都已加密。 🔐 encrypted'],
  ['هل البيانات مشفرة؟', 'نعم، جميع البيانات مشفرة.'],
  [
    'Penetration test findings',
    'The annual penetration test found no critical data issues; test data was deleted.',
  ],
  ['Data data data', 'data retention after termination: data deleted within 30 days'],
];

/** Queries as search builds them: phrases, synonym groups, websearch syntax, prefixes, negation. */
const QUERIES = [
  `phraseto_tsquery('english', 'multi-factor authentication')`,
  `phraseto_tsquery('english', 'encrypted at rest') || phraseto_tsquery('english', 'aes-256')`,
  `websearch_to_tsquery('english', 'customer data -aws')`,
  `websearch_to_tsquery('english', '"penetration test" or rota')`,
  `websearch_to_tsquery('english', 'data centres frankfurt')`,
  `to_tsquery('simple', 'enc:*') || to_tsquery('english', 'data <2> rest')`,
  `to_tsquery('simple', '''penetra'':* | ''penetr'' | ''penet''') && to_tsquery('simple', 'te:*')`,
  `to_tsquery('english', '!data')`,
  `to_tsquery('english', '!data & !rota')`,
  `to_tsquery('english', '(test | data) <-> (found | issu | delet)')`,
  `to_tsquery('english', 'data <-> data <-> data')`,
  `plainto_tsquery('english', 'данные храните')`,
  `plainto_tsquery('english', '数据加密了吗')`,
  `plainto_tsquery('english', 'البيانات مشفرة')`,
  `plainto_tsquery('english', 'it''s always on')`,
  `plainto_tsquery('english', 'the of and')`,
];

let t: TestApp;
let vectors: string[];
beforeAll(async () => {
  t = await startTestApp();
  const values = sql.join(
    ROWS.map(([q, a], i) => sql`(${i}, ${q}, ${a})`),
    sql`, `,
  );
  const rows = await queryRows<{ v: string }>(
    t.app.ctx.db,
    sql`select (setweight(to_tsvector('english', q), 'A') || setweight(to_tsvector('english', a), 'B'))::text as v
      from (values ${values}) as r(i, q, a) order by i`,
  );
  vectors = rows.map((r) => r.v);
}, 60_000);
afterAll(() => t.close());

describe('the term index', () => {
  it('reads tsvectors as PostgreSQL prints them, quotes, backslashes and weights included', () => {
    expect(parseTsVector(`'it''s':3A,7 'c:\\\\ops':12B 'данные':1C`)).toEqual([
      { lexeme: "it's", positions: [3, 7], weights: [3, 0] },
      { lexeme: 'c:\\ops', positions: [12], weights: [2] },
      { lexeme: 'данные', positions: [1], weights: [1] },
    ]);
  });

  it('reads tsqueries with their precedence: ! over <-> over & over |', () => {
    expect(parseTsQuery(`'a' | 'b' & !'c' <2> 'd':*AB`)).toEqual({
      kind: 'or',
      left: { kind: 'lexeme', lexeme: 'a', prefix: false },
      right: {
        kind: 'and',
        left: { kind: 'lexeme', lexeme: 'b', prefix: false },
        right: {
          kind: 'phrase',
          distance: 2,
          left: { kind: 'not', operand: { kind: 'lexeme', lexeme: 'c', prefix: false } },
          right: { kind: 'lexeme', lexeme: 'd', prefix: true },
        },
      },
    });
    expect(parseTsQuery('')).toBeNull();
  });

  it.each(QUERIES)('matches exactly the rows PostgreSQL matches: %s', async (query) => {
    const [compiled] = await queryRows<{ q: string }>(t.app.ctx.db, sql.raw(`select (${query})::text as q`));
    const values = sql.join(
      vectors.map((v, i) => sql`(${i}, ${v}::tsvector)`),
      sql`, `,
    );
    const expected = await queryRows<{ i: number }>(
      t.app.ctx.db,
      sql`select i from (values ${values}) as r(i, v) where v @@ ${compiled!.q}::tsquery order by i`,
    );
    const index = await TermIndex.build(vectors);
    expect([...index.matching(parseTsQuery(compiled!.q))]).toEqual(expected.map((r) => Number(r.i)));
  });

  it('scores a word in thousands of rows, scored as the index is built, as BM25 does a rare one', async () => {
    // Row i: 'common' (a question's word), 'rare' in every 200th row (an answer's), and i % 4 other words.
    const rows = Array.from({ length: 2000 }, (_, i) => {
      const others = Array.from({ length: i % 4 }, (_, k) => `'w${i}x${k}':${k + 3}`);
      return [`'common':1A`, ...(i % 200 === 0 ? [`'rare':2B`] : []), ...others].join(' ');
    });
    const index = await TermIndex.build(rows);
    const lengths = rows.map((v) => v.split(' ').length);
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    const bm25 = (held: number, frequency: number, row: number) => {
      const rarity = Math.log(1 + (rows.length - held + 0.5) / (held + 0.5));
      const norm = 1.2 * (1 - 0.75 + (0.75 * lengths[row]!) / mean);
      return (rarity * frequency * 2.2) / (frequency + norm);
    };
    const scoresOf = (lexeme: string) => {
      const scores = new Float64Array(rows.length);
      index.addScores([lexeme], scores, new Uint8Array(rows.length).fill(1));
      return scores;
    };
    const common = scoresOf('common');
    const rare = scoresOf('rare');
    for (const row of [0, 1, 2, 3, 200, 1999]) {
      expect(common[row]).toBeCloseTo(bm25(2000, 1.0, row), 5);
      expect(rare[row]).toBeCloseTo(row % 200 === 0 ? bm25(10, 0.4, row) : 0, 5);
    }
  });

  it('corrects a typo only to words of rows the viewer may find, and never an English word', async () => {
    const texts = ['Combat training for staff', 'The wombat register', 'Wombat owners', 'Wombat audits'];
    const rows = await queryRows<{ v: string }>(
      t.app.ctx.db,
      sql`select to_tsvector('english', text)::text as v
        from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as r(text, i) order by i`,
    );
    const index = await TermIndex.build(rows.map((r) => r.v));
    const vocabulary = (allowed: number[]) =>
      new ViewerVocabulary([{ index, allowed: Uint8Array.from(allowed) }], lexemesByLength([index]));
    const everyRow = vocabulary([1, 1, 1, 1]);
    const firstRowOnly = vocabulary([1, 0, 0, 0]);
    // 'xombat' is one letter from both: the word of more rows wins, among those the viewer may find.
    expect(await correctTerm(t.app.ctx.db, everyRow, 'xombat training', 'asked')).toBe('wombat training');
    expect(await correctTerm(t.app.ctx.db, firstRowOnly, 'xombat training', 'asked')).toBe('combat training');
    expect(await correctTerm(t.app.ctx.db, firstRowOnly, 'Wombta', 'asked')).toBe('Wombta');
    // English words, words being typed and words far from any are kept as typed.
    expect(await correctTerm(t.app.ctx.db, everyRow, 'wombats combats', 'asked')).toBe('wombats combats');
    expect(await correctTerm(t.app.ctx.db, everyRow, 'wombat owne', 'typing')).toBe('wombat owne');
    expect(await correctTerm(t.app.ctx.db, everyRow, 'wombat onwer', 'asked')).toBe('wombat owner');
    expect(await correctTerm(t.app.ctx.db, everyRow, 'zzzzzz "trainnig" -x', 'asked')).toBe(
      'zzzzzz "training" -x',
    );
  });

  it('keeps the index a change outdated for staff corrections, never for visitors, until the rebuild is done', async () => {
    const org = await t.createOrg();
    const events = new ContentEvents();
    // The database answers the rebuild only once the gate opens: a large organisation's rebuild.
    let gate: Promise<void> | null = null;
    let open = () => {};
    const slowDb = new Proxy(t.app.ctx.db, {
      get(target, property) {
        if (property !== 'execute') return Reflect.get(target, property) as unknown;
        return async (query: SQL) => {
          if (gate) await gate;
          return target.execute(query);
        };
      },
    });
    const cache = new TermIndexCache(slowDb, events);
    const before = await cache.built(org.id);
    gate = new Promise((resolve) => (open = resolve));
    events.emit(org.id);
    expect(await cache.get(org.id)).toBeNull();
    expect(await cache.latest(org.id)).toBe(before);
    gate = null;
    open();
    const rebuilt = await cache.built(org.id);
    expect(rebuilt).not.toBe(before);
    expect(await cache.latest(org.id)).toBe(rebuilt);
  });

  it('leaves an organisation whose index alone exceeds the memory budget to SQL, until its content changes', async () => {
    const org = await t.createOrg();
    const events = new ContentEvents();
    const small = new TermIndexCache(t.app.ctx.db, events, 1);
    await small.built(org.id);
    expect(await small.get(org.id)).toBeNull();
    events.emit(org.id);
    const roomy = new TermIndexCache(t.app.ctx.db, events);
    expect((await roomy.built(org.id)).kb.rows.length).toBeGreaterThan(0);
    expect(await roomy.get(org.id)).not.toBeNull();
  });
});
