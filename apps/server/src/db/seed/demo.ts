import type { AppConfig } from '../../config.js';
import { storageFor } from '../../platform/storage/index.js';
import type { Db } from '../client.js';
import { acmeSpec } from './acme.js';
import { northwindSpec } from './northwind.js';
import { createOrganisation } from './organisation-builder.js';
import { seedDemoKnowledgeReview } from './demo-knowledge-review.js';
import { seedDemoQuestions } from './demo-questions.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoTraffic } from './demo-traffic.js';
import { unscopedFindStaffUser } from '../../modules/team/queries.js';
import { verifyPassword } from '../../platform/passwords.js';
import { ACME_ADMIN, ACME_REVIEWER, DEMO_STAFF_PASSWORD } from './demo-people.js';

export interface SeedSummary {
  organisations: string[];
}

/** The demo: Acme Cloud (every card kind, two products) and Northwind Health. */
export async function seedDemo(db: Db, config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<SeedSummary> {
  const storage = storageFor(config);
  const specs = [acmeSpec, northwindSpec];
  const acme = await createOrganisation(db, storage, acmeSpec);
  await createOrganisation(db, storage, northwindSpec);
  await seedDemoTraffic(db, acme, [
    {
      email: 'alice@globex.example',
      documents: [
        'Acme Cloud SOC 2 Type II 2026.pdf',
        'Penetration Test Summary 2026.pdf',
        'Acme Cloud DPA.pdf',
      ],
    },
    {
      email: 'peter@initech.example',
      documents: ['Acme Cloud SOC 2 Type II 2026.pdf', 'CAIQ Lite 2026.pdf'],
    },
  ]);
  await seedDemoQuestions(db, acme);
  await seedDemoKnowledgeReview(db, acme);
  await seedDemoRequests(db, acme);
  return { organisations: specs.map((s) => s.name) };
}

/** The demo sign-in, while the demo admin still has the demo password (so a changed password is never printed). */
export async function demoSignIn(db: Db): Promise<{ emails: string[]; password: string } | null> {
  const admin = await unscopedFindStaffUser(db, ACME_ADMIN.email);
  if (!admin?.passwordHash || !(await verifyPassword(DEMO_STAFF_PASSWORD, admin.passwordHash))) return null;
  return { emails: [ACME_ADMIN.email, ACME_REVIEWER.email], password: DEMO_STAFF_PASSWORD };
}
