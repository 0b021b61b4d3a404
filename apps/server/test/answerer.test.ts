import { describe, expect, it } from 'vitest';
import { planQuery, type SearchResult } from '@trust/shared';
import { extractiveAnswer, type Passage } from '../src/modules/search/answerer.js';

const entry = (question: string, answer: string, score: number): Passage => ({
  text: answer,
  question,
  score,
  source: {
    id: `${question}|${answer}`,
    type: 'KnowledgeBase',
    source: 'semantic',
    title: question,
    subtitle: null,
    icon: 'faq',
    locked: false,
    metadata: {},
  } satisfies SearchResult,
});
const ask = (question: string, passages: Passage[]) =>
  extractiveAnswer(planQuery(question, 'asked'), passages);

describe('extractive answers', () => {
  it('tells apart entries search ties on by how alike their questions are to the one asked', () => {
    const managed = entry('How are encryption keys managed?', 'Keys live in AWS KMS and rotate yearly.', 0.6);
    const byok = entry(
      'Do you support customer-managed encryption keys?',
      'Yes, on the Enterprise plan.',
      0.6,
    );
    const answer = ask('How do you manage encryption keys?', [byok, managed]);
    expect(answer.answer).toBe(managed.text);
    expect(answer.sources.map((s) => s.title)).toEqual([managed.question]);
  });

  it('counts synonyms as the words they stand for', () => {
    const mfa = entry('Do you support multi-factor authentication?', 'Yes, for every employee.', 0.5);
    const sso = entry('Do you support single sign-on?', 'Yes, SAML 2.0.', 0.42);
    expect(ask('Is 2FA required for your staff?', [mfa, sso]).answer).toBe(mfa.text);
  });

  it('quotes neither of two entries of one question that answer it differently', () => {
    const old = entry('What is your RTO?', 'Eight hours.', 0.8);
    const current = entry('What is your RTO?', 'Four hours.', 0.8);
    const answer = ask('What is your RTO?', [current, old]);
    expect(answer.answer).toBeNull();
    expect(answer.sources.map((s) => s.id)).toEqual([current.source.id, old.source.id]);
  });

  it('answers nothing from weak matches', () => {
    expect(ask('Do you recycle paper?', [entry('Do you encrypt backups?', 'Yes.', 0.3)]).answer).toBeNull();
    expect(ask('Anything?', [])).toEqual({ answer: null, sources: [] });
  });

  it('quotes no entry about another number than the one asked about', () => {
    const iso27001 = entry('Are you ISO 27001 certified?', 'Yes, since 2024, by BSI.', 0.9);
    const answer = ask('Do you have ISO 27701?', [iso27001]);
    expect(answer.answer).toBeNull();
    expect(answer.sources.map((s) => s.title)).toEqual([iso27001.question]);
    const soc2 = entry('Do you have a SOC 2 report?', 'Yes, a SOC 2 Type II report from 1 March.', 0.9);
    expect(ask('Do you have a SOC 1 report?', [soc2]).answer).toBeNull();
    // The same number written otherwise, or among others, or one a synonym group stands for.
    expect(ask('Are you SOC 2 Type 2 compliant?', [soc2]).answer).toBe(soc2.text);
    const tls = entry('Which TLS versions do you support?', 'TLS 1.2 and 1.3 only.', 0.7);
    expect(ask('Do you support TLS 1.3?', [tls]).answer).toBe(tls.text);
    const notice = entry('How quickly will you notify us of a breach?', 'No later than 72 hours.', 0.7);
    expect(ask('Do you notify within 72 hours?', [notice]).answer).toBe(notice.text);
    const soc3 = entry('Do you have a SOC 3 report?', 'Yes, our SOC 3 report is public.', 0.8);
    expect(ask('Where can I find the SOC3?', [soc3]).answer).toBe(soc3.text);
  });
});
