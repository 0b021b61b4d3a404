import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequests,
  accountMembers,
  accounts,
  documentPassages,
  questionnaireQuestions,
} from '../src/db/schema/index.js';
import { DocumentIndexer } from '../src/modules/search/indexer.js';
import { QUESTIONNAIRE_FIXTURES } from '../src/db/seed/questionnaire-fixtures.js';
import { insertQuestionnaire } from '../src/modules/questionnaires/queries.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import {
  accessForm,
  orgWithAdmin,
  ORIGIN,
  staffCookie,
  jobExpiries,
  startTestApp,
  type TestApp,
} from './harness.js';

/**
 * Check-then-insert races (issue 12, item 9), on PostgreSQL, where parallel requests really run
 * on separate connections: constraints and row locks decide, and the losers answer 409 with the
 * spec's messages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ask = (org: CreatedOrganisation, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/access/request`,
    headers: ORIGIN,
    payload: accessForm(org, email),
  });
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('races on PostgreSQL', () => {
  it('five parallel access requests for one address make one pending request', async () => {
    const org = await t.createOrg();
    const email = `twin@buyer-${org.slug}.example`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(org, email)));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().error).toEqual({
        code: 'pending_request',
        message: 'Your request is waiting for review.',
      });
    const rows = await t.database.db
      .select()
      .from(accessRequests)
      .where(and(eq(accessRequests.orgId, org.id), eq(accessRequests.email, email)));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });

  it('five parallel first requests from an approved domain make one account', async () => {
    const org = await t.createOrg();
    const domain = `approved-${org.slug}.example`;
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => ask(org, `person${i}@${domain}`)));
    expect(answers.map((a) => a.json())).toEqual(Array(5).fill({ status: 'AutoApproved' }));
    const made = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.orgId, org.id), eq(accounts.domain, domain)));
    expect(made).toHaveLength(1);
    const members = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountMembers)
      .where(eq(accountMembers.accountId, made[0]!.id));
    expect(members[0]!.n).toBe(5);
  });

  it('one address auto-joining five times in parallel becomes one member', async () => {
    const org = await t.createOrg();
    const email = `same@approved-${org.slug}.example`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(org, email)));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().error.code).toBe('account_already_exists');
  });

  it('four parallel approvals of one request make one account and one member', async () => {
    const org = await t.createOrg();
    const email = `approve-me@buyer-${org.slug}.example`;
    await ask(org, email);
    const headers = { ...ORIGIN, cookie: await staffCookie(t, `editor@${org.slug}.example`) };
    const list = await t.app.inject({ url: '/api/access/requests', headers });
    const request = (list.json().requests as { id: string; email: string }[]).find((r) => r.email === email)!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/access/requests/${request.id}/approve`,
          headers,
          payload: { newAccountName: 'Approved Once', permissionProfileId: org.profileIds.get('Default') },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([204, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().error).toEqual({
        code: 'already_decided',
        message: 'This request was already decided.',
      });
    const made = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.orgId, org.id), eq(accounts.name, 'Approved Once')));
    expect(made).toHaveLength(1);
  });

  it('two parallel saves of one custom URL: one wins, the other is told it is taken', async () => {
    const org = await t.createOrg();
    const headers = { ...ORIGIN, cookie: await staffCookie(t, `editor@${org.slug}.example`) };
    const answers = await Promise.all(
      ['Public Report', 'Security Policy'].map((title) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/trust-center/items/${org.itemUids.get(title)}/slug`,
          headers,
          payload: { slug: 'contested-slug' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json().error.code).toBe('slug_in_use');
    expect(lost.json().error.fields.slug).toMatch(/^This URL slug is already in use by item: /);
  });

  it('three parallel confirmations of a questionnaire mapping leave one set of questions', async () => {
    const { org, cookie } = await orgWithAdmin(t);
    const fixture = QUESTIONNAIRE_FIXTURES.find((f) => f.fileName.endsWith('.csv'))!;
    const bytes = await fixture.build();
    const id = crypto.randomUUID();
    const key = `${org.id}/questionnaires/${id}`;
    await t.app.ctx.storage.put(key, bytes);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.orgId, org.id)).limit(1);
    await insertQuestionnaire(
      t.database.db,
      { orgId: org.id },
      {
        id,
        accountId: account!.id,
        submittedByName: 'Race',
        submittedByEmail: 'race@example.com',
        productId: org.products[0]!.id,
        fileName: fixture.fileName,
        fileFormat: 'csv',
        fileSize: bytes.length,
        fileKey: key,
      },
    );
    const map = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/questionnaires/${id}/mapping`,
        headers: { ...ORIGIN, cookie },
        payload: fixture.mapping,
      });
    expect(statuses(await Promise.all([map(), map(), map()]))).toEqual([200, 200, 200]);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.questionnaireId, id));
    expect(rows[0]!.n).toBe(fixture.questions.length);
  });

  it('a document read by three instances at once keeps one set of passages', async () => {
    const org = await t.createOrg();
    const fileId = org.fileIds.get('public.pdf')!;
    const passages = () =>
      t.database.db
        .select({ position: documentPassages.position })
        .from(documentPassages)
        .where(eq(documentPassages.fileId, fileId));
    const once = new DocumentIndexer(t.app.ctx);
    await once.index({ orgId: org.id }, fileId);
    const expected = (await passages()).length;
    expect(expected).toBeGreaterThan(0);
    const readers = Array.from({ length: 3 }, () => new DocumentIndexer(t.app.ctx));
    await Promise.all(readers.map((reader) => reader.index({ orgId: org.id }, fileId)));
    expect(await passages()).toHaveLength(expected);
    // So a reading job may expire (and run again) in minutes, not pg-boss's fifteen.
    const job = await once.enqueue({ orgId: org.id }, fileId);
    expect(await jobExpiries(t, 'index-document', 'id', String(job))).toEqual([300]);
  });
});
