import { PERMISSIONS } from '@trust/shared';
import { QUESTIONNAIRE_FIXTURES } from './questionnaire-fixtures.js';
import type { OrgSpec, StaffSpec } from './spec.js';

const SIG_LITE = QUESTIONNAIRE_FIXTURES[0]!;

/** Demo data only: printed at start while the demo admin still has it. */
export const DEMO_STAFF_PASSWORD = 'acme-demo-2026';

export const ACME_ADMIN: StaffSpec = {
  email: 'admin@acme.example',
  displayName: 'Maya Chen',
  password: DEMO_STAFF_PASSWORD,
  permissions: [...PERMISSIONS],
};

/** Staff who review requests, answer questionnaires and read files, but do not edit the portal. */
export const ACME_REVIEWER: StaffSpec = {
  email: 'reviewer@acme.example',
  displayName: 'Sam Rivera',
  password: DEMO_STAFF_PASSWORD,
  permissions: ['files:view', 'requests:manage', 'questionnaires:manage'],
};

export const acmePeople: Pick<
  OrgSpec,
  | 'staff'
  | 'profiles'
  | 'accounts'
  | 'domainRules'
  | 'subscribers'
  | 'subscriptionBlockedDomains'
  | 'comments'
  | 'questionnaires'
  | 'activity'
> = {
  staff: [ACME_ADMIN, ACME_REVIEWER],
  profiles: [
    {
      name: 'Standard customer',
      isDefault: true,
      itemTitles: [
        'SOC 2 Type II Report',
        'Penetration Test Summary',
        'Business Continuity Plan',
        'CAIQ Lite Questionnaire',
        'Incident Response Policy',
        'Vendor Management Policy',
        'Records of Processing',
      ],
    },
    { name: 'Prospect under NDA', itemTitles: ['SOC 2 Type II Report', 'CAIQ Lite Questionnaire'] },
  ],
  accounts: [
    {
      name: 'Globex',
      domain: 'globex.example',
      profile: 'Standard customer',
      members: [{ email: 'alice@globex.example', firstName: 'Alice', lastName: 'Moreau' }],
    },
    {
      name: 'Initech',
      domain: 'initech.example',
      profile: 'Prospect under NDA',
      members: [{ email: 'peter@initech.example', firstName: 'Peter', lastName: 'Gibbons' }],
    },
  ],
  domainRules: [
    { domain: 'globex.example', kind: 'approved', account: 'Globex' },
    { domain: 'competitor.example', kind: 'blocked' },
  ],
  subscribers: [
    { email: 'alice@globex.example', status: 'confirmed', daysAgo: 40 },
    {
      email: 'security-team@umbrella-health.example',
      status: 'confirmed',
      source: 'trust_center_updates_button',
      daysAgo: 25,
    },
    { email: 'grc@stark-logistics.example', status: 'confirmed', source: 'access_request', daysAgo: 12 },
    { email: 'vendor-risk@wayne-finance.example', status: 'pending', source: 'direct_link', daysAgo: 1 },
    { email: 'former@initech.example', status: 'unsubscribed', daysAgo: 60 },
  ],
  subscriptionBlockedDomains: ['competitor.example'],
  activity: [
    {
      actor: 'Peter Gibbons',
      action: 'access.request',
      target: 'request:demo-initech',
      after: { email: 'peter@initech.example', company: 'Initech' },
      hoursAgo: 30 * 24,
    },
    {
      actor: ACME_REVIEWER.displayName,
      action: 'access.approve',
      target: 'request:demo-initech',
      after: {
        email: 'peter@initech.example',
        account: 'Initech',
        profile: 'Prospect under NDA',
        expiresAt: '2027-03-31',
      },
      hoursAgo: 29 * 24,
    },
    {
      actor: 'Peter Gibbons',
      action: 'access.sign_in',
      target: 'member:demo-initech',
      after: { email: 'peter@initech.example' },
      hoursAgo: 29 * 24 - 2,
    },
    {
      actor: 'Alice Moreau',
      action: 'access.auto_approve',
      target: 'account:demo-globex',
      after: { email: 'alice@globex.example', account: 'Globex', reason: 'approved domain' },
      hoursAgo: 41 * 24,
    },
    {
      actor: 'Alice Moreau',
      action: 'nda.accept',
      target: 'member:demo-globex',
      after: { email: 'alice@globex.example', account: 'Globex', version: 1, signedAs: 'Alice Moreau' },
      hoursAgo: 41 * 24 - 1,
    },
    {
      actor: ACME_ADMIN.displayName,
      action: 'domain-rule.add',
      target: 'domain-rule:demo-competitor',
      after: { domain: 'competitor.example', kind: 'blocked' },
      hoursAgo: 20 * 24,
    },
    {
      actor: ACME_ADMIN.displayName,
      action: 'document.upload',
      target: 'document:demo-soc3',
      after: { name: 'Acme Cloud SOC 3 2026.pdf', type: 'soc_3', isShared: false },
      hoursAgo: 3 * 24,
    },
  ],
  comments: [
    {
      account: 'Initech',
      item: 'Penetration Test Summary',
      messages: [
        {
          from: 'peter@initech.example',
          content:
            'Were the two medium findings from the March test fixed, and was that confirmed by a retest?',
          hoursAgo: 50,
        },
        {
          from: ACME_ADMIN.email,
          content:
            'Both were fixed within 30 days, and the testers confirmed the fixes in a retest on April 12. The retest letter is attached to the report.',
          hoursAgo: 46,
        },
      ],
    },
    {
      account: 'Globex',
      item: 'Business Continuity Plan',
      messages: [
        {
          from: 'alice@globex.example',
          content:
            'When was the plan last exercised, and what recovery time did you reach for the EU region?',
          hoursAgo: 3,
        },
      ],
    },
  ],
  questionnaires: [
    {
      account: 'Globex',
      from: 'alice@globex.example',
      fileName: SIG_LITE.fileName,
      format: 'xlsx',
      build: SIG_LITE.build,
      note: 'Our procurement needs this back before the renewal on the 15th. Thank you!',
      hoursAgo: 20,
    },
  ],
};
