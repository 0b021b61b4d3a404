import { acmeKnowledgeBase } from './acme-knowledge-base.js';
import { acmePeople } from './demo-people.js';
import type { CardSpec, ItemSpec, OrgSpec } from './spec.js';

const auditor = 'Prescient Assurance';
const policyText = (topic: string) => [
  `This document describes how Acme Cloud manages ${topic}. It applies to all employees, contractors and systems that store or process customer data.`,
  'Controls are reviewed at least annually by the Security team and approved by the Chief Information Security Officer. Exceptions require a documented risk acceptance.',
  'Evidence of operation is retained for at least twelve months and is available to auditors on request.',
];
/** A believable control item: public unless told otherwise. */
const control = (title: string, explanation: string, extra: Partial<ItemSpec> = {}): ItemSpec => ({
  title,
  explanation,
  publicAccess: true,
  maturity: 'managed',
  recurrence: 'continuous',
  type: 'control',
  modifiedBy: 'Maya Chen',
  ...extra,
});
const grid = (kind: CardSpec['kind'], items: ItemSpec[], extra: Partial<CardSpec> = {}): CardSpec => ({
  kind,
  items,
  ...extra,
});

const platformCards: CardSpec[] = [
  { kind: 'overview' },
  {
    kind: 'certifications',
    items: [
      {
        title: 'SOC 2 Type II',
        type: 'soc_2_type_2',
        auditor,
        expiry: '2027-03-31',
        publicAccess: true,
        explanation:
          'Independent attestation of our security, availability and confidentiality controls, renewed every year.',
      },
      {
        title: 'ISO 27001',
        type: 'iso_27001',
        auditor: 'BSI',
        expiry: '2028-06-30',
        publicAccess: true,
        explanation: 'Our information security management system is certified to ISO/IEC 27001:2022.',
      },
      {
        title: 'GDPR',
        type: 'gdpr',
        publicAccess: true,
        explanation:
          'We act as a processor under a Data Processing Agreement and support data subject requests.',
      },
      {
        title: 'ISO 27701',
        type: 'iso_27701',
        enabledState: 'work_in_progress',
        publicAccess: true,
        explanation: 'Privacy information management certification, audit planned for Q2 2027.',
      },
      { title: 'CSA STAR', type: 'csa_star', enabledState: 'work_in_progress', publicAccess: true },
      {
        title: 'HIPAA',
        type: 'hipaa',
        enabledState: 'not_enabled',
        publicAccess: true,
        explanation: 'Acme Platform is not intended for protected health information.',
      },
    ],
  },
  { kind: 'trusted_by' },
  { kind: 'subprocessors' },
  {
    kind: 'documents',
    featured: ['SOC 2 Type II Report', 'SOC 3 Report'],
    items: [
      {
        title: 'Information Security Policy',
        type: 'policy',
        publicAccess: true,
        documents: [
          {
            name: 'Information Security Policy.pdf',
            paragraphs: policyText('information security'),
            type: 'policy',
          },
        ],
      },
      {
        title: 'Business Continuity Plan',
        type: 'policy',
        documents: [
          {
            name: 'Business Continuity Plan.pdf',
            paragraphs: policyText('business continuity and disaster recovery'),
            type: 'policy',
          },
        ],
      },
      {
        title: 'CAIQ Lite Questionnaire',
        type: 'questionnaire',
        documents: [
          {
            name: 'CAIQ Lite 2026.pdf',
            paragraphs: [
              'Consensus Assessments Initiative Questionnaire (Lite), answered for Acme Platform.',
              'Answers are current as of January 2026.',
            ],
            type: 'questionnaire',
          },
        ],
      },
    ],
  },
  grid('reports', [
    {
      title: 'SOC 2 Type II Report',
      type: 'soc_2_type_2',
      auditor,
      expiry: '2027-03-31',
      recurrence: 'annually',
      slug: 'soc-2-report',
      modifiedBy: 'Maya Chen',
      modifiedDaysAgo: 12,
      explanation:
        'Covers the Security, Availability and Confidentiality trust services criteria for the period April 1, 2025 to March 31, 2026.',
      documents: [
        {
          name: 'Acme Cloud SOC 2 Type II 2026.pdf',
          paragraphs: [
            "Report on Acme Cloud's description of its system and on the suitability of the design and operating effectiveness of its controls relevant to security, availability and confidentiality.",
            'Period: April 1, 2025 to March 31, 2026. Independent service auditor: Prescient Assurance.',
            'This report is intended solely for the information and use of Acme Cloud, user entities and their auditors.',
          ],
          type: 'soc_report',
        },
      ],
      bridgeLetter: {
        letterEnabled: true,
        letterType: 'SOC 2',
        signerName: 'Daniel Okafor',
        signerTitle: 'Chief Information Security Officer',
        letterContent:
          'Acme Cloud confirms that there have been **no material changes** to the system described in our most recent SOC 2 Type II report since the end of the audit period.',
      },
    },
    {
      title: 'SOC 3 Report',
      type: 'soc_3',
      auditor,
      publicAccess: true,
      slug: 'soc-3-report',
      recurrence: 'annually',
      explanation: 'The general-use summary of our SOC 2 examination.',
      documents: [
        {
          name: 'Acme Cloud SOC 3 2026.pdf',
          paragraphs: ["General use report on Acme Cloud's controls relevant to security and availability."],
          type: 'soc_report',
        },
      ],
    },
    {
      title: 'Penetration Test Summary',
      type: 'pen_test',
      auditor: 'NCC Group',
      recurrence: 'annually',
      explanation:
        'Annual third-party penetration test of the web application and API, with remediation status.',
      documents: [
        {
          name: 'Penetration Test Summary 2026.pdf',
          paragraphs: [
            'Executive summary of the 2026 external penetration test.',
            'All high and critical findings were remediated and verified within 30 days.',
          ],
          type: 'pen_test',
        },
      ],
    },
    {
      title: 'ISO 27001 Certificate',
      type: 'iso_27001',
      auditor: 'BSI',
      publicAccess: true,
      expiry: '2028-06-30',
      documents: [
        {
          name: 'ISO 27001 Certificate.pdf',
          paragraphs: [
            'Certificate of registration: Information security management system, ISO/IEC 27001:2022.',
          ],
          type: 'certificate',
        },
      ],
    },
  ]),
  grid('questionnaires', [], {
    placeholder: 'Completed security questionnaires are shared on request once an NDA is in place.',
  }),
  grid('product_features', [
    control(
      'Single Sign-On',
      'Customers can enforce SAML 2.0 or OIDC single sign-on with Okta, Entra ID, Google Workspace and others.',
    ),
    control(
      'Role-Based Access Control',
      'Fine-grained roles and custom permission sets for every workspace.',
    ),
    control('Audit Logging', 'Every administrative action is recorded and exportable to your SIEM.'),
    control('Data Residency', 'Choose to host your data in the EU (Frankfurt) or US (Virginia).'),
  ]),
  grid('data_security', [
    control(
      'Encryption at Rest',
      'Customer data is encrypted at rest with AES-256; keys are managed in AWS KMS and rotated yearly.',
      { choice: 'yes' },
    ),
    control(
      'Encryption in Transit',
      'All connections use TLS 1.2 or higher with modern cipher suites; HSTS is enforced.',
      { choice: 'yes' },
    ),
    control(
      'Data Erasure',
      'Customer data is deleted within 30 days of contract end, and from backups within 90 days.',
    ),
    control('Backups', 'Encrypted backups are taken every hour and restored in a quarterly test.', {
      recurrence: 'quarterly',
    }),
  ]),
  grid('application_security', [
    control(
      'Responsible Disclosure',
      'Report vulnerabilities to security@acme.example; we acknowledge within one business day.',
      { type: 'responsible_disclosure', href: 'https://acme.example/security' },
    ),
    control(
      'Code Review',
      'Every change is peer reviewed and must pass automated security checks before merge.',
    ),
    control(
      'Dependency Scanning',
      'Third-party dependencies are scanned daily and patched according to severity.',
      { recurrence: 'daily' },
    ),
    control(
      'Secure Development Training',
      'Engineers complete secure-coding training when they join and every year after.',
      { recurrence: 'annually' },
    ),
  ]),
  grid('legal', [
    {
      title: 'Data Processing Agreement',
      type: 'dpa',
      publicAccess: true,
      explanation: 'Our standard DPA with the EU Standard Contractual Clauses.',
      documents: [
        {
          name: 'Acme Cloud DPA.pdf',
          paragraphs: [
            'Data Processing Agreement between the Customer and Acme Cloud, Inc.',
            'Incorporates the Standard Contractual Clauses (Module 2 and Module 3).',
          ],
          shared: true,
          type: 'dpa',
        },
      ],
    },
    control(
      'Subprocessors',
      'The list of third parties that process customer data is published on this page.',
      { type: 'subprocessors' },
    ),
    control('Terms of Service', 'The terms that govern the use of Acme Platform.', {
      href: 'https://acme.example/terms',
    }),
  ]),
  grid('ai', [
    control(
      'No Training on Customer Data',
      "Customer content is never used to train AI models, ours or third parties'.",
    ),
    control('AI Feature Controls', 'Administrators can turn AI features off for the whole workspace.'),
  ]),
  grid(
    'esg',
    [
      control(
        'Carbon-Neutral Hosting',
        'Our cloud regions run on providers committed to 100% renewable energy.',
      ),
    ],
    { hidden: true },
  ),
  grid('data_privacy', [
    control('Privacy Policy', 'How we collect, use and protect personal data.', {
      href: 'https://acme.example/privacy',
    }),
    control('Data Subject Requests', 'Requests are handled within 30 days through privacy@acme.example.'),
    control('Records of Processing', 'We maintain records of processing activities under GDPR Article 30.', {
      publicAccess: false,
    }),
  ]),
  grid('access_control', [
    control('Multi-Factor Authentication', 'MFA is required for all employees on every internal system.'),
    control('Least Privilege', 'Production access is granted just in time, approved and logged.'),
    control('Quarterly Access Reviews', "Managers review their teams' access every quarter.", {
      recurrence: 'quarterly',
    }),
  ]),
  grid('infrastructure', [
    control('Status Monitoring', 'Live availability of our services.', {
      type: 'status_monitoring',
      href: 'https://status.acme.example',
    }),
    control('Cloud Hosting', 'Acme Platform runs on AWS in multiple availability zones.'),
    control(
      'Infrastructure as Code',
      'All infrastructure is defined in code and reviewed like application changes.',
    ),
  ]),
  grid('endpoint_security', [
    control('Endpoint Detection and Response', 'Every company laptop runs EDR monitored around the clock.'),
    control('Disk Encryption', 'Full-disk encryption is enforced on all employee devices.'),
  ]),
  grid('network_security', [
    control('Web Application Firewall', 'A managed WAF filters traffic to every public endpoint.'),
    control('DDoS Protection', 'Traffic is served through a CDN with DDoS mitigation.'),
  ]),
  grid('internal_practices', [
    control(
      'Background Checks',
      'Employees are background checked before they start, where local law allows.',
    ),
    control('Confidentiality Agreements', 'All staff sign confidentiality agreements.'),
  ]),
  grid('policies', [
    {
      title: 'Acceptable Use Policy',
      type: 'policy',
      publicAccess: true,
      documents: [
        {
          name: 'Acceptable Use Policy.pdf',
          paragraphs: policyText('acceptable use of company systems'),
          type: 'policy',
        },
      ],
    },
    {
      title: 'Incident Response Policy',
      type: 'policy',
      documents: [
        {
          name: 'Incident Response Policy.pdf',
          paragraphs: policyText('security incidents'),
          type: 'policy',
        },
      ],
    },
    {
      title: 'Vendor Management Policy',
      type: 'policy',
      documents: [
        {
          name: 'Vendor Management Policy.pdf',
          paragraphs: policyText('third-party vendors'),
          type: 'policy',
        },
      ],
    },
  ]),
  grid('continuous_monitoring', [
    control('Security Monitoring', 'Logs from all production systems are analysed by our SIEM 24/7.'),
  ]),
  grid('physical_environmental', [
    control('Data Centre Security', "Our cloud providers' data centres are SOC 2 and ISO 27001 certified."),
  ]),
  grid('change_configuration_management', [
    control('Change Approval', 'Production changes are reviewed, tested and deployed through CI/CD.'),
  ]),
  grid('awareness_training', [
    control(
      'Security Awareness Training',
      'All staff complete training and phishing simulations every year.',
      { recurrence: 'annually' },
    ),
  ]),
  grid('business_continuity', [
    control('Disaster Recovery', 'RTO of 4 hours and RPO of 1 hour, tested twice a year.', {
      recurrence: 'semi_annually',
    }),
  ]),
  grid('asset_management', [
    control('Asset Inventory', 'Hardware and cloud assets are tracked in a central inventory.'),
  ]),
  grid('risk_management', [
    control('Annual Risk Assessment', 'Risks are assessed yearly and tracked to treatment.', {
      recurrence: 'annually',
    }),
  ]),
  grid('incident_response', [
    control(
      'Incident Response Plan',
      'A tested plan with defined roles, severities and customer notification within 72 hours.',
    ),
    control('Breach Notification', 'Affected customers are notified without undue delay.'),
  ]),
  grid('risk_profile', []),
  grid('security_grades', []),
  grid('customer_data', [
    control('Customer Data Ownership', 'Customers own their data and can export it at any time.'),
  ]),
];

export const acmeSpec: OrgSpec = {
  ...acmePeople,
  name: 'Acme Cloud',
  slug: 'acme',
  plan: 'growth',
  domains: ['trust.acme-cloud.test'],
  logo: { color: '#1c7ed6' },
  features: {
    allowSectionCustomization: true,
    allowReplaceCardIcons: true,
    allowItemTitleRenaming: true,
    allowBridgeLetter: true,
    trustCenterAi: true,
    // An Enterprise feature, switched on for the demo so members can try the TPRM hand-off.
    allowPartnerImport: true,
  },
  partners: [
    { name: 'Vendor Risk Cloud', domain: 'vendorrisk.example' },
    { name: 'Assurance Hub', domain: 'assurancehub.example' },
  ],
  customization: {
    portalTitle: 'Trust Center',
    description:
      'Acme Cloud keeps your data secure, private and available. Review our certifications, policies and security practices.',
    supportMailbox: 'support@acme.example',
    securityMailbox: 'security@acme.example',
    contactSupport: { onClickAction: 'send_email', supportUrl: null },
    reportIssue: { onClickAction: 'direct_to_site', reportUrl: 'https://acme.example/security/report' },
    primaryColor: '#1c7ed6',
    termsOfServiceUrl: 'https://acme.example/terms',
    privacyNoticeUrl: 'https://acme.example/privacy',
    userGuideUrl: 'https://acme.example/trust-center-guide',
    accessRequestFields: { reasonField: true },
    trustCenterAi: { enabled: true },
    nda: {
      provider: 'click-wrap',
      title: 'Mutual Non-Disclosure Agreement',
      text: [
        'This Mutual Non-Disclosure Agreement is entered into between **Acme Cloud, Inc.** ("Acme") and the company you represent ("Recipient").',
        '1. **Confidential Information.** Audit reports, penetration test results, policies and other documents made available through the Acme Trust Center are confidential.',
        "2. **Use.** Recipient will use Confidential Information only to evaluate the security of Acme's services and will not disclose it to third parties, except to its advisers bound by equivalent obligations.",
        '3. **Term.** These obligations last three years from the date of acceptance.',
        '4. **Acceptance.** By accepting electronically you confirm that you are authorised to accept this agreement on behalf of Recipient.',
      ].join('\n\n'),
    },
  },
  productLinks: [{ name: 'Acme Status Page', link: 'https://status.acme.example' }],
  products: [
    {
      name: 'Acme Platform',
      slug: 'platform',
      banner: { from: '#1864ab', to: '#4dabf7' },
      overview:
        'Security is built into everything we do at **Acme Cloud**. Our platform is trusted by thousands of teams to store and process their most important data.\n\nThis Trust Center brings together our certifications, audit reports, policies and security practices. Public documents can be downloaded right away; restricted documents such as our SOC 2 report are available once you request access.\n\nQuestions? Contact [security@acme.example](mailto:security@acme.example).',
      cards: platformCards,
      securityGrades: [
        { provider: 'SecurityScorecard', label: 'Security Scorecard', url: 'acme-cloud.example', grade: 'A' },
        {
          provider: 'Qualys',
          label: 'SSL Labs',
          description: 'TLS configuration of app.acme-cloud.example',
          url: 'https://www.ssllabs.com/ssltest/analyze.html?d=app.acme-cloud.example',
          grade: 'A+',
        },
        {
          provider: 'SecurityHeaders',
          label: 'Security Headers',
          url: 'https://securityheaders.com/?q=app.acme-cloud.example',
          grade: 'A',
        },
        { provider: 'BitSight', label: 'BitSight rating', grade: '760' },
      ],
      riskProfile: {
        DataAccess: 'restricted',
        Impact: 'substantial',
        RecoveryTime: 'hours_4',
        RecoveryPoint: 'minutes_15',
        CriticalDependence: 'yes',
        TpDependence: 'yes',
        Hosting: 'major_cloud',
      },
      subprocessors: [
        {
          companyId: 'aws',
          purpose: 'Cloud hosting and storage',
          location: 'United States, Germany',
        },
        {
          companyId: 'stripe',
          purpose: 'Payment processing',
          location: 'United States',
        },
        {
          companyId: 'sendgrid',
          purpose: 'Transactional email',
          location: 'United States',
        },
        {
          companyId: 'datadog',
          purpose: 'Monitoring and logging',
          location: 'Germany',
          details: 'EU region; logs are scrubbed of personal data',
        },
        {
          companyId: 'zendesk',
          purpose: 'Customer support',
          location: 'Ireland',
        },
        {
          companyId: 'okta',
          purpose: 'Employee identity',
          location: 'United States',
        },
      ],
      trustedBy: [
        { name: 'Globex', color: '#e03131' },
        { name: 'Initech', color: '#1971c2' },
        { name: 'Umbrella Health', color: '#c2255c' },
        { name: 'Stark Logistics', color: '#495057' },
        { name: 'Wayne Financial', color: '#364fc7' },
        { name: 'Soylent Foods', color: '#2b8a3e' },
      ],
    },
    {
      name: 'Acme Analytics',
      slug: 'analytics',
      banner: { from: '#5f3dc4', to: '#9775fa' },
      overview:
        "**Acme Analytics** turns product events into insight. It shares Acme Cloud's security programme and adds controls specific to analytics data.",
      cards: [
        { kind: 'overview' },
        {
          kind: 'certifications',
          items: [
            { title: 'SOC 2 Type II', type: 'soc_2_type_2', auditor, publicAccess: true },
            { title: 'GDPR', type: 'gdpr', publicAccess: true },
          ],
        },
        { kind: 'documents' },
        grid('reports', [
          {
            title: 'Analytics SOC 2 Type II Report',
            type: 'soc_2_type_2',
            auditor,
            documents: [
              {
                name: 'Acme Analytics SOC 2 Type II 2026.pdf',
                paragraphs: ['SOC 2 Type II report for Acme Analytics.'],
              },
            ],
          },
        ]),
        grid('data_security', [
          control(
            'Event Data Minimisation',
            'IP addresses are truncated and identifiers hashed before storage.',
          ),
          control('Retention Controls', 'Choose how long raw events are kept, from 30 days to 5 years.'),
        ]),
        grid('data_privacy', [control('Consent Mode', 'Respects browser consent signals and Do Not Track.')]),
      ],
      subprocessors: [
        {
          companyId: 'google-cloud',
          purpose: 'Analytics warehouse',
          location: 'Belgium',
        },
      ],
    },
  ],
  topics: [
    {
      subject: 'Our 2026 SOC 2 Type II report is available',
      category: 'compliance',
      pinned: true,
      updates: [
        {
          message:
            'Our SOC 2 Type II report for the period ending March 31, 2026 is now available. **No exceptions were noted.** Request access to download it.',
          hoursAgo: 24 * 40,
        },
      ],
    },
    {
      subject: 'New subprocessor: Datadog EU region',
      category: 'subprocessors',
      productSlugs: ['platform'],
      updates: [
        {
          message:
            "We are moving application monitoring to Datadog's EU region (Germany). No customer content is sent to Datadog; logs are scrubbed of personal data.",
          hoursAgo: 3,
        },
        {
          message: "Thirty days' notice: the change takes effect on December 21, 2026.",
          hoursAgo: 2,
          audience: 'private',
        },
      ],
    },
    {
      subject: 'OpenSSH advisory assessment',
      category: 'vulnerabilities',
      updates: [
        {
          message:
            'We assessed the recent OpenSSH advisory. Acme Cloud production systems do not expose SSH to the internet and were **not affected**.',
          hoursAgo: 24 * 12,
        },
        { message: 'Patched versions are now rolled out to all bastion hosts.', hoursAgo: 24 * 10 },
      ],
    },
    {
      subject: 'Degraded API latency in EU region',
      category: 'incidents',
      updates: [
        {
          message:
            'Between 09:12 and 09:47 UTC some API requests in the EU region were slow. The root cause was a misconfigured load balancer; no data was affected.',
          hoursAgo: 24 * 25,
        },
      ],
    },
    {
      subject: 'ISO 27701 audit scheduled',
      category: 'compliance',
      updates: [
        {
          message: 'Our ISO 27701 certification audit with BSI is scheduled for Q2 2027.',
          hoursAgo: 24 * 60,
        },
      ],
    },
    {
      subject: 'Security awareness month',
      category: 'general',
      updates: [
        {
          message:
            "All Acme employees completed this year's security awareness training and phishing simulation.",
          hoursAgo: 24 * 50,
        },
      ],
    },
    {
      subject: 'Planned TLS 1.0 and 1.1 retirement',
      category: 'general',
      productSlugs: ['analytics'],
      updates: [
        { message: 'Acme Analytics no longer accepts TLS 1.0 and 1.1 connections.', hoursAgo: 24 * 90 },
      ],
    },
  ],
  knowledgeBase: acmeKnowledgeBase,
};
