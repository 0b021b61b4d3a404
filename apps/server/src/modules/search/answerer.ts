import { ENGLISH_STOP_WORDS, type QueryPlan, type SearchResult } from '@trust/shared';
import type { ChatModel } from '../../platform/ai.js';
import { askedWords, likeness, type AskedWords } from './question-likeness.js';

/** Something an answer may be drawn from, already filtered by the viewer's rights. */
export interface Passage {
  /** What would be quoted: a knowledge-base answer, or a document passage. */
  text: string;
  /** For the model: the question a knowledge-base answer belongs to. */
  question: string | null;
  score: number;
  source: SearchResult;
}

export interface Answer {
  answer: string | null;
  sources: SearchResult[];
}

/**
 * The best passage's relevance (see `relevance`) must reach this to be quoted as the answer, and
 * lead the next different passage by the margin, or it is a guess between the two. Chosen with
 * `relevance`'s weights by two-fold cross-validation on bench/search's 207 paraphrases, counting a
 * wrong answer three times as bad as none: each half's choice did better on the other half than
 * search's score alone at 0.47/0.05 (76 right and 8 wrong against 60 and 5; 56 and 5 against 56
 * and 6). Over all of them this rule quotes the expected entry 133 times and a wrong one 10 times,
 * against 116 and 11.
 */
export const ANSWER_MIN_SCORE = 0.58;
export const ANSWER_MARGIN = 0.05;
const CLOSEST_SOURCES = 3;
const MODEL_PASSAGES = 6;

const distinctSources = (passages: Passage[]) => {
  const seen = new Set<string>();
  return passages
    .filter((p) => {
      const key = `${p.source.type}:${p.source.id}`;
      return !seen.has(key) && seen.add(key);
    })
    .map((p) => p.source);
};

/**
 * Search's score of a passage, plus a little for how alike the asked question and an entry's
 * question are, how much of the entry's question is about what was asked, and how much of the
 * question its text holds: search ranks by the question's ideas, and ties entries that share
 * them ('How are encryption keys managed?' and 'Do you support customer-managed encryption keys?').
 */
function relevance(asked: AskedWords, passage: Passage): number {
  const { question, questionCover, answerCover } = likeness(asked, passage);
  return passage.score + 0.1 * (question ?? 0) + 0.2 * (questionCover ?? 0) + 0.1 * answerCover;
}

const numbersIn = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
const ROMAN = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

/** A number the question names, and the word it numbers when it is too short to stand alone. */
interface NamedNumber {
  number: string;
  /** 'soc' of 'SOC 1', 'level' of 'Level 1' (letters only): a one-digit number follows its word. */
  after: string | null;
}

/**
 * The numbers the question names as ideas of their own ('ISO 27701', 'SOC 1', 'TLS 1.3'): those of
 * a concept every phrase of which holds them. A synonym group's numbers ('2FA', 'SOC 2') are not
 * required: its other phrases say the same in words.
 */
function namedNumbers(plan: QueryPlan): NamedNumber[] {
  const term = plan.term.toLowerCase();
  return plan.concepts.flatMap(({ phrases }) => {
    const [first, ...others] = phrases.map(numbersIn);
    if (!first) return [];
    return [...first]
      .filter((n) => others.every((numbers) => numbers.has(n)))
      .map((number) => {
        if (!/^\d$/.test(number)) return { number, after: null };
        const word = new RegExp(`(\\p{L}+)[\\s-]*${number}(?!\\p{N})`, 'u').exec(term)?.[1];
        return { number, after: word && !ENGLISH_STOP_WORDS.has(word) ? word : null };
      });
  });
}

/**
 * Whether a passage can answer a question naming these numbers: an entry about ISO 27001 is no
 * answer to 'Do you have ISO 27701?', nor a SOC 2 report to 'Do you have a SOC 1 report?', however
 * alike they read. A short number may be written in Roman numerals ('Type II').
 */
function namesAll(passage: Passage, numbers: NamedNumber[]): boolean {
  if (numbers.length === 0) return true;
  const held = `${passage.question ?? ''} ${passage.text}`.toLowerCase();
  const heldNumbers = numbersIn(held);
  return numbers.every(({ number, after }) => {
    if (after === null) return heldNumbers.has(number);
    const numeral = ROMAN[Number(number)];
    const written = numeral ? `(?:${number}|${numeral})` : number;
    return new RegExp(`(?<!\\p{L})${after}[\\s-]*${written}(?![\\p{L}\\p{N}])`, 'u').test(held);
  });
}

/**
 * Without a model: the most relevant passage verbatim when it clearly wins; otherwise no answer,
 * and the sources that came closest. Passages arrive best first by search's score.
 */
export function extractiveAnswer(plan: QueryPlan, passages: Passage[]): Answer {
  const asked = askedWords(plan.term, plan);
  const numbers = namedNumbers(plan);
  const ranked = passages
    .map((passage) => ({ passage, relevance: relevance(asked, passage) }))
    .sort((a, b) => b.relevance - a.relevance);
  const inOrder = ranked.map((r) => r.passage);
  const closest = { answer: null, sources: distinctSources(inOrder).slice(0, CLOSEST_SOURCES) };
  const [best, ...rest] = ranked.filter((r) => namesAll(r.passage, numbers));
  if (!best) return closest;
  const text = best.passage.text.trim();
  const rival = rest.find((r) => r.passage.text.trim() !== text);
  const clear =
    best.relevance >= ANSWER_MIN_SCORE && (!rival || best.relevance - rival.relevance >= ANSWER_MARGIN);
  if (!clear) return closest;
  const agreeing = inOrder.filter((p) => p.text.trim() === text);
  return { answer: best.passage.text, sources: distinctSources(agreeing) };
}

const SYSTEM_PROMPT = [
  "You answer a visitor's question on an organisation's trust centre.",
  'Answer only from the numbered passages you are given; never from anything else you know.',
  'If the passages do not answer the question, reply with an answer of null.',
  'Reply with JSON only: {"answer": string | null, "citations": ["P1", ...]}, citing every passage you used.',
  'Keep the answer short, factual, and in the language of the question.',
].join(' ');

/**
 * With a model: the top passages go to it with their ids; an answer counts only when it cites at
 * least one passage and only passages it was sent. Anything else (a timeout, an error, prose
 * instead of JSON, an uncited or wrongly cited answer) answers null and the caller falls back.
 */
export async function modelAnswer(
  model: ChatModel,
  question: string,
  passages: Passage[],
): Promise<Answer | null> {
  const sent = passages.slice(0, MODEL_PASSAGES);
  if (sent.length === 0) return null;
  const ids = sent.map((_, i) => `P${i + 1}`);
  const context = sent
    .map((p, i) => `[${ids[i]}] ${p.question ? `Q: ${p.question}\nA: ` : ''}${p.text}`)
    .join('\n\n');
  let reply: string;
  try {
    reply = await model.complete([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Passages:\n\n${context}\n\nQuestion: ${question}` },
    ]);
  } catch {
    return null;
  }
  const parsed = parseReply(reply);
  if (!parsed || parsed.answer === null || parsed.citations.length === 0) return null;
  if (!parsed.citations.every((c) => ids.includes(c))) return null;
  const cited = [...new Set(parsed.citations)].map((c) => sent[ids.indexOf(c)]!);
  return { answer: parsed.answer, sources: distinctSources(cited) };
}

function parseReply(reply: string): { answer: string | null; citations: string[] } | null {
  const json = reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1);
  try {
    const value = JSON.parse(json) as { answer?: unknown; citations?: unknown };
    const answer = typeof value.answer === 'string' && value.answer.trim() ? value.answer.trim() : null;
    const citations = Array.isArray(value.citations)
      ? value.citations.filter((c): c is string => typeof c === 'string')
      : [];
    return { answer, citations };
  } catch {
    return null;
  }
}
