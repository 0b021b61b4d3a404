// The operator's command line: npm run org:create | org:list | org:plan | org:export | org:import (see the README).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { newAdminSchema, newOrganisationSchema, slugFromName } from '@trust/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { organisations } from '../db/schema/index.js';
import { createOwnOrganisation } from '../modules/organisations/create.js';
import { exportOrganisation } from '../modules/organisations/export.js';
import { ArchiveInvalid, importOrganisation } from '../modules/organisations/import.js';
import { FEATURE_NAMES, PLANS, unscopedSetPlan, type Plan } from '../modules/organisations/plans.js';
import { setPasswordLink } from '../modules/team/set-password-link.js';
import { SecretBox } from '../platform/secret-box.js';
import { storageFor } from '../platform/storage/index.js';
import { unscopedFindOrgByKey } from '../plugins/tenant/queries.js';

const [command, ...rest] = process.argv.slice(2);
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const db = database.db;
try {
  if (command === 'create') await create();
  else if (command === 'list') await list();
  else if (command === 'plan') await plan();
  else if (command === 'export') await exportArchive();
  else if (command === 'import') await importArchive();
  else fail('Usage: org.ts create|list|plan|export|import [options]');
} finally {
  await database.close();
}

async function create() {
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      slug: { type: 'string' },
      product: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
    },
  });
  const name = values.name ?? fail('--name is required');
  const org = newOrganisationSchema.safeParse({
    name,
    slug: values.slug ?? slugFromName(name),
    productName: values.product ?? name,
  });
  if (!org.success) fail(org.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  const email = values['admin-email'] ?? fail('--admin-email is required');
  const admin = newAdminSchema
    .pick({ email: true, displayName: true })
    .safeParse({ email, displayName: values['admin-name'] ?? email.split('@')[0] });
  if (!admin.success) fail(admin.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  const ctx = { db, transact: database.transact, storage: storageFor(config) };
  const created = await createOwnOrganisation(
    ctx,
    org.data!,
    { ...admin.data!, passwordHash: null },
    'join',
  ).catch((error: { message?: string; fields?: Record<string, string> }) =>
    fail(Object.values(error.fields ?? {}).join('\n') || String(error.message)),
  );
  console.log(`Created ${org.data!.name}: ${config.appUrl}/${created.slug}`);
  if (created.newUser) {
    const link = await setPasswordLink(db, config.appUrl, created.userId, created.orgId);
    console.log(`Administrator ${admin.data!.email} sets a password here (works once, for 7 days):`);
    console.log(`  ${link}`);
  } else {
    console.log(`${admin.data!.email} already has a staff account: they sign in at ${config.appUrl}/sign-in`);
  }
}

async function list() {
  const rows = await db
    .select({ slug: organisations.slug, name: organisations.name, plan: organisations.plan })
    .from(organisations)
    .orderBy(asc(organisations.slug));
  if (rows.length === 0) console.log('No organisations yet.');
  for (const row of rows) console.log(`${row.slug.padEnd(24)} ${row.plan.padEnd(11)} ${row.name}`);
}

async function plan() {
  const { values } = parseArgs({
    args: rest,
    options: {
      slug: { type: 'string' },
      plan: { type: 'string' },
      feature: { type: 'string', multiple: true },
    },
  });
  const org = await unscopedFindOrgByKey(db, values.slug ?? fail('--slug is required'));
  if (!org) fail(`No organisation with the slug '${values.slug}'.`);
  const planName = (values.plan ?? fail(`--plan is required: ${PLANS.join(', ')}`)) as Plan;
  if (!PLANS.includes(planName)) fail(`--plan must be one of ${PLANS.join(', ')}`);
  const overrides: Record<string, boolean> = {};
  for (const entry of values.feature ?? []) {
    const [feature, value] = entry.split('=');
    if (!FEATURE_NAMES.includes(feature as never) || !['true', 'false'].includes(value ?? ''))
      fail(`--feature takes name=true|false, with a name among ${FEATURE_NAMES.join(', ')}`);
    overrides[feature!] = value === 'true';
  }
  const features = await unscopedSetPlan(db, org!.id, planName, overrides);
  console.log(`${org!.slug} is on the ${planName} plan.`);
  for (const [feature, on] of Object.entries(features))
    console.log(`  ${feature.padEnd(28)} ${on ? 'on' : 'off'}`);
}

/** The organisation as one tar archive, to --out or standard output. */
async function exportArchive() {
  const { values } = parseArgs({
    args: rest,
    options: { slug: { type: 'string' }, out: { type: 'string' } },
  });
  const org = await unscopedFindOrgByKey(db, values.slug ?? fail('--slug is required'));
  if (!org) fail(`No organisation with the slug '${values.slug}'.`);
  const out = values.out ? fs.createWriteStream(values.out) : process.stdout;
  const tables = await exportOrganisation(
    db,
    storageFor(config),
    new SecretBox(config.appSecret),
    org!.id,
    out,
  );
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  console.error(
    `Exported ${org!.slug}: ${rows} rows in ${Object.keys(tables).length} tables${values.out ? ` to ${values.out}` : ''}.`,
  );
}

/** Restores an archive from --in or standard input, under --slug or its own (suffixed when taken). */
async function importArchive() {
  const { values } = parseArgs({ args: rest, options: { in: { type: 'string' }, slug: { type: 'string' } } });
  const input = values.in ? fs.createReadStream(values.in) : process.stdin;
  const ctx = { db, transact: database.transact, storage: storageFor(config) };
  const result = await importOrganisation(ctx, new SecretBox(config.appSecret), input, {
    slug: values.slug,
  }).catch((error: unknown) => fail(error instanceof ArchiveInvalid ? error.message : String(error)));
  console.log(
    `Imported as ${config.appUrl}/${result.slug}${result.remapped ? ' (new ids: the organisation already exists here)' : ''}.`,
  );
}
