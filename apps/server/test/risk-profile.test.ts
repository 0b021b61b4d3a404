import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const withRiskCard = () =>
  t.createOrg({
    products: [{ name: 'P', slug: 'p', cards: [{ kind: 'overview' }, { kind: 'risk_profile' }] }],
  });
const save = (org: CreatedOrganisation, cookie: string | null, answers: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/trust-center/products/${org.products[0]!.id}/risk-profile`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { answers },
  });
const riskProfile = async (org: CreatedOrganisation) =>
  ((await t.app.inject(`/api/share/${org.slug}/view`)).json() as PortalView).riskProfile;

describe('the risk profile', () => {
  it('saves answers from each set and custom recovery times; No Answer clears; visitors read them in order', async () => {
    const org = await withRiskCard();
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    expect(await riskProfile(org)).toEqual([]);
    const saved = await save(org, cookie, {
      Hosting: 'combination',
      DataAccess: 'restricted',
      RecoveryTime: 'hours_12',
      RecoveryPoint: 'hours_24_48',
      TpDependence: 'no',
    });
    expect(saved.statusCode).toBe(204);
    expect(await riskProfile(org)).toEqual([
      { question: 'DataAccess', answer: 'restricted' },
      { question: 'RecoveryTime', answer: 'hours_12' },
      { question: 'RecoveryPoint', answer: 'hours_24_48' },
      { question: 'TpDependence', answer: 'no' },
      { question: 'Hosting', answer: 'combination' },
    ]);
    expect((await save(org, cookie, { DataAccess: null, Hosting: 'major_cloud' })).statusCode).toBe(204);
    expect(await riskProfile(org)).toEqual([{ question: 'Hosting', answer: 'major_cloud' }]);
    const { events } = (await t.app.inject({ url: '/api/trust-center/audit', headers: { cookie } })).json();
    expect(events[0]).toMatchObject({ action: 'risk_profile.update', after: { Hosting: 'major_cloud' } });
  });

  it('refuses answers outside the sets and keeps what was saved', async () => {
    const org = await withRiskCard();
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    await save(org, cookie, { Impact: 'low' });
    const wrong = await save(org, cookie, {
      Impact: 'catastrophic',
      RecoveryTime: 'hours_100',
      Hosting: 'yes',
    });
    expect([wrong.statusCode, wrong.json().error.fields]).toEqual([
      400,
      {
        'answers.Impact': 'Choose one of the answers.',
        'answers.RecoveryTime': 'Choose an answer, or a custom time of 0-99 minutes, hours or days.',
        'answers.Hosting': 'Choose one of the answers.',
      },
    ]);
    expect((await save(org, cookie, { Nonsense: 'x' })).statusCode).toBe(400);
    expect(await riskProfile(org)).toEqual([{ question: 'Impact', answer: 'low' }]);
  });

  it("is the organisation's own: another's product is 404, readers 403, and a hidden card shows nothing", async () => {
    const org = await withRiskCard();
    const other = await withRiskCard();
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    expect((await save(other, cookie, { Impact: 'low' })).statusCode).toBe(404);
    expect((await save(org, await staffCookie(t, `reader@${org.slug}.example`), {})).statusCode).toBe(403);
    expect((await save(org, null, {})).statusCode).toBe(401);
    await save(org, cookie, { Impact: 'severe' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/trust-center/products/${org.products[0]!.id}/cards/risk_profile`,
      headers: { ...ORIGIN, cookie },
      payload: { hidden: true },
    });
    expect(await riskProfile(org)).toEqual([]);
    expect(await riskProfile(other)).toEqual([]);
  });
});
