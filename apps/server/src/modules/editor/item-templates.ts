import type { ItemTemplateId } from '@trust/shared';

/**
 * The documents behind 'Download Template' (editor spec section 2): starting points in Markdown,
 * made out to the organisation, that an editor completes, exports and uploads to the item.
 * Square brackets mark what the organisation must fill in.
 */
interface TemplateContext {
  org: string;
  date: string;
}

const ownership = ({ org, date }: TemplateContext) => `| | |
|---|---|
| Owner | [Role, e.g. Head of Security] |
| Approved by | [Name, title] |
| Effective | ${date} |
| Review | At least annually, and after significant changes |

This document applies to all ${org} employees, contractors and systems that store or process ${org} or customer data.`;

const TEMPLATES: Record<ItemTemplateId, { title: string; body: (c: TemplateContext) => string }> = {
  'information-security-policy': {
    title: 'Information Security Policy',
    body: (c) => `${ownership(c)}

## 1. Purpose
${c.org} protects the confidentiality, integrity and availability of the information entrusted to it by customers, employees and partners.

## 2. Principles
- Access is granted on least privilege and removed promptly when no longer needed.
- Customer data is encrypted in transit and at rest.
- Risks are assessed at least annually and treated according to the risk register.
- Security incidents are reported immediately to [security contact].

## 3. Responsibilities
- **Leadership** approves this policy and provides resources for it.
- **[Security team]** maintains the security programme, policies and controls.
- **Everyone** completes security training when joining and annually, and follows this policy.

## 4. Supporting policies
[List: Access Control, Acceptable Use, Incident Response, Business Continuity, Change Management, Vendor Management, Data Retention.]

## 5. Exceptions and enforcement
Exceptions need written approval from [role] and are reviewed every [period]. Breaches of this policy may lead to disciplinary action.
`,
  },
  'access-control-policy': {
    title: 'Access Control Policy',
    body: (c) => `${ownership(c)}

## 1. Identity
- Every person has a unique account; shared accounts are not allowed except [documented service accounts].
- Sign-in to company systems uses single sign-on with multi-factor authentication.

## 2. Granting access
- Access follows least privilege and is requested through [ticketing system], approved by the system owner.
- Production access is [just-in-time / limited to the on-call group] and logged.

## 3. Reviews
- System owners review user access every [quarter].
- Privileged access is reviewed every [month].

## 4. Leavers and movers
- Access is removed within [24 hours] of someone leaving, and adjusted when they change role.
`,
  },
  'incident-response-plan': {
    title: 'Incident Response Plan',
    body: (c) => `${ownership(c)}

## 1. Reporting
Anyone who suspects a security incident reports it at once to [security@your-domain / on-call channel].

## 2. Severity
| Severity | Example | Response |
|---|---|---|
| Critical | Confirmed breach of customer data | Immediate, around the clock |
| High | Compromised employee account | Within 1 hour |
| Medium | Malware on one device, contained | Within 1 business day |
| Low | Policy violation without impact | Within 1 week |

## 3. Phases
1. **Detect and triage**: confirm the incident, assign an incident lead, open a record.
2. **Contain**: limit the damage (revoke credentials, isolate systems).
3. **Eradicate and recover**: remove the cause and restore service from known-good state.
4. **Notify**: tell affected customers within [72 hours] of confirmation, and regulators where the law requires it.
5. **Learn**: hold a blameless review within [5 business days] and track the actions.

## 4. Testing
${c.org} tests this plan with a tabletop exercise at least [twice a year].
`,
  },
  'business-continuity-plan': {
    title: 'Business Continuity and Disaster Recovery Plan',
    body: (c) => `${ownership(c)}

## 1. Objectives
| Service | Recovery time objective | Recovery point objective |
|---|---|---|
| [Core platform] | [4 hours] | [15 minutes] |
| [Internal tools] | [1 business day] | [24 hours] |

## 2. Backups
- [Databases] are backed up [continuously with point-in-time recovery] and copied to [a second region].
- Restores are tested every [quarter] and the results recorded.

## 3. Disaster recovery
- The platform can be restored in [secondary region] from infrastructure code and backups.
- [Roles] lead the recovery; contact details are kept in [location available offline].

## 4. Business continuity
- Staff can work remotely; critical suppliers are listed with alternatives in [register].

## 5. Testing
${c.org} exercises this plan at least [annually] and updates it after each test.
`,
  },
  'change-management-policy': {
    title: 'Change Management Policy',
    body: (c) => `${ownership(c)}

## 1. Scope
Changes to production code, infrastructure and configuration.

## 2. Standard changes
- Every change is tracked in [version control] and peer reviewed by someone other than the author.
- Automated tests and security checks must pass before merge.
- Deployment is automated; manual changes to production are not allowed.

## 3. Emergency changes
May be deployed with approval from [role] and are reviewed within [2 business days].

## 4. Rollback
Every deployment can be rolled back; the procedure is documented in [runbook].
`,
  },
  'vulnerability-disclosure-policy': {
    title: 'Vulnerability Disclosure Policy',
    body: (
      c,
    ) => `${c.org} welcomes reports of security vulnerabilities in its products and services. Effective ${c.date}.

## How to report
Email [security@your-domain] with a description, steps to reproduce and the impact. Encrypt with [PGP key link] if you wish.

## What we promise
- We acknowledge your report within [2 business days] and keep you informed.
- We will not take legal action against research carried out in good faith under this policy.
- We credit researchers who wish it once the issue is fixed.

## Please
- Do not access or change other people's data; use your own test accounts.
- Do not run denial-of-service tests, social engineering or physical attacks.
- Give us reasonable time to fix the issue before disclosing it.

## Out of scope
[List, e.g. missing headers without impact, self-XSS, rate limits on non-sensitive endpoints.]
`,
  },
  'penetration-test-summary': {
    title: 'Penetration Test Executive Summary',
    body: (c) => `Prepared for customers of ${c.org}. Date: ${c.date}.

## Engagement
| | |
|---|---|
| Tester | [Firm name] |
| Dates | [Start] to [end] |
| Scope | [Web application, API, cloud configuration] |
| Method | [OWASP Testing Guide / PTES], authenticated and unauthenticated |

## Results
| Severity | Found | Fixed | Open |
|---|---|---|---|
| Critical | [0] | [0] | [0] |
| High | [ ] | [ ] | [ ] |
| Medium | [ ] | [ ] | [ ] |
| Low | [ ] | [ ] | [ ] |

## Conclusion
[All critical and high findings were fixed and retested by the tester on (date).] The full report is available to customers under NDA.

Signed: [Name, title, firm]
`,
  },
};

export function itemTemplate(
  id: ItemTemplateId,
  context: TemplateContext,
): { fileName: string; text: string } {
  const template = TEMPLATES[id];
  const text = `# ${context.org} ${template.title}\n\n${template.body(context)}`;
  return { fileName: `${context.org} ${template.title}.md`.replace(/\s+/g, '-'), text };
}
