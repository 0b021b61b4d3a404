import { PERMISSIONS } from '@trust/shared';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createOrganisation, type CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import type { OrgSpec } from '../src/db/seed/spec.js';
import { markContentChanged } from '../src/modules/portal/content-revision.js';
import { DocumentIndexer } from '../src/modules/search/indexer.js';
import { unscopedListOutbox } from '../src/platform/mail.js';
import { hashPassword } from '../src/platform/passwords.js';

/**
 * A real application on a real database: in-memory PGlite, or PostgreSQL at TEST_DATABASE_URL when
 * the project runs with TEST_DB=postgres. Each test makes its own organisation(s) with unique slugs.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  createOrg(spec?: Partial<OrgSpec>): Promise<CreatedOrganisation>;
  /** What an editor's save does after writing: bump the revision and drop caches. */
  contentChanged(orgId: string): Promise<void>;
  /** What the background indexer does after an upload, done now for every document of `org`. */
  indexDocuments(org: CreatedOrganisation): Promise<void>;
  close(): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  /** `embedded`: a fresh in-memory PGlite database even in the PostgreSQL project (a second instance). */
  options: { databaseUrl?: string; embedded?: boolean } = {},
): Promise<TestApp> {
  const usePostgres =
    !options.embedded && (process.env.TEST_DB === 'postgres' || Boolean(options.databaseUrl));
  if (usePostgres && !process.env.TEST_DATABASE_URL)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-test-'));
  if (usePostgres) shareFiles(dataDir, options.databaseUrl ?? process.env.TEST_DATABASE_URL!);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl ?? (usePostgres ? process.env.TEST_DATABASE_URL : undefined),
    pgliteImage: usePostgres ? undefined : await migratedImage(),
    log: { warn: () => undefined },
  });
  await database.migrate();
  // Test files run in parallel on one PostgreSQL database: each app keeps its own job queue, so no
  // app's worker delivers another test's mail.
  const jobsSchema = `pgboss_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_PER_IP: '10000',
    DATA_DIR: dataDir,
    APP_URL: 'http://trust.localhost',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOBS_SCHEMA: jobsSchema,
    ...env,
  });
  const app = await buildApp(config, database);
  return {
    app,
    database,
    dataDir,
    createOrg: async (spec = {}) => {
      const full = { ...minimalOrg(), ...spec };
      const staff = await Promise.all(
        (full.staff ?? []).map(async (p) => ({ ...p, passwordHash: await hashOnce(p.password) })),
      );
      return createOrganisation(database.db, app.ctx.storage, { ...full, staff });
    },
    contentChanged: (orgId) => markContentChanged(app.ctx, { orgId }),
    async indexDocuments(org) {
      const indexer = new DocumentIndexer(app.ctx);
      for (const fileId of org.fileIds.values()) await indexer.index({ orgId: org.id }, fileId);
    },
    async close() {
      await app.close();
      if (usePostgres) await database.executeSql(`drop schema if exists ${jobsSchema} cascade`);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Apps on one PostgreSQL database keep their files in one place, as a deployment's instances share
 * their storage: each app sweeps the whole database for documents whose text is not read yet, and
 * with files of its own only, every app started found every other test's documents missing (tens
 * of thousands of jobs and warnings in a run).
 */
function shareFiles(dataDir: string, databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1) || 'postgres';
  const shared = path.join(os.tmpdir(), `trust-test-files-${database}`);
  fs.mkdirSync(shared, { recursive: true });
  fs.symlinkSync(shared, path.join(dataDir, 'files'), 'dir');
}

/**
 * An embedded database migrated once per worker: each test app starts from a copy of it (a third
 * of a second) instead of creating and migrating a cluster (about a second and a half).
 */
let image: Promise<Blob> | null = null;
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const template = await openDatabase({ log: { warn: () => undefined } });
    await template.migrate();
    const dump = await template.dumpImage!();
    await template.close();
    return dump;
  })();
  return image;
}

/**
 * Test organisations share a few passwords: each is hashed once per worker, not once per staff
 * user, and at a low scrypt cost: a sign-in verifies at the cost the hash names, and at the real
 * one each of the suite's hundreds of sign-ins spent 0.1 to 0.2 s of CPU. Passwords set through
 * the app (set-password, setup, sign-up) are hashed at the real cost.
 */
const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, TEST_SCRYPT_COST)));
  return hash;
};

export const uniqueSlug = (prefix = 'org') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The smallest organisation with every kind of visibility, for tests to extend. */
export function minimalOrg(): OrgSpec {
  const slug = uniqueSlug();
  return {
    name: `Org ${slug}`,
    slug,
    logo: { color: '#1c7ed6' },
    customization: { supportMailbox: 'support@example.com' },
    products: [
      {
        name: 'Main Product',
        slug: 'main',
        overview: 'We take **security** seriously. <script>alert(1)</script>',
        cards: [
          { kind: 'overview' },
          {
            kind: 'certifications',
            items: [
              { title: 'SOC 2', publicAccess: true, badge: { label: 'SOC 2', color: '#000000' } },
              { title: 'ISO 27001', enabledState: 'not_enabled', publicAccess: true },
            ],
          },
          { kind: 'documents' },
          {
            kind: 'reports',
            items: [
              {
                title: 'Public Report',
                publicAccess: true,
                explanation: 'Open to all',
                documents: [{ name: 'public.pdf', paragraphs: ['Public'] }],
                bridgeLetter: {
                  letterEnabled: true,
                  letterType: 'SOC 1',
                  signerName: 'Pat Signer',
                  signerTitle: 'CISO',
                  letterContent: 'No **material** changes since the period end.',
                },
              },
              {
                title: 'Restricted Report',
                explanation: 'Secret details',
                href: 'https://example.com/secret',
                listEntries: ['a'],
                documents: [{ name: 'restricted.pdf', paragraphs: ['Restricted'] }],
                slug: 'restricted-report',
                bridgeLetter: {
                  letterEnabled: true,
                  letterType: 'SOC 2',
                  signerName: 'Pat Signer',
                  signerTitle: 'CISO',
                  letterContent: 'Nothing changed.',
                },
              },
              {
                title: 'Draft Letter Report',
                publicAccess: true,
                bridgeLetter: {
                  letterEnabled: false,
                  letterType: 'SOC 2',
                  signerName: 'P',
                  signerTitle: 'T',
                  letterContent: 'Draft',
                },
              },
              {
                title: 'Hidden Report',
                hidden: true,
                documents: [{ name: 'hidden.pdf', paragraphs: ['Hidden'] }],
              },
              {
                title: 'Shared File Report',
                documents: [{ name: 'shared.pdf', paragraphs: ['Shared'], shared: true }],
              },
            ],
          },
          { kind: 'policies', items: [{ title: 'Security Policy', publicAccess: true }] },
          { kind: 'esg', hidden: true, items: [{ title: 'Green', publicAccess: true }] },
          { kind: 'ai', placeholder: 'Our AI practices are published on request.' },
          { kind: 'trusted_by' },
          { kind: 'subprocessors' },
        ],
      },
      {
        name: 'Second Product',
        slug: 'second',
        cards: [
          {
            kind: 'data_security',
            items: [{ title: 'Second Only Item', publicAccess: true, slug: 'second-only' }],
          },
        ],
      },
      { name: 'Hidden Product', slug: 'hidden-product', show: false, cards: [] },
    ],
    topics: [
      {
        subject: 'Main topic',
        category: 'compliance',
        productSlugs: ['main'],
        updates: [
          { message: 'Public **news**', hoursAgo: 2 },
          { message: 'Private news', hoursAgo: 1, audience: 'private' },
        ],
      },
      {
        subject: 'Second topic',
        category: 'general',
        productSlugs: ['second'],
        updates: [{ message: 'Second news', hoursAgo: 5 }],
      },
      {
        subject: 'Everyone topic',
        category: 'incidents',
        pinned: true,
        updates: [{ message: 'For all', hoursAgo: 50 }],
      },
      {
        subject: 'Hidden topic',
        category: 'general',
        hidden: true,
        updates: [{ message: 'Not shown', hoursAgo: 3 }],
      },
    ],
    knowledgeBase: [
      { question: 'Public question?', answer: 'Yes.' },
      { question: 'Private question?', answer: 'No.', access: 'private' },
      { question: 'Internal question?', answer: 'Staff only.', access: 'internal' },
    ],
    staff: [
      {
        email: `editor@${slug}.example`,
        displayName: 'Edith Editor',
        password: STAFF_PASSWORD,
        permissions: ['statuspage:edit', 'requests:manage', 'accounts:manage'],
      },
      {
        email: `reader@${slug}.example`,
        displayName: 'Rita Reader',
        password: STAFF_PASSWORD,
        permissions: ['files:view'],
      },
      {
        email: `publisher@${slug}.example`,
        displayName: 'Paul Publisher',
        password: STAFF_PASSWORD,
        permissions: ['updates:manage'],
      },
    ],
    profiles: [
      { name: 'Default', isDefault: true, itemTitles: ['Restricted Report'] },
      { name: 'Everything', itemTitles: ['Restricted Report', 'Hidden Report', 'Shared File Report'] },
    ],
    accounts: [
      {
        name: 'Customer Co',
        domain: `customer-${slug}.example`,
        profile: 'Everything',
        members: [{ email: `member@customer-${slug}.example`, firstName: 'Mia', lastName: 'Member' }],
      },
      {
        name: 'Other Co',
        domain: `other-${slug}.example`,
        profile: 'Default',
        members: [{ email: `member@other-${slug}.example`, firstName: 'Otto', lastName: 'Other' }],
      },
    ],
    domainRules: [
      { domain: `approved-${slug}.example`, kind: 'approved' },
      { domain: `blocked-${slug}.example`, kind: 'blocked' },
    ],
  };
}

export const STAFF_PASSWORD = 'correct horse battery staple';

/** Waits for the mail to `to` to be delivered and answers it, newest first. */
/** The first mail sent to `to`, or with `about`, the first whose subject contains it. */
export async function waitForMail(t: TestApp, to: string, about?: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await unscopedListOutbox(t.database.db)).find(
      (m) => m.to === to && m.status === 'sent' && (!about || m.subject.includes(about)),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail delivered to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The cookie a response set, ready for a Cookie header. */
export function cookieFrom(response: { headers: Record<string, unknown> }, name: string): string {
  const header = ([] as string[]).concat(
    (response.headers['set-cookie'] as string | string[] | undefined) ?? [],
  );
  const cookie = header.find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`No ${name} cookie set`);
  return cookie.split(';')[0]!;
}

/** Same-origin headers for state-changing requests (the sessions plugin refuses other origins). */
export const ORIGIN = { origin: 'http://localhost:80', host: 'localhost:80' };

/**
 * A visitor's browser reporting a search it ran on its own index, as 'Questions asked' logs it.
 * `from`: the visitor's address (each address may log 30 searches a minute). Throws when the route
 * refuses it: a search lost to the rate limit would otherwise vanish from the test silently.
 */
export async function logLocalSearch(
  t: TestApp,
  org: CreatedOrganisation,
  term: string,
  resultCount = 0,
  from = '127.0.0.1',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/search/log`,
    remoteAddress: from,
    headers: ORIGIN,
    payload: { query: { term, filters: { products: [org.products[0]!.id] } }, resultCount },
  });
  if (response.statusCode !== 204)
    throw new Error(`search/log answered ${response.statusCode}: ${response.body}`);
  return response;
}

/**
 * The expiries (seconds, distinct) of a queue's jobs whose id or singleton key is like `pattern`:
 * how soon a job a lost poll left active runs again.
 */
export async function jobExpiries(
  t: TestApp,
  queue: string,
  by: 'id' | 'singleton_key',
  pattern: string,
): Promise<number[]> {
  const { rows } = await t.database.executeSql(
    `select distinct extract(epoch from expire_in)::int as seconds from ${t.app.ctx.config.jobsSchema}.job
      where name = $1 and ${by}::text like $2`,
    [queue, pattern],
  );
  return rows.map((row) => Number(row.seconds));
}

/** Polls `read` until `ok` holds, for work that finishes in the background (jobs, mail). */
export async function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs an account member in as a person does: asks for a link, opens it from the outbox. */
export async function memberCookie(t: TestApp, org: CreatedOrganisation, email: string): Promise<string> {
  await t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/products/${org.products[0]!.id}/login`,
    headers: ORIGIN,
    payload: { email, productId: org.products[0]!.id },
  });
  const link = new URL(
    (await waitForMail(t, email)).text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0],
  );
  return cookieFrom(await t.app.inject(link.pathname + link.search), 'tc_member');
}

/** A complete access request for the organisation's first product, as the portal's form sends it. */
export const accessForm = (org: CreatedOrganisation, email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Jane',
  lastName: "O'Neil",
  companyName: 'Umbrella & Co.',
  agree: true,
  productId: org.products[0]!.id,
  ...extra,
});

/** Signs a staff user in with the test password. */
export async function staffCookie(t: TestApp, email: string): Promise<string> {
  return cookieFrom(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: ORIGIN,
      payload: { email, password: STAFF_PASSWORD },
    }),
    'tc_staff',
  );
}

/** A minimal organisation with an administrator (every permission) signed in, and a caller for their requests. */
export async function orgWithAdmin(t: TestApp, spec: Partial<OrgSpec> = {}) {
  const base = { ...minimalOrg(), ...spec };
  const admin = `admin@${base.slug}.example`;
  const org = await t.createOrg({
    ...base,
    staff: [
      ...(base.staff ?? []),
      { email: admin, displayName: 'Ada Admin', password: STAFF_PASSWORD, permissions: [...PERMISSIONS] },
    ],
  });
  const cookie = await staffCookie(t, admin);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  return { org, spec: base, admin, cookie, call };
}
