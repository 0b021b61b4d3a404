/**
 * The labelled set for recall@5 and MRR: questions a buyer would type, worded differently from the
 * demo knowledge base (apps/server/src/db/seed/acme-knowledge-base.ts), each with the question of
 * the entry that answers it. Written before tuning; do not edit them to fit the ranker.
 */
export const PARAPHRASES: [asked: string, expected: string][] = [
  // SOC 2
  ['Can I get a copy of your SOC2 Type 2 audit?', 'Do you have a SOC 2 report?'],
  ['Has an auditor issued a SOC 2 attestation for Acme?', 'Do you have a SOC 2 report?'],
  ['Is there a service organization control report available?', 'Do you have a SOC 2 report?'],
  // ISO
  ['Do you hold an ISO/IEC 27001 certificate?', 'Are you ISO 27001 certified?'],
  ['Is your ISMS certified?', 'Are you ISO 27001 certified?'],
  ['Which body certified you against ISO 27001?', 'Are you ISO 27001 certified?'],
  // SOC 3
  ['Is a public SOC 3 available to download?', 'Do you have a SOC 3 report?'],
  ['Where can I find the SOC3?', 'Do you have a SOC 3 report?'],
  // HIPAA
  ['Will you sign a BAA for health data?', 'Are you HIPAA compliant?'],
  ['Can we store PHI on your platform?', 'Are you HIPAA compliant?'],
  ['Is the platform suitable for HIPAA workloads?', 'Are you HIPAA compliant?'],
  // PCI
  ['Do you store credit card numbers?', 'Are you PCI DSS compliant?'],
  ['What is your PCI compliance status?', 'Are you PCI DSS compliant?'],
  // CSA STAR
  ['Is your CAIQ in the CSA STAR registry?', 'Have you completed the CSA STAR self-assessment?'],
  [
    'Did you publish a Cloud Security Alliance questionnaire?',
    'Have you completed the CSA STAR self-assessment?',
  ],
  // audits
  ['How frequently do external auditors review you?', 'How often are you audited by third parties?'],
  ['Do independent auditors assess your controls every year?', 'How often are you audited by third parties?'],
  // exceptions
  ['Did the SOC 2 auditor find any exceptions?', 'Were there any exceptions in your latest SOC 2 report?'],
  [
    'Any qualified opinions or exceptions in the last audit report?',
    'Were there any exceptions in your latest SOC 2 report?',
  ],
  // bridge letter
  [
    'Do you provide a gap letter covering the time since the audit period?',
    'Can we get a bridge letter for the SOC 2 gap period?',
  ],
  ['Is a bridge letter available?', 'Can we get a bridge letter for the SOC 2 gap period?'],
  // GDPR
  ['Are you GDPR compliant?', 'Do you comply with GDPR?'],
  ['How do you meet the EU General Data Protection Regulation?', 'Do you comply with GDPR?'],
  ['Are you a processor under GDPR?', 'Do you comply with GDPR?'],
  // CCPA
  ['Are you compliant with the California privacy law?', 'Do you comply with the CCPA?'],
  ['What is your CPRA position?', 'Do you comply with the CCPA?'],
  // infosec policy
  [
    'Is there a documented security policy approved by management?',
    'Do you have an information security policy?',
  ],
  ['Can I review your infosec policy?', 'Do you have an information security policy?'],
  ['How often is the information security policy reviewed?', 'Do you have an information security policy?'],
  // CISO
  ['Who leads your security team?', 'Who is responsible for security at Acme Cloud?'],
  ['Do you have a CISO?', 'Who is responsible for security at Acme Cloud?'],
  ['Who owns information security at the company?', 'Who is responsible for security at Acme Cloud?'],
  // background checks
  ['Are new hires screened before joining?', 'Do you perform background checks?'],
  ['Do you vet employees with criminal background screening?', 'Do you perform background checks?'],
  ['Is personnel screening performed for staff?', 'Do you perform background checks?'],
  // training
  ['Do staff get phishing training?', 'Do employees receive security awareness training?'],
  ['How often do employees complete security training?', 'Do employees receive security awareness training?'],
  [
    'Is there an annual awareness program for personnel?',
    'Do employees receive security awareness training?',
  ],
  // NDA for staff
  ['Do your employees sign NDAs?', 'Do employees sign confidentiality agreements?'],
  ['Are contractors bound by confidentiality?', 'Do employees sign confidentiality agreements?'],
  // AUP
  ['Is there a policy on acceptable use of company systems?', 'Do you have an acceptable use policy?'],
  ['Do staff accept an AUP?', 'Do you have an acceptable use policy?'],
  // offboarding
  ['How fast is access removed when someone leaves?', 'How do you handle employee offboarding?'],
  ['What happens to accounts of departing employees?', 'How do you handle employee offboarding?'],
  ['Do you revoke access on termination of employment?', 'How do you handle employee offboarding?'],
  // risk
  ['Do you run yearly risk assessments?', 'Do you have a risk management program?'],
  ['Is there a risk register?', 'Do you have a risk management program?'],
  ['How do you identify and track security risks?', 'Do you have a risk management program?'],
  // insurance
  ['Do you have cyber liability coverage?', 'Do you carry cyber insurance?'],
  ['What insurance do you hold against security incidents?', 'Do you carry cyber insurance?'],
  // SSO
  ['Can we log in with SAML?', 'Do you support single sign-on?'],
  ['Is Okta SSO supported?', 'Do you support single sign-on?'],
  ['Do you offer OIDC login for our users?', 'Do you support single sign-on?'],
  // customer MFA
  ['Can our users enable 2FA?', 'Do you support multi-factor authentication for customers?'],
  [
    'Can we enforce two-factor authentication for our workspace?',
    'Do you support multi-factor authentication for customers?',
  ],
  [
    'Do you support WebAuthn security keys for our accounts?',
    'Do you support multi-factor authentication for customers?',
  ],
  // employee MFA
  ['Is 2FA mandatory for your staff?', 'Is multi-factor authentication required for your employees?'],
  [
    'Do your engineers use hardware keys to sign in?',
    'Is multi-factor authentication required for your employees?',
  ],
  [
    'Must personnel use MFA to access internal systems?',
    'Is multi-factor authentication required for your employees?',
  ],
  // production access
  ['Who can access production systems?', 'How do you manage employee access to production?'],
  ['Is access to prod granted just in time?', 'How do you manage employee access to production?'],
  ['How do you apply least privilege for engineers?', 'How do you manage employee access to production?'],
  // access reviews
  ['Do you recertify user entitlements?', 'How often do you review user access?'],
  ['How frequently are access rights reviewed?', 'How often do you review user access?'],
  ['Do managers review permissions every quarter?', 'How often do you review user access?'],
  // passwords
  ['What are the password requirements?', 'What is your password policy?'],
  ['How long must passwords be?', 'What is your password policy?'],
  ['Do you block breached passwords?', 'What is your password policy?'],
  // SCIM
  ['Can users be provisioned automatically from Entra ID?', 'Do you support SCIM user provisioning?'],
  ['Do you support automatic deprovisioning?', 'Do you support SCIM user provisioning?'],
  // IP allowlist
  ['Can we allowlist our office IP ranges?', 'Can customers restrict access by IP address?'],
  ['Is IP whitelisting available?', 'Can customers restrict access by IP address?'],
  // RBAC
  [
    'Can we create custom roles with specific permissions?',
    'Do you offer role-based access control in the product?',
  ],
  ['Does the product have RBAC?', 'Do you offer role-based access control in the product?'],
  // encryption
  ['Is our data encrypted when stored?', 'Is data encrypted at rest and in transit?'],
  ['Do you encrypt customer data on disk?', 'Is data encrypted at rest and in transit?'],
  [
    'What encryption protects data in storage and over the network?',
    'Is data encrypted at rest and in transit?',
  ],
  // TLS
  ['Do you still allow TLS 1.0?', 'Which TLS versions do you support?'],
  ['What is the minimum TLS version?', 'Which TLS versions do you support?'],
  ['Is HSTS enabled?', 'Which TLS versions do you support?'],
  // keys
  ['Where are encryption keys stored?', 'How are encryption keys managed?'],
  ['How often do you rotate keys?', 'How are encryption keys managed?'],
  ['Do you use KMS with HSMs?', 'How are encryption keys managed?'],
  // BYOK
  ['Can we bring our own key?', 'Do you support customer-managed encryption keys?'],
  ['Is BYOK supported?', 'Do you support customer-managed encryption keys?'],
  [
    'Can customers control the keys that encrypt their data?',
    'Do you support customer-managed encryption keys?',
  ],
  // backups encrypted
  ['Are your backup copies encrypted?', 'Are backups encrypted?'],
  ['Is snapshot data protected with encryption?', 'Are backups encrypted?'],
  // internal encryption
  ['Is traffic between your services encrypted?', 'Do you encrypt data within your internal network?'],
  ['Do you use mutual TLS internally?', 'Do you encrypt data within your internal network?'],
  // hosting
  ['Where do you host our data?', 'Where is customer data hosted?'],
  ['In which region is data stored?', 'Where is customer data hosted?'],
  ['Which data centre location will hold our information?', 'Where is customer data hosted?'],
  // EU residency
  ['Do you offer EU data residency?', 'Can we choose to keep our data in the EU?'],
  ['Can our data stay in Europe?', 'Can we choose to keep our data in the EU?'],
  ['Is Frankfurt hosting available for EU customers?', 'Can we choose to keep our data in the EU?'],
  // cloud provider
  ['Are you on AWS, Azure or GCP?', 'Which cloud provider do you use?'],
  ['Do you run your own data centers?', 'Which cloud provider do you use?'],
  // DDoS
  ['What DDoS mitigation do you have?', 'How do you protect against DDoS attacks?'],
  ['How are denial of service attacks handled?', 'How do you protect against DDoS attacks?'],
  // WAF
  ['Is there a WAF in front of the application?', 'Do you use a web application firewall?'],
  ['Do you filter malicious web traffic with a firewall?', 'Do you use a web application firewall?'],
  // segmentation
  ['Is production isolated from the internet?', 'How is your network segmented?'],
  ['Do you use network segmentation?', 'How is your network segmented?'],
  // tenant isolation
  [
    'How do you keep one customer from seeing another customer’s data?',
    'How is customer data separated between tenants?',
  ],
  ['Is the platform multi-tenant and how is it isolated?', 'How is customer data separated between tenants?'],
  ['Do you use row-level security for tenant isolation?', 'How is customer data separated between tenants?'],
  // hardening
  ['Are servers built from hardened images?', 'Do you harden your servers?'],
  ['Do you follow CIS benchmarks?', 'Do you harden your servers?'],
  ['Can engineers SSH into production?', 'Do you harden your servers?'],
  // endpoints
  ['Are company laptops encrypted and managed?', 'How do you protect employee laptops?'],
  ['Do you run EDR on endpoints?', 'How do you protect employee laptops?'],
  ['Is MDM used for employee devices?', 'How do you protect employee laptops?'],
  // SDLC
  ['Do you practise secure software development?', 'Do you follow a secure development lifecycle?'],
  ['Do you run static code analysis in CI?', 'Do you follow a secure development lifecycle?'],
  ['Do you threat model new features?', 'Do you follow a secure development lifecycle?'],
  // code review
  ['Does a second engineer approve each change?', 'Is every code change reviewed before release?'],
  ['Is peer review mandatory for pull requests?', 'Is every code change reviewed before release?'],
  // pen test frequency
  ['Do you get an annual pentest?', 'How often do you run penetration tests?'],
  [
    'Does an outside firm test your application for vulnerabilities?',
    'How often do you run penetration tests?',
  ],
  ['When was your last penetration test?', 'How often do you run penetration tests?'],
  // pen test report
  ['Can you share the pentest results?', 'Can we see your latest penetration test report?'],
  ['Is the penetration test summary available under NDA?', 'Can we see your latest penetration test report?'],
  // own pen test
  ['Are customers allowed to pentest your service?', 'Can we run our own penetration test?'],
  ['May we perform our own security testing against the platform?', 'Can we run our own penetration test?'],
  // vuln reports
  ['How do I report a security issue?', 'How do you handle vulnerability reports?'],
  ['Where should researchers send vulnerabilities?', 'How do you handle vulnerability reports?'],
  ['Do you have a responsible disclosure process?', 'How do you handle vulnerability reports?'],
  // bug bounty
  ['Is there a HackerOne program?', 'Do you have a bug bounty program?'],
  ['Do you pay researchers for bugs?', 'Do you have a bug bounty program?'],
  // patching
  ['What is your SLA for fixing critical CVEs?', 'How quickly do you patch critical vulnerabilities?'],
  [
    'How fast are high severity vulnerabilities remediated?',
    'How quickly do you patch critical vulnerabilities?',
  ],
  ['What are your patching timelines?', 'How quickly do you patch critical vulnerabilities?'],
  // scanning
  ['Do you run vulnerability scans?', 'Do you scan for vulnerabilities?'],
  ['Are containers scanned for known weaknesses?', 'Do you scan for vulnerabilities?'],
  // dependencies
  ['How do you keep third-party libraries up to date?', 'How do you manage open-source dependencies?'],
  ['Do you check dependencies for known CVEs?', 'How do you manage open-source dependencies?'],
  // logging access
  ['Is access to our data logged?', 'Do you log access to customer data?'],
  ['Do you keep an audit trail of admin actions?', 'Do you log access to customer data?'],
  // log retention
  ['What is your log retention period?', 'How long do you keep audit logs?'],
  ['How long are security logs stored?', 'How long do you keep audit logs?'],
  // monitoring
  ['Do you have 24/7 security monitoring?', 'Do you monitor your systems around the clock?'],
  ['Is there a SIEM with on-call alerting?', 'Do you monitor your systems around the clock?'],
  // log export
  ['Can we stream audit logs to our SIEM?', 'Can customers export their audit logs?'],
  ['Is there an audit log export?', 'Can customers export their audit logs?'],
  // IR plan
  ['Do you have a documented incident response process?', 'Do you have an incident response plan?'],
  ['How often do you test incident response?', 'Do you have an incident response plan?'],
  ['Do you run tabletop exercises?', 'Do you have an incident response plan?'],
  // breach notification
  ['How soon would we be told about a security incident?', 'How quickly will you notify us of a breach?'],
  ['What is your breach notification timeline?', 'How quickly will you notify us of a breach?'],
  [
    'Will you inform customers within 72 hours of a data breach?',
    'How quickly will you notify us of a breach?',
  ],
  // past breach
  ['Have you ever been breached?', 'Have you had a data breach?'],
  ['Any security incidents involving customer data in the past?', 'Have you had a data breach?'],
  // uptime
  ['What availability SLA do you offer?', 'What is your uptime commitment?'],
  ['How much downtime should we expect?', 'What is your uptime commitment?'],
  ['Is there a 99.9% availability guarantee?', 'What is your uptime commitment?'],
  // status page
  ['Do you have a status page?', 'Where can we see your service status?'],
  ['Where are outages announced?', 'Where can we see your service status?'],
  // backups
  ['How frequently is our data backed up?', 'How often do you back up customer data?'],
  ['Do you keep daily snapshots?', 'How often do you back up customer data?'],
  ['How long are backups retained?', 'How often do you back up customer data?'],
  // DR
  ['What happens if an AWS region goes down?', 'Do you have a disaster recovery plan?'],
  ['Is there a DR plan with failover?', 'Do you have a disaster recovery plan?'],
  ['How do you recover from a disaster?', 'Do you have a disaster recovery plan?'],
  // RTO/RPO
  ['What is your recovery time objective?', 'What are your RTO and RPO?'],
  ['How much data could be lost in a disaster?', 'What are your RTO and RPO?'],
  // restore tests
  ['Are backup restores tested?', 'Do you test restoring from backups?'],
  ['Do you verify that backups can be restored?', 'Do you test restoring from backups?'],
  // BCP
  ['Is there a BCP?', 'Do you have a business continuity plan?'],
  ['How do you keep operating during a major disruption?', 'Do you have a business continuity plan?'],
  // AI training
  ['Is our content used for machine learning training?', 'Do you use customer data to train AI models?'],
  ['Will you train LLMs on our data?', 'Do you use customer data to train AI models?'],
  ['Do you feed customer data into AI models?', 'Do you use customer data to train AI models?'],
  // selling data
  ['Is customer data shared with advertisers?', 'Do you sell customer data?'],
  ['Do you monetise our data?', 'Do you sell customer data?'],
  // DPA
  ['Can we sign a DPA?', 'Do you sign a Data Processing Agreement?'],
  ['Do you offer standard contractual clauses?', 'Do you sign a Data Processing Agreement?'],
  ['Is there a data processing addendum?', 'Do you sign a Data Processing Agreement?'],
  // retention after termination
  ['What happens to our data when we cancel?', 'How long do you retain customer data after termination?'],
  [
    'How long is data kept after the contract ends?',
    'How long do you retain customer data after termination?',
  ],
  // deletion
  ['Can we erase our data?', 'Can customers delete their data?'],
  ['Is it possible to request deletion of our workspace?', 'Can customers delete their data?'],
  // DPO
  ['Who is your DPO?', 'Do you have a data protection officer?'],
  ['How do we contact your privacy officer?', 'Do you have a data protection officer?'],
  // DSR
  ['Do you help with DSARs?', 'How do you handle data subject requests?'],
  ['How are GDPR access and erasure requests handled?', 'How do you handle data subject requests?'],
  // personal data
  ['What PII do you collect?', 'Which personal data do you process?'],
  ['What personal information do you process about our users?', 'Which personal data do you process?'],
  // staff access to content
  ['Can your support team see our data?', 'Do your staff have access to customer content?'],
  ['Do Acme employees access customer content?', 'Do your staff have access to customer content?'],
  // subprocessors
  ['Do you use third parties to process our data?', 'Do you use subprocessors?'],
  ['Will you tell us before adding a new sub-processor?', 'Do you use subprocessors?'],
  ['Where is your list of subprocessors?', 'Do you use subprocessors?'],
  // vendor mgmt
  ['Do you review the security of your suppliers?', 'How do you assess your vendors?'],
  ['Is there a vendor risk management process?', 'How do you assess your vendors?'],
  // AI features
  ['Does the product include artificial intelligence features?', 'Do you use AI features in the product?'],
  ['Can we switch off the AI functionality?', 'Do you use AI features in the product?'],
  // AI providers
  ['Which LLM provider handles our prompts?', 'Which AI providers process our data?'],
  ['Is Amazon Bedrock used for AI?', 'Which AI providers process our data?'],
  // analytics raw events
  ['How long are raw analytics events kept?', 'Does Acme Analytics store raw event data?'],
  ['Do you aggregate event data after a retention period?', 'Does Acme Analytics store raw event data?'],
  // masking
  [
    'Can personal data be hashed before it is stored in Analytics?',
    'Can Acme Analytics mask personal data in events?',
  ],
  ['Is PII masking available at ingestion?', 'Can Acme Analytics mask personal data in events?'],
  // offices
  ['Do your offices have badge access control?', 'How are your offices secured?'],
  ['What physical security do your offices have?', 'How are your offices secured?'],
  // data centre physical
  ['Who guards the data centers?', 'How are the data centres physically secured?'],
  ['What physical controls protect the hosting facilities?', 'How are the data centres physically secured?'],
];
