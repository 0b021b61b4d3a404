import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { memberCookie, minimalOrg, ORIGIN, startTestApp, type TestApp } from './harness.js';
import { startLlmPeer } from './llm-peer.js';

const MFA_ANSWER = 'Yes. Multi-factor authentication is enforced for every employee.';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startLlmPeer>>;
let org: CreatedOrganisation;
let member: string;

beforeAll(async () => {
  peer = await startLlmPeer();
  t = await startTestApp({
    LLM_BASE_URL: peer.url,
    LLM_MODEL: 'loopback-model',
    LLM_API_KEY: 'sk-test',
    LLM_TIMEOUT_MS: '500',
  });
  const spec = minimalOrg();
  org = await t.createOrg({
    ...spec,
    features: { trustCenterAi: true },
    customization: { ...spec.customization, trustCenterAi: { enabled: true } },
    knowledgeBase: [
      { question: 'Do you enforce multi-factor authentication?', answer: MFA_ANSWER },
      {
        question: 'Is MFA available for customers?',
        answer: 'Yes, TOTP and WebAuthn (quokka).',
        access: 'private',
      },
      {
        question: 'Who reviews MFA exceptions?',
        answer: 'The security team, in the wombat register.',
        access: 'internal',
      },
    ],
  });
  member = await memberCookie(t, org, spec.accounts![0]!.members[0]!.email);
}, 60_000);
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function ask(term: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/search/answer`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { query: { term, filters: { product: org.products[0]!.id } } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { result: { answer: string | null; sources: { title: string }[] } } }>().data
    .result;
}

describe('Ask AI with a model configured', () => {
  it('answers with the model’s words and the passages it cited, sending only what the asker may see', async () => {
    peer.behave('cite-first');
    const sent = peer.requests.length;
    const result = await ask('Is MFA enforced?', member);
    expect(result.answer).toBe('Yes: MFA protects every account (model).');
    expect(result.sources).toHaveLength(1);
    const request = peer.requests[sent]!;
    expect(request.authorization).toBe('Bearer sk-test');
    const prompt = request.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain(MFA_ANSWER);
    expect(prompt).toContain('quokka');
    expect(prompt).not.toContain('wombat');
  });

  it.each(['uncited', 'foreign-citation', 'prose', 'slow', 'error'] as const)(
    'falls back to the extractive answer when the model is %s',
    async (behaviour) => {
      peer.behave(behaviour);
      const result = await ask('Do you enforce multi-factor authentication?', member);
      expect(result.answer).toBe(MFA_ANSWER);
      expect(result.sources[0]!.title).toBe('Do you enforce multi-factor authentication?');
    },
  );
});
