import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { kbEntries, searchQueries } from '../schema/index.js';
import { questionKey } from '../../modules/search/question-key.js';
import type { CreatedOrganisation } from './organisation-builder.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type DemoAsk = {
  term: string;
  /** Days ago, one per time it was asked. */
  days: number[];
  /** The knowledge-base question that answered it; none for a gap staff should close. */
  answeredBy?: string;
  /** For a question nothing answered: the entry that came closest, shown as its source. */
  closest?: string;
  /** Ask AI: how the asker rated the answer each time (as `days`), where they did. */
  rated?: (boolean | null)[];
} & (
  | { mode: 'search'; by: 'visitor' | 'member' }
  // Ask AI is for members: a visitor's page has no AI mode.
  | { mode: 'ai'; by: 'member' }
);

/**
 * What visitors searched for and asked over the month, worded as people type ('SSO' and 'SAML' are
 * one question): most found an answer in the knowledge base, and a few found nothing (FedRAMP,
 * TISAX, an SBOM, Australian hosting) or an answer the asker marked not helpful, so 'Questions
 * asked' and the analytics page open on gaps to close.
 */
const ASKS: DemoAsk[] = [
  {
    term: 'soc 2',
    mode: 'search',
    by: 'visitor',
    days: [1, 3, 4, 9, 12, 18, 25],
    answeredBy: 'Do you have a SOC 2 report?',
  },
  {
    term: 'encryption at rest',
    mode: 'search',
    by: 'visitor',
    days: [2, 6, 15, 21],
    answeredBy: 'Is data encrypted at rest and in transit?',
  },
  {
    term: 'pen test',
    mode: 'search',
    by: 'member',
    days: [5, 11, 20],
    answeredBy: 'How often do you run penetration tests?',
  },
  { term: 'SSO', mode: 'search', by: 'visitor', days: [7, 16], answeredBy: 'Do you support single sign-on?' },
  {
    term: 'SAML',
    mode: 'search',
    by: 'member',
    days: [10, 22],
    answeredBy: 'Do you support single sign-on?',
  },
  {
    term: 'penetration testing',
    mode: 'search',
    by: 'visitor',
    days: [8],
    answeredBy: 'How often do you run penetration tests?',
  },
  {
    term: 'Do you sign a DPA with customers?',
    mode: 'ai',
    by: 'member',
    days: [4, 19],
    answeredBy: 'Do you sign a Data Processing Agreement?',
    rated: [true, null],
  },
  {
    term: 'How fast would you tell us about a breach?',
    mode: 'ai',
    by: 'member',
    days: [8],
    answeredBy: 'How quickly will you notify us of a breach?',
    rated: [true],
  },
  // Quoted an entry about something else: the asker said so, and staff see it among the gaps.
  {
    term: 'Which IP addresses do your webhooks come from?',
    mode: 'ai',
    by: 'member',
    days: [2],
    answeredBy: 'Can customers restrict access by IP address?',
    rated: [false],
  },
  {
    term: 'What are your recovery time objectives?',
    mode: 'ai',
    by: 'member',
    days: [13],
    answeredBy: 'What are your RTO and RPO?',
  },
  { term: '数据加密', mode: 'search', by: 'visitor', days: [10], answeredBy: '数据是否加密？' },
  { term: 'FedRAMP', mode: 'search', by: 'visitor', days: [2, 6, 14] },
  {
    term: 'Are you TISAX certified?',
    mode: 'ai',
    by: 'member',
    days: [3, 17],
    closest: 'Are you ISO 27001 certified?',
  },
  { term: 'TISAX certified?', mode: 'ai', by: 'member', days: [6], closest: 'Are you ISO 27001 certified?' },
  {
    term: 'Can our data stay in Australia?',
    mode: 'ai',
    by: 'member',
    days: [1, 9],
    closest: 'Can we choose to keep our data in the EU?',
  },
  { term: 'SBOM', mode: 'search', by: 'member', days: [5] },
];

/** The demo's 'Questions asked': searches and Ask AI questions of the last month. */
export async function seedDemoQuestions(db: Db, org: CreatedOrganisation, now = new Date()) {
  const questions = ASKS.flatMap((ask) => [ask.answeredBy, ask.closest]).filter((q): q is string => !!q);
  const entries = await db
    .select({ id: kbEntries.id, question: kbEntries.question })
    .from(kbEntries)
    .where(and(eq(kbEntries.orgId, org.id), inArray(kbEntries.question, questions)));
  const source = (question: string) => {
    const entry = entries.find((e) => e.question === question);
    if (!entry) throw new Error(`The demo knowledge base has no entry '${question}'`);
    return { type: 'KnowledgeBase' as const, id: entry.id, title: entry.question };
  };
  const rows = ASKS.flatMap((ask) => {
    const shown = ask.answeredBy ?? ask.closest;
    return ask.days.map((days, i) => ({
      orgId: org.id,
      productId: org.products[0]!.id,
      term: ask.term,
      questionKey: questionKey(ask.term),
      mode: ask.mode,
      viewerKind: ask.by,
      answered: !!ask.answeredBy,
      resultCount: ask.answeredBy ? 3 + ((days + i) % 5) : shown ? 1 : 0,
      sources: shown ? [source(shown)] : [],
      helpful: ask.rated?.[i] ?? null,
      // Asked during a European working day, at a different hour each time.
      createdAt: new Date(
        (Math.floor(now.getTime() / DAY_MS) - days) * DAY_MS +
          (8 + ((i * 3 + ask.term.length) % 9)) * HOUR_MS,
      ),
    }));
  });
  await db.insert(searchQueries).values(rows);
}
