import type { Db } from '../client.js';
import { kbEntries } from '../schema/index.js';
import type { CreatedOrganisation } from './organisation-builder.js';

const DAY_MS = 24 * 3_600_000;

/**
 * An entry a questionnaire answered two years ago saved to the knowledge base, staff-only, which
 * still says what the retention period used to be: the current entry asks nearly the same question
 * and answers it differently, so 'Needs review' in /app/knowledge-base opens on a real conflict to
 * settle. Internal, so visitors and Ask AI never see the stale answer.
 */
export async function seedDemoKnowledgeReview(db: Db, org: CreatedOrganisation, now = new Date()) {
  const answered = new Date(now.getTime() - 760 * DAY_MS);
  await db.insert(kbEntries).values({
    orgId: org.id,
    question: 'How long do you retain customer data after contract termination?',
    answer: 'Customer data is deleted within 90 days of contract termination.',
    comment: 'From the 2024 Globex questionnaire, before the retention policy changed.',
    sourceType: 'questionnaire',
    sourceName: 'Globex security questionnaire 2024',
    accessLevel: 'internal',
    createdAt: answered,
    customerModifiedAt: answered,
  });
}
