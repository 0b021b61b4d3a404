import type { SearchResult } from '@trust/shared';
import type { ChatModel } from '../../platform/ai.js';

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
 * The best passage must score at least this (0..1) to be quoted as the answer, and lead the next
 * different passage by the margin, or it is a guess between the two. Chosen by two-fold
 * cross-validation on bench/search's 207 paraphrases, counting a wrong answer three times as bad as
 * none: each half picked 0.46/0.06 and 0.49/0.05, and this rule between them does better than
 * 0.5/0.04 on both halves (116 right and 11 wrong in all, against 111 and 13).
 */
export const ANSWER_MIN_SCORE = 0.47;
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
 * Without a model: the best passage verbatim when it clearly wins; otherwise no answer, and the
 * sources that came closest. Passages arrive best first.
 */
export function extractiveAnswer(passages: Passage[]): Answer {
  const [best, ...rest] = passages;
  if (!best) return { answer: null, sources: [] };
  const rival = rest.find((p) => p.text.trim() !== best.text.trim());
  const clear = best.score >= ANSWER_MIN_SCORE && (!rival || best.score - rival.score >= ANSWER_MARGIN);
  if (!clear) return { answer: null, sources: distinctSources(passages).slice(0, CLOSEST_SOURCES) };
  const agreeing = passages.filter((p) => p.text.trim() === best.text.trim());
  return { answer: best.text, sources: distinctSources(agreeing) };
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
