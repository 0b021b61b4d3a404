import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@trust/shared';
import { unscopedReplaceSetupToken } from '../src/modules/organisations/setup-queries.js';
import { hashToken } from '../src/platform/tokens.js';
import {
  cookieFrom,
  minimalOrg,
  ORIGIN,
  STAFF_PASSWORD,
  startTestApp,
  uniqueSlug,
  type TestApp,
} from './harness.js';

/** The team's check-then-write races on PostgreSQL, where parallel requests run on separate connections. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('team races on PostgreSQL', () => {
  it('two administrators demoting each other at once leave one administrator', async () => {
    const spec = minimalOrg();
    const admins = ['ann', 'bob'].map((name) => `${name}@${spec.slug}.example`);
    await t.createOrg({
      ...spec,
      staff: admins.map((email) => ({
        email,
        displayName: email,
        password: STAFF_PASSWORD,
        permissions: [...PERMISSIONS],
      })),
    });
    const cookies = await Promise.all(
      admins.map(async (email) =>
        cookieFrom(
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            headers: ORIGIN,
            payload: { email, password: STAFF_PASSWORD },
          }),
          'tc_staff',
        ),
      ),
    );
    const team = (await t.app.inject({ url: '/api/team', headers: { cookie: cookies[0]! } })).json();
    const reviewer = team.roles.find((r: { name: string }) => r.name === 'Reviewer').id;
    const idOf = (email: string) => team.members.find((m: { email: string }) => m.email === email).userId;
    const answers = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/team/members/${idOf(admins[1]!)}`,
        headers: { ...ORIGIN, cookie: cookies[0]! },
        payload: { roleId: reviewer },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/team/members/${idOf(admins[0]!)}`,
        headers: { ...ORIGIN, cookie: cookies[1]! },
        payload: { roleId: reviewer },
      }),
    ]);
    // The second demotion finds its author already demoted (403) or no other administrator (409).
    expect(statuses(answers)[0]).toBe(204);
    expect([403, 409]).toContain(statuses(answers)[1]);
    const after = (
      await t.app.inject({
        url: '/api/team',
        headers: { cookie: answers[0]!.statusCode === 204 ? cookies[0]! : cookies[1]! },
      })
    ).json();
    const admin = after.roles.find((r: { name: string }) => r.name === 'Administrator').id;
    expect(after.members.filter((m: { roleId: string }) => m.roleId === admin)).toHaveLength(1);
  });

  it('five parallel uses of one setup link create one organisation', async () => {
    const token = `setup-${uniqueSlug()}`;
    await unscopedReplaceSetupToken(t.database.db, hashToken(token));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => {
        const slug = uniqueSlug(`race${i}`);
        return t.app.inject({
          method: 'POST',
          url: '/api/setup',
          headers: ORIGIN,
          payload: {
            token,
            organisation: { name: `Race ${i}`, slug, productName: 'Product' },
            admin: {
              displayName: 'Racer',
              email: `racer@${slug}.example`,
              password: 'Quiet-Harbour-Lantern-2026',
            },
          },
        });
      }),
    );
    expect(statuses(answers)).toEqual([201, 410, 410, 410, 410]);
  });
});
