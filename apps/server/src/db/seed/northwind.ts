import type { OrgSpec } from './spec.js';

/** A second tenant with content of its own, so tenancy is visible from the first start. */
export const northwindSpec: OrgSpec = {
  name: 'Northwind Health',
  slug: 'northwind',
  domains: ['trust.northwind.test'],
  logo: { color: '#0ca678' },
  features: { hideBuiltOnBadge: false },
  customization: {
    portalTitle: 'Security & Privacy',
    description: 'How Northwind Health protects patient and partner data.',
    primaryColor: '#0ca678',
    supportMailbox: 'trust@northwind.example',
    securityMailbox: 'security@northwind.example',
    publicAccessLevel: 'PublicContentOnly',
  },
  products: [
    {
      name: 'Northwind Care',
      slug: 'care',
      banner: { from: '#087f5b', to: '#38d9a9' },
      overview:
        'Northwind Care handles protected health information for clinics across Europe. We are **HIPAA** aligned and **ISO 27001** certified.',
      sectionOrder: [
        'overview_and_certifications',
        'documents',
        'cards',
        'subprocessors',
        'trust_center_updates',
        'knowledge_base',
        'help',
      ],
      cards: [
        { kind: 'overview' },
        {
          kind: 'certifications',
          items: [
            { title: 'ISO 27001', type: 'iso_27001', auditor: 'DNV', publicAccess: true },
            { title: 'HIPAA', type: 'hipaa', publicAccess: true },
            {
              title: 'NEN 7510',
              type: 'other',
              enabledState: 'work_in_progress',
              publicAccess: true,
              badge: { label: 'NEN 7510', color: '#e8590c' },
            },
          ],
        },
        { kind: 'documents' },
        {
          kind: 'reports',
          items: [
            {
              title: 'HIPAA Risk Assessment',
              type: 'hipaa',
              documents: [
                {
                  name: 'Northwind HIPAA Risk Assessment.pdf',
                  paragraphs: ['Summary of the 2026 HIPAA security risk assessment.'],
                },
              ],
            },
            {
              title: 'Northwind Privacy Notice',
              type: 'policy',
              publicAccess: true,
              documents: [
                {
                  name: 'Northwind Privacy Notice.pdf',
                  paragraphs: ['How Northwind Health processes personal data.'],
                },
              ],
            },
          ],
        },
        {
          kind: 'data_security',
          items: [
            {
              title: 'PHI Encryption',
              explanation: 'All PHI is encrypted with per-tenant keys.',
              publicAccess: true,
            },
          ],
        },
        { kind: 'trusted_by' },
        { kind: 'subprocessors' },
      ],
      subprocessors: [
        {
          companyId: 'azure',
          purpose: 'Hosting',
          location: 'Netherlands',
        },
      ],
    },
  ],
  topics: [
    {
      subject: 'ISO 27001 recertification completed',
      category: 'compliance',
      updates: [{ message: 'DNV recertified our ISMS for another three years.', hoursAgo: 24 * 20 }],
    },
  ],
  knowledgeBase: [
    {
      question: 'Do you sign Business Associate Agreements?',
      answer: 'Yes, for every customer that processes PHI with us.',
    },
  ],
};
