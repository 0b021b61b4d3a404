import { z } from 'zod';
import type { CardKind } from './cards.js';
import type { ItemType } from './items.js';

/**
 * Editor guidance on the item card (editor spec section 2): 'Best Practices', a 'Download Template'
 * link where a document template helps, and an example explanation ('See example', with copy).
 * Only the editor's lazy screens import this module.
 */
export const ITEM_TEMPLATE_IDS = [
  'information-security-policy',
  'access-control-policy',
  'incident-response-plan',
  'business-continuity-plan',
  'change-management-policy',
  'vulnerability-disclosure-policy',
  'penetration-test-summary',
] as const;
export type ItemTemplateId = (typeof ITEM_TEMPLATE_IDS)[number];
export const itemTemplateParamsSchema = z.object({ templateId: z.enum(ITEM_TEMPLATE_IDS) });

export function itemTemplatePath(id: ItemTemplateId): string {
  return `/api/trust-center/item-templates/${id}`;
}

export interface ItemGuidance {
  bestPractices: readonly string[];
  example: string;
  template?: ItemTemplateId;
}

const SOC_REPORT: ItemGuidance = {
  bestPractices: [
    'Keep the report restricted: SOC reports are meant for customers under NDA.',
    'Set the expiry to the end of the review period plus twelve months, and attach a bridge letter once the period has ended.',
    'Name the audit firm; buyers check it against the report.',
  ],
  example:
    'Our SOC 2 Type II report covers the Security, Availability and Confidentiality criteria for the period 1 April 2025 to 31 March 2026, audited by an independent CPA firm. Request access to download the full report.',
};

const ISO_CERTIFICATE: ItemGuidance = {
  bestPractices: [
    'Give the certificate number and the accredited certification body in the explanation.',
    'State the scope: which products, sites and teams the certificate covers.',
    "Link to the certification body's public register so buyers can verify it.",
  ],
  example:
    'Our information security management system is certified to ISO/IEC 27001:2022 (certificate 123456). The scope covers the platform, its supporting infrastructure and the teams in London and Berlin that operate it.',
};

const TYPE_GUIDANCE: Partial<Record<ItemType, ItemGuidance>> = {
  soc_1: SOC_REPORT,
  soc_2_type_1: SOC_REPORT,
  soc_2_type_2: SOC_REPORT,
  soc_3: {
    bestPractices: [
      'SOC 3 reports are written for the public: make this item public.',
      'Keep the SOC 2 report beside it as a restricted item for customers who need the detail.',
    ],
    example:
      'Our SOC 3 report is a public summary of our SOC 2 Type II examination. Download it without signing in.',
  },
  iso_27001: ISO_CERTIFICATE,
  iso_27017: ISO_CERTIFICATE,
  iso_27018: ISO_CERTIFICATE,
  iso_27701: ISO_CERTIFICATE,
  iso_42001: ISO_CERTIFICATE,
  pci_dss: {
    bestPractices: [
      'Say whether you are a merchant or a service provider, and at which level.',
      'Offer the Attestation of Compliance (AOC) as a restricted document.',
    ],
    example:
      'We are a PCI DSS v4.0 Level 1 Service Provider, assessed annually by a Qualified Security Assessor. Card data is handled by our payment processor and never touches our servers.',
  },
  hipaa: {
    bestPractices: [
      'HIPAA has no certificate: describe the safeguards and whether you sign Business Associate Agreements.',
      'Link to the BAA process or a restricted BAA template.',
    ],
    example:
      'We sign Business Associate Agreements with covered entities and apply HIPAA administrative, physical and technical safeguards to protected health information.',
  },
  gdpr: {
    bestPractices: [
      'Say whether you act as controller or processor, and link your Data Processing Agreement.',
      'Name your transfer mechanism for data leaving the EEA (for example the Standard Contractual Clauses).',
    ],
    example:
      'We act as a processor for customer data under our Data Processing Agreement. Data is hosted in the EU; transfers outside the EEA rely on the Standard Contractual Clauses.',
  },
  pen_test: {
    bestPractices: [
      'Share an executive summary letter publicly and keep the full report restricted.',
      'Say who tested, when, and that all critical and high findings were fixed.',
      'Repeat the test at least once a year and after major changes.',
    ],
    example:
      'An independent firm tests the platform and API every year. The latest test, in September 2026, found no critical issues; all high findings were fixed and retested.',
    template: 'penetration-test-summary',
  },
  policy: {
    bestPractices: [
      'Show the policy owner, the approval date and the review cycle.',
      'Publish a summary and keep the full policy restricted if it describes internal systems.',
    ],
    example:
      'Our Information Security Policy is approved by the leadership team, reviewed every year and acknowledged by every employee when they join and annually after that.',
    template: 'information-security-policy',
  },
  responsible_disclosure: {
    bestPractices: [
      'Give a security contact and a response time you can keep.',
      'Promise not to pursue researchers acting in good faith, and publish a security.txt file.',
    ],
    example:
      'Report vulnerabilities to security@example.com. We acknowledge reports within two business days and will not take legal action against good-faith research.',
    template: 'vulnerability-disclosure-policy',
  },
  dpa: {
    bestPractices: [
      'Offer the signed or click-through DPA as a document, or link to it.',
      'Keep the subprocessors list current: the DPA refers to it.',
    ],
    example:
      'Our Data Processing Agreement is incorporated into our Terms of Service and includes the EU Standard Contractual Clauses and the UK Addendum.',
  },
  questionnaire: {
    bestPractices: [
      'Keep completed questionnaires (CAIQ, SIG Lite) current: review them with each audit.',
      'Make them restricted; they describe internal controls in detail.',
    ],
    example:
      'Our completed CAIQ v4 and SIG Lite questionnaires are available to customers under NDA and are updated after each annual audit.',
  },
};

const KIND_GUIDANCE: Partial<Record<CardKind, ItemGuidance>> = {
  certifications: {
    bestPractices: [
      'Name the auditor: the logo then shows their mark, and buyers can verify the claim.',
      'Keep the expiry current; an expired badge does more harm than none.',
      'Put the report or certificate itself on the Reports or Documents card so customers can request it.',
    ],
    example:
      'Audited every year by an independent firm. The current report covers April 2025 to March 2026 and is available on request.',
  },
  data_security: {
    bestPractices: [
      'Name the algorithms and key lengths (AES-256, TLS 1.2+).',
      'Say who manages keys and how often they rotate.',
    ],
    example:
      'Customer data is encrypted at rest with AES-256 using keys held in a managed key service and rotated yearly. All traffic uses TLS 1.2 or higher.',
  },
  application_security: {
    bestPractices: [
      'Describe how code is reviewed and scanned before release.',
      'Mention dependency and secret scanning in CI.',
    ],
    example:
      'Every change is peer reviewed and passes static analysis, dependency scanning and secret scanning before it can be merged.',
  },
  access_control: {
    bestPractices: [
      'Cover single sign-on, multi-factor authentication and least privilege.',
      'Say how often access is reviewed and how leavers are removed.',
    ],
    example:
      'Employees sign in through SSO with phishing-resistant MFA. Production access is granted just in time, reviewed quarterly and removed on the day someone leaves.',
    template: 'access-control-policy',
  },
  infrastructure: {
    bestPractices: [
      'Name the hosting provider and regions.',
      'Say how environments are separated and how infrastructure is defined (for example as code).',
    ],
    example:
      'The platform runs on AWS in eu-west-1 and eu-central-1. Production is isolated in its own accounts and all infrastructure is defined as code and reviewed.',
  },
  endpoint_security: {
    bestPractices: [
      'Cover disk encryption, EDR and patching of company devices.',
      'Say how compliance is enforced (device management).',
    ],
    example:
      'All company laptops are managed centrally, encrypted, run endpoint detection and response, and receive operating system updates within 14 days.',
  },
  network_security: {
    bestPractices: [
      'Describe segmentation, firewalls and DDoS protection.',
      'Mention how administrative access reaches the network.',
    ],
    example:
      'Production networks are segmented with deny-by-default security groups behind a web application firewall and DDoS protection. There is no public SSH access.',
  },
  internal_practices: {
    bestPractices: [
      'Cover background checks, confidentiality agreements and onboarding.',
      'Say who owns security in the company.',
    ],
    example:
      'Employees pass background checks where the law allows, sign confidentiality agreements and complete security training before getting access.',
  },
  continuous_monitoring: {
    bestPractices: ['Say what is logged, for how long, and who reviews alerts.', 'Mention on-call coverage.'],
    example:
      'Security and audit logs are centralised, kept for one year and monitored around the clock with alerts routed to an on-call engineer.',
  },
  physical_environmental: {
    bestPractices: [
      "Point to your cloud provider's physical controls and their reports.",
      'Cover office access if you have offices.',
    ],
    example:
      'Our data centres are operated by AWS, whose physical controls are covered by its SOC 2 and ISO 27001 reports. Offices use badge access and visitor logs.',
  },
  change_configuration_management: {
    bestPractices: [
      'Describe approvals, testing and rollback for changes.',
      'Say how emergency changes are handled and reviewed.',
    ],
    example:
      'Changes ship through a CI/CD pipeline that requires review and passing tests. Deployments can be rolled back in minutes and emergency changes are reviewed afterwards.',
    template: 'change-management-policy',
  },
  awareness_training: {
    bestPractices: [
      'Say how often training happens and whether completion is tracked.',
      'Mention phishing simulations.',
    ],
    example:
      'All employees complete security awareness training when they join and every year, and take part in quarterly phishing simulations.',
  },
  business_continuity: {
    bestPractices: [
      'Give recovery time and recovery point objectives.',
      'Say how often backups and the plan are tested.',
    ],
    example:
      'Backups run continuously with point-in-time recovery and are restored in a test every quarter. Our targets are an RTO of 4 hours and an RPO of 15 minutes.',
    template: 'business-continuity-plan',
  },
  asset_management: {
    bestPractices: ['Say how hardware, software and data are inventoried.', 'Cover secure disposal.'],
    example:
      'We keep an automated inventory of devices, cloud resources and SaaS applications. Retired devices are wiped to NIST 800-88 before disposal.',
  },
  risk_management: {
    bestPractices: [
      'Describe how often risks are assessed and who accepts them.',
      'Mention vendor risk reviews.',
    ],
    example:
      'We run a formal risk assessment every year and after major changes. Risks are tracked in a register owned by the security team and reviewed by leadership.',
  },
  incident_response: {
    bestPractices: [
      'Say how quickly customers are told about incidents that affect them.',
      'Mention that the plan is tested (for example tabletop exercises).',
    ],
    example:
      'We keep an incident response plan, test it with a tabletop exercise twice a year, and notify affected customers within 72 hours of confirming an incident.',
    template: 'incident-response-plan',
  },
  ai: {
    bestPractices: [
      'Say whether customer data trains models, and which providers process it.',
      'Link your AI use policy.',
    ],
    example:
      'Customer data is never used to train models. AI features use providers under zero-retention agreements and can be switched off per workspace.',
  },
  esg: {
    bestPractices: ['Link published reports and name frameworks you follow.'],
    example:
      'We publish an annual sustainability report and our hosting provider matches our electricity use with renewable energy.',
  },
  data_privacy: {
    bestPractices: [
      'Link the privacy policy and DPA, and say where data is stored.',
      'Cover retention and deletion on request.',
    ],
    example:
      'Customer data is stored in the EU and deleted within 30 days of contract end. Data subject requests are answered within one month.',
  },
  legal: {
    bestPractices: ['Link the current terms and show the version date.'],
    example:
      'Our Terms of Service, Data Processing Agreement and Service Level Agreement are available below; the latest version is always linked here.',
  },
  product_features: {
    bestPractices: ['Describe security features customers can turn on themselves (SSO, audit logs, roles).'],
    example:
      'Customers can enforce SAML SSO and SCIM provisioning, export audit logs and assign granular roles to their users.',
  },
  customer_data: {
    bestPractices: [
      'Say which kinds of data you hold (account, usage, content) and why.',
      'Say where each kind is stored and for how long.',
    ],
    example:
      'We store account details and the content customers upload, in the EU, for as long as the account is active and 30 days after.',
  },
  policies: {
    bestPractices: ['Show the policy owner, the approval date and the review cycle.'],
    example: 'All security policies are approved by the leadership team and reviewed every year.',
    template: 'information-security-policy',
  },
};

/** SOC guidance is about the report; on the certifications card a SOC item is a badge. */
const REPORT_GUIDANCE = new Set<ItemGuidance>([SOC_REPORT]);

/** The guidance for an item: its type's when there is one and it fits the card, else its card's, else none. */
export function guidanceFor(kind: CardKind, type: string | null | undefined): ItemGuidance | null {
  const byType = type ? TYPE_GUIDANCE[type as ItemType] : undefined;
  const fits = byType && !(kind === 'certifications' && REPORT_GUIDANCE.has(byType));
  return (fits ? byType : undefined) ?? KIND_GUIDANCE[kind] ?? null;
}
