import { randomUUID } from 'node:crypto';
import type { Db } from '../client.js';
import { eventBundle } from '../../modules/analytics/event-bundle.js';
import { accessRequests, analyticsEventBundles, auditEvents } from '../schema/index.js';
import type { CreatedOrganisation } from './organisation-builder.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface DemoRequest {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  details: Record<string, string>;
  hoursAgo: number;
  /** What the requester did on the portal before asking, minutes before the request; none without consent. */
  journey?: { minutesBefore: number; type: string; data: (org: CreatedOrganisation) => object }[];
}

const item = (org: CreatedOrganisation, title: string) => org.itemUids.get(title) ?? null;
const file = (org: CreatedOrganisation, name: string) => org.fileIds.get(name) ?? null;

const REQUESTS: DemoRequest[] = [
  {
    email: 'dmitri.volkov@hooli.example',
    firstName: 'Дмитрий',
    lastName: 'Волков',
    companyName: 'Hooli',
    details: { jobTitle: 'Head of Vendor Risk', relationship: 'prospective_customer', country: 'DE' },
    hoursAgo: 3,
    journey: [
      { minutesBefore: 2 * 24 * 60, type: 'page_view', data: () => ({ product: 'platform' }) },
      { minutesBefore: 2 * 24 * 60 - 1, type: 'search_entered', data: () => ({ term: 'SOC 2 report' }) },
      { minutesBefore: 14, type: 'page_view', data: () => ({ product: 'platform' }) },
      {
        minutesBefore: 13,
        type: 'card_click',
        data: (org) => ({ card: 'certifications', item: item(org, 'ISO 27001') }),
      },
      {
        minutesBefore: 11,
        type: 'file_engaged',
        data: (org) => ({ file: file(org, 'ISO 27001 Certificate.pdf'), how: 'view' }),
      },
      { minutesBefore: 8, type: 'search_entered', data: () => ({ term: 'penetration test' }) },
      {
        minutesBefore: 2,
        type: 'file_requested',
        data: (org) => ({ item: item(org, 'SOC 2 Type II Report') }),
      },
    ],
  },
  {
    email: 'layla.haddad@pied-piper.example',
    firstName: 'ليلى',
    lastName: 'حداد',
    companyName: 'Pied Piper',
    details: { reason: 'Annual vendor review before we renew our contract.' },
    hoursAgo: 26,
  },
];

/**
 * Access requests waiting in the demo's queue: one from a visitor who allowed analytics (staff
 * can see what they read first), one from a visitor who did not.
 */
export async function seedDemoRequests(db: Db, org: CreatedOrganisation, now = new Date()) {
  const productId = org.products[0]!.id;
  for (const request of REQUESTS) {
    const createdAt = new Date(now.getTime() - request.hoursAgo * HOUR);
    const visitorId = request.journey ? randomUUID() : null;
    const [row] = await db
      .insert(accessRequests)
      .values({
        orgId: org.id,
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        companyName: request.companyName,
        productId,
        details: { ...request.details, source: 'direct_link' },
        visitorId,
        createdAt,
      })
      .returning({ id: accessRequests.id });
    await db.insert(auditEvents).values({
      orgId: org.id,
      actorUserId: null,
      actorName: `${request.firstName} ${request.lastName}`,
      action: 'access.request',
      target: `request:${row!.id}`,
      before: null,
      after: { email: request.email, company: request.companyName, reason: request.details.reason ?? null },
      createdAt,
    });
    if (request.journey)
      // A batch per step: the journey spans days, and a batch's events lie within one.
      await db.insert(analyticsEventBundles).values(
        request.journey.map((step) =>
          eventBundle({ orgId: org.id, productId, mode: 'Public', visitorId, ipPrefix: '203.0.113.0' }, [
            {
              type: step.type,
              data: step.data(org) as Record<string, unknown>,
              occurredAt: new Date(createdAt.getTime() - step.minutesBefore * MINUTE),
            },
          ]),
        ),
      );
  }
}
