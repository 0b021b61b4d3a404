import type { KbSpec } from './spec.js';

type Row = [question: string, answer: string, extra?: Partial<KbSpec>];

const PRIVATE = { access: 'private' } as const;
const INTERNAL = { access: 'internal' } as const;
const ANALYTICS = { products: ['analytics'] };
const PLATFORM = { products: ['platform'] };
const QUESTIONNAIRE = { sourceType: 'questionnaire' } as const;

/**
 * Acme Cloud's knowledge base: CAIQ-style questions a security review asks, answered as a real
 * vendor would, across access levels and products. The search benchmark's labelled paraphrases
 * (bench/search/paraphrases.ts) point at these questions by their exact text.
 */
const ROWS: Row[] = [
  // Compliance and audits
  [
    'Do you have a SOC 2 report?',
    'Yes. Acme Cloud has a SOC 2 Type II report covering Security, Availability and Confidentiality. Request access on this page to download it.',
    { favorite: true },
  ],
  [
    'Are you ISO 27001 certified?',
    'Yes. Our ISMS is certified to ISO/IEC 27001:2022 by BSI; the certificate is on this page.',
  ],
  [
    'Do you have a SOC 3 report?',
    'Yes, our SOC 3 report is public and can be downloaded from the Documents section.',
  ],
  [
    'Are you HIPAA compliant?',
    'Yes. We sign Business Associate Agreements on the Enterprise plan and safeguard PHI under our HIPAA program.',
    PLATFORM,
  ],
  [
    'Are you PCI DSS compliant?',
    'We do not store cardholder data. Payments are processed by Stripe, a PCI DSS Level 1 service provider.',
  ],
  [
    'Have you completed the CSA STAR self-assessment?',
    'Yes, our CAIQ is published in the CSA STAR registry and updated yearly.',
    QUESTIONNAIRE,
  ],
  [
    'How often are you audited by third parties?',
    'Every year: SOC 2 Type II over a twelve-month period and an ISO 27001 surveillance audit.',
  ],
  [
    'Were there any exceptions in your latest SOC 2 report?',
    'No exceptions were noted in the 2026 SOC 2 Type II report.',
    PRIVATE,
  ],
  [
    'Can we get a bridge letter for the SOC 2 gap period?',
    'Yes. A bridge letter covering the period since the report ended is available with the report.',
    PRIVATE,
  ],
  [
    'Do you comply with GDPR?',
    'Yes. We act as a processor under GDPR, offer a Data Processing Agreement and support data subject requests.',
  ],
  [
    'Do you comply with the CCPA?',
    'Yes. We act as a service provider under the CCPA/CPRA and never sell personal information.',
  ],

  // Governance, people and policies
  [
    'Do you have an information security policy?',
    'Yes. It is approved by leadership, reviewed every year and published on this page.',
    { favorite: true },
  ],
  [
    'Who is responsible for security at Acme Cloud?',
    'Our CISO leads a dedicated security team and reports to the CEO and the board every quarter.',
  ],
  [
    'Do you perform background checks?',
    'Yes, for all employees before they start, where local law allows.',
    QUESTIONNAIRE,
  ],
  [
    'Do employees receive security awareness training?',
    'Yes, at onboarding and every year after, with monthly phishing simulations.',
  ],
  [
    'Do employees sign confidentiality agreements?',
    'Yes. Every employee and contractor signs a confidentiality agreement before getting access.',
  ],
  [
    'Do you have an acceptable use policy?',
    'Yes. All staff accept it at onboarding and yearly; it is available in the Documents section.',
  ],
  [
    'How do you handle employee offboarding?',
    'Access is revoked within 24 hours of departure through our identity provider, and devices are returned and wiped.',
  ],
  [
    'Do you have a risk management program?',
    'Yes. We run a yearly risk assessment, track risks in a register and review them quarterly with leadership.',
  ],
  [
    'Do you carry cyber insurance?',
    'Yes, we hold cyber liability insurance with a limit of USD 10 million.',
    PRIVATE,
  ],
  [
    'Who approves exceptions to security policies?',
    'The CISO approves exceptions, which expire after at most 90 days and are recorded in the risk register.',
    INTERNAL,
  ],

  // Access control and identity
  ['Do you support single sign-on?', 'Yes, SAML 2.0 and OIDC on every paid plan, with SCIM provisioning.'],
  [
    'Do you support multi-factor authentication for customers?',
    'Yes. Customers can require TOTP or WebAuthn security keys for every user of their workspace.',
  ],
  [
    'Is multi-factor authentication required for your employees?',
    'Yes. Phishing-resistant MFA with hardware security keys is enforced for all employee access.',
  ],
  [
    'How do you manage employee access to production?',
    'Access follows least privilege, is granted just in time through approved requests and expires after 8 hours.',
  ],
  [
    'How often do you review user access?',
    'Quarterly access reviews cover production systems, with managers recertifying every entitlement.',
  ],
  [
    'What is your password policy?',
    'Passwords must be at least 12 characters, are checked against breached-password lists and are never reused.',
  ],
  [
    'Do you support SCIM user provisioning?',
    'Yes, SCIM 2.0 provisioning and deprovisioning work with Okta, Entra ID and OneLogin.',
  ],
  [
    'Can customers restrict access by IP address?',
    'Yes, Enterprise workspaces can limit sign-in to allowed IP ranges.',
    PLATFORM,
  ],
  [
    'Do you offer role-based access control in the product?',
    'Yes. Workspaces have built-in and custom roles with granular permissions.',
  ],

  // Encryption and keys
  [
    'Is data encrypted at rest and in transit?',
    'Yes. AES-256 at rest with keys in AWS KMS, and TLS 1.2+ in transit.',
  ],
  [
    'Which TLS versions do you support?',
    'TLS 1.2 and 1.3 only; TLS 1.0 and 1.1 are disabled and HSTS is enforced.',
  ],
  [
    'How are encryption keys managed?',
    'Keys live in AWS KMS backed by FIPS 140-2 validated HSMs and are rotated every year.',
  ],
  [
    'Do you support customer-managed encryption keys?',
    'Yes, Enterprise customers can bring their own key (BYOK) from their AWS KMS account.',
    PRIVATE,
  ],
  [
    'Are backups encrypted?',
    'Yes, backups are encrypted with AES-256 using keys separate from production data.',
  ],
  [
    'Do you encrypt data within your internal network?',
    'Yes. Service-to-service traffic uses mutual TLS inside our VPCs.',
  ],

  // Infrastructure and network
  [
    'Where is customer data hosted?',
    'On AWS, in the region you choose at sign-up: Frankfurt (EU) or Virginia (US).',
  ],
  [
    'Can we choose to keep our data in the EU?',
    'Yes. EU workspaces store and process customer data only in AWS eu-central-1 (Frankfurt).',
  ],
  ['Which cloud provider do you use?', 'Amazon Web Services. We do not operate our own data centres.'],
  [
    'How do you protect against DDoS attacks?',
    'AWS Shield Advanced and CloudFront absorb volumetric attacks, with rate limiting at the edge.',
  ],
  [
    'Do you use a web application firewall?',
    'Yes, AWS WAF with managed and custom rules protects every public endpoint.',
  ],
  [
    'How is your network segmented?',
    'Production runs in isolated VPCs with private subnets; only load balancers are reachable from the internet.',
  ],
  [
    'How is customer data separated between tenants?',
    'Every record carries its tenant id, enforced by row-level security in the database and checked in every query.',
  ],
  [
    'Do you harden your servers?',
    'Yes. We use minimal, CIS-hardened container images rebuilt weekly, with no SSH access to production.',
  ],
  [
    'How do you protect employee laptops?',
    'Laptops are managed by MDM with full-disk encryption, EDR, automatic updates and screen lock enforced.',
  ],

  // Application security and vulnerabilities
  [
    'Do you follow a secure development lifecycle?',
    'Yes: threat modelling for new features, mandatory code review, SAST and dependency scanning in CI.',
  ],
  [
    'Is every code change reviewed before release?',
    'Yes. Every change needs an approved pull request and passing checks before it can be deployed.',
  ],
  [
    'How often do you run penetration tests?',
    'An independent firm tests the platform every year and after major changes.',
  ],
  [
    'Can we see your latest penetration test report?',
    'An executive summary is available under NDA; request access to download it.',
    PRIVATE,
  ],
  [
    'Can we run our own penetration test?',
    "Yes, with two weeks' notice to security@acme.example and against a dedicated test workspace.",
  ],
  [
    'How do you handle vulnerability reports?',
    'Send them to security@acme.example. We acknowledge within one business day and keep you informed until resolution.',
  ],
  [
    'Do you have a bug bounty program?',
    'Yes, a private bug bounty on HackerOne; researchers can request an invitation at security@acme.example.',
  ],
  [
    'How quickly do you patch critical vulnerabilities?',
    'Critical vulnerabilities are patched within 72 hours, high within 14 days.',
  ],
  [
    'Do you scan for vulnerabilities?',
    'Yes. Infrastructure, containers and dependencies are scanned continuously and findings are tracked to closure.',
  ],
  [
    'How do you manage open-source dependencies?',
    'Dependencies are pinned, scanned for known CVEs on every build and updated weekly by automation.',
  ],
  ['Which internal audit findings are open?', 'Shared with customers under NDA.', PRIVATE],

  // Logging, monitoring and incidents
  [
    'Do you log access to customer data?',
    'Yes. Administrative and data access is logged, retained for one year and protected from tampering.',
  ],
  [
    'How long do you keep audit logs?',
    'Security logs are kept for 12 months, the last 90 days searchable at once.',
  ],
  [
    'Do you monitor your systems around the clock?',
    'Yes. Our SIEM alerts an on-call security engineer 24/7.',
  ],
  [
    'Can customers export their audit logs?',
    'Yes, workspace audit logs can be exported or streamed to your SIEM on the Enterprise plan.',
  ],
  [
    'Do you have an incident response plan?',
    'Yes. It is tested twice a year with tabletop exercises and is available in the Documents section.',
  ],
  [
    'How quickly will you notify us of a breach?',
    'Without undue delay and no later than 72 hours after we become aware of it.',
    QUESTIONNAIRE,
  ],
  ['Have you had a data breach?', 'No. Acme Cloud has not had a breach of customer data.'],
  [
    'What is your uptime commitment?',
    '99.9% monthly uptime on standard plans and 99.95% on Enterprise.',
    { sourceType: 'status page' },
  ],
  [
    'Where can we see your service status?',
    'On status.acme.example, with history and email or webhook notifications.',
    { sourceType: 'status page' },
  ],

  // Resilience
  [
    'How often do you back up customer data?',
    'Continuously with point-in-time recovery, plus daily snapshots kept for 35 days in a second region.',
  ],
  [
    'Do you have a disaster recovery plan?',
    'Yes. We fail over to a second AWS region and test the plan every year.',
  ],
  [
    'What are your RTO and RPO?',
    'Recovery time objective of 4 hours and recovery point objective of 15 minutes.',
    PRIVATE,
  ],
  ['Do you test restoring from backups?', 'Yes, restores are tested every quarter and the results reviewed.'],
  [
    'Do you have a business continuity plan?',
    'Yes, it covers people, suppliers and facilities and is reviewed every year.',
  ],

  // Privacy and data handling
  ['Do you use customer data to train AI models?', 'No. Customer content is never used to train models.'],
  ['Do you sell customer data?', 'No. We never sell or share customer data for advertising.'],
  [
    'Do you sign a Data Processing Agreement?',
    'Yes, our DPA with the EU Standard Contractual Clauses is available in the Documents section.',
  ],
  [
    'How long do you retain customer data after termination?',
    'Data is deleted within 30 days of termination; backups age out within 35 more days.',
  ],
  [
    'Can customers delete their data?',
    'Yes, admins can delete records at any time and request full deletion of their workspace.',
  ],
  ['Do you have a data protection officer?', 'Yes, our DPO can be reached at privacy@acme.example.'],
  [
    'How do you handle data subject requests?',
    'We help customers answer access, correction and deletion requests within the statutory deadlines.',
  ],
  [
    'Which personal data do you process?',
    'Names, work email addresses and the content customers choose to store; no special categories by default.',
  ],
  [
    'Do your staff have access to customer content?',
    'Only with the customer’s permission for support, through audited just-in-time access.',
  ],

  // Vendors and AI
  [
    'Do you use subprocessors?',
    'Yes. The current list is on this page, and customers are notified 30 days before a new one is added.',
  ],
  [
    'How do you assess your vendors?',
    'Vendors handling customer data get a security review before onboarding and every year after.',
  ],
  [
    'Do you use AI features in the product?',
    'Yes, optional AI features run on Amazon Bedrock; they are off by default and can be disabled per workspace.',
    ANALYTICS,
  ],
  [
    'Which AI providers process our data?',
    'Amazon Bedrock in the workspace region; prompts and outputs are not retained by the provider.',
    ANALYTICS,
  ],
  [
    'Does Acme Analytics store raw event data?',
    'Raw events are kept for 13 months, then aggregated and the raw rows deleted.',
    ANALYTICS,
  ],
  [
    'Can Acme Analytics mask personal data in events?',
    'Yes, fields can be masked or hashed at ingestion so they never reach storage.',
    ANALYTICS,
  ],

  // Physical security
  [
    'How are your offices secured?',
    'Offices use badge access, visitor logs and CCTV; no customer data is stored on premises.',
  ],
  [
    'How are the data centres physically secured?',
    "AWS data centres are protected by guards, biometrics and 24/7 surveillance, covered by AWS's own SOC 2 report.",
  ],

  // Localised entries (every language works in search)
  [
    'Где хранятся данные клиентов?',
    'В AWS, в регионе, выбранном при регистрации: Франкфурт (ЕС) или Вирджиния (США).',
  ],
  ['数据是否加密？', '是的，静态数据使用 AES-256 加密，传输中的数据使用 TLS 1.2 及以上版本。'],
  ['هل تدعمون المصادقة متعددة العوامل؟', 'نعم، يمكن للعملاء فرض المصادقة متعددة العوامل لجميع المستخدمين.'],
];

export const acmeKnowledgeBase: KbSpec[] = ROWS.map(([question, answer, extra]) => ({
  question,
  answer,
  ...extra,
}));
