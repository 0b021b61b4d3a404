/**
 * Security vocabulary people word differently: each group's phrases mean the same thing to a
 * buyer. A phrase found in a question matches any phrase of its group. Kept small and general:
 * abbreviations and their spelled-out forms, and the everyday words for the same control.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['mfa', '2fa', 'multi-factor', 'multi factor', 'multifactor', 'two-factor', 'two factor', 'second factor'],
  ['sso', 'single sign-on', 'single sign on', 'saml', 'oidc', 'openid connect'],
  ['scim', 'user provisioning', 'deprovisioning', 'automatic provisioning'],
  ['pen test', 'pentest', 'penetration test', 'penetration testing', 'pen testing', 'ethical hacking'],
  ['dr', 'disaster recovery'],
  ['bcp', 'business continuity', 'continuity plan'],
  ['rto', 'recovery time objective', 'recovery time'],
  ['rpo', 'recovery point objective', 'data loss window'],
  ['encryption at rest', 'encrypted at rest', 'at rest', 'on disk', 'aes-256', 'aes 256', 'aes'],
  ['encryption in transit', 'encrypted in transit', 'in transit', 'tls', 'ssl', 'https', 'over the network'],
  ['encrypt', 'encryption', 'encrypted', 'cipher', 'cryptography', 'cryptographic'],
  ['key management', 'kms', 'encryption keys', 'key rotation', 'byok', 'customer managed keys'],
  ['backup', 'backups', 'snapshot', 'snapshots', 'restore'],
  ['breach', 'incident', 'security incident', 'data breach', 'compromise'],
  ['notify', 'notification', 'inform', 'tell', 'alert'],
  ['vulnerability', 'vulnerabilities', 'vuln', 'cve', 'security flaw', 'weakness'],
  [
    'vulnerability disclosure',
    'bug bounty',
    'responsible disclosure',
    'report a vulnerability',
    'security report',
  ],
  ['patch', 'patching', 'security updates', 'remediate', 'remediation'],
  ['employee', 'employees', 'staff', 'personnel', 'workforce', 'team members', 'contractors'],
  ['background check', 'background checks', 'background screening', 'screening', 'vetting'],
  ['training', 'awareness', 'security awareness', 'phishing simulation', 'phishing test', 'educate'],
  ['logging', 'logs', 'audit log', 'audit logs', 'audit trail', 'log retention'],
  ['monitoring', 'siem', 'intrusion detection', 'ids', 'alerting', 'detect'],
  // The verb's forms, which the text search's stemmer leaves apart. 'keep' is no retention word
  // (data kept in the EU, customers kept informed); 'kept' asked is one, as the later group says
  // (a phrase in two groups is read as the later's).
  ['keep', 'keeps', 'keeping', 'kept'],
  ['retention', 'retain', 'kept'],
  [
    'termination',
    'terminate',
    'terminated',
    'cancel',
    'cancellation',
    'contract ends',
    'end of the contract',
    'churn',
  ],
  ['delete', 'deletion', 'erase', 'erasure', 'purge', 'destroy', 'remove'],
  ['gdpr', 'general data protection regulation', 'eu privacy', 'data protection'],
  ['dpa', 'data processing agreement', 'data processing addendum'],
  [
    'ip allowlist',
    'ip allowlisting',
    'ip whitelist',
    'ip whitelisting',
    'ip restriction',
    'allowed ip',
    'restrict access by ip',
  ],
  [
    'subprocessor',
    'subprocessors',
    'sub-processor',
    'third party',
    'third parties',
    'vendor',
    'vendors',
    'supplier',
    'suppliers',
  ],
  ['soc 2', 'soc2', 'soc 2 type ii', 'soc ii', 'service organization control'],
  ['iso 27001', 'iso27001', 'iso/iec 27001', 'isms'],
  ['hipaa', 'phi', 'protected health information', 'health data'],
  ['pci', 'pci dss', 'payment card', 'credit card', 'cardholder data'],
  [
    'data center',
    'data centre',
    'datacenter',
    'hosting',
    'hosted',
    'cloud provider',
    'region',
    'regions',
    'aws',
  ],
  ['data residency', 'data location', 'stored in the eu', 'eu hosting'],
  ['uptime', 'availability', 'sla', 'service level', 'downtime'],
  ['ddos', 'denial of service', 'dos protection'],
  ['firewall', 'waf', 'web application firewall', 'network security', 'segmentation'],
  [
    'access control',
    'access controls',
    'least privilege',
    'rbac',
    'role-based access',
    'permissions',
    'authorization',
  ],
  ['access review', 'access reviews', 'user access review', 'recertification'],
  ['password', 'passwords', 'password policy', 'credentials', 'passphrase'],
  ['authentication', 'login', 'log in', 'sign in', 'sign-in'],
  ['customer data', 'client data', 'user data', 'your data', 'our data', 'personal data', 'pii'],
  ['ai', 'artificial intelligence', 'machine learning', 'ml', 'llm', 'model training', 'train models'],
  ['insurance', 'cyber insurance', 'cyber liability'],
  ['risk assessment', 'risk assessments', 'risk management', 'risk register'],
  ['policy', 'policies', 'procedure', 'procedures'],
  ['change management', 'code review', 'peer review', 'deployment approval'],
  [
    'sdlc',
    'secure development',
    'secure coding',
    'software development lifecycle',
    'appsec',
    'application security',
  ],
  ['endpoint', 'laptops', 'devices', 'workstations', 'mdm', 'edr', 'antivirus', 'anti-malware', 'malware'],
  ['physical security', 'office security', 'facility', 'facilities', 'badge access'],
  ['certification', 'certifications', 'certified', 'attestation', 'audit report', 'compliance report'],
  ['questionnaire', 'caiq', 'sig', 'security questionnaire', 'vendor assessment'],
  ['privacy policy', 'privacy notice'],
  ['ccpa', 'cpra', 'california privacy'],
  ['dpo', 'data protection officer', 'privacy officer'],
  ['ciso', 'security team', 'security officer', 'head of security'],
  ['isolation', 'tenant isolation', 'multi-tenant', 'multi-tenancy', 'segregation', 'segregated', 'separate'],
];

/**
 * Phrases of one synonym group that are the same term written differently: an abbreviation and
 * what it stands for, joined, hyphenated or spaced. Search ranks an entry in the asker's own words
 * above one in a synonym's ('Who are your subprocessors?' finds 'Do you use subprocessors?' before
 * 'How do you assess your vendors?'); an entry in one of these spellings is in the asker's own
 * words ('pentest' is what "Penetration Test Summary" is about).
 */
export const SPELLINGS: readonly (readonly string[])[] = [
  ['mfa', 'multi-factor', 'multi factor', 'multifactor'],
  ['2fa', 'two-factor', 'two factor'],
  ['sso', 'single sign-on', 'single sign on'],
  ['oidc', 'openid connect'],
  ['pen test', 'pentest', 'penetration test', 'penetration testing', 'pen testing'],
  ['dr', 'disaster recovery'],
  ['bcp', 'business continuity', 'continuity plan'],
  ['rto', 'recovery time objective', 'recovery time'],
  ['rpo', 'recovery point objective'],
  ['encryption at rest', 'encrypted at rest', 'at rest'],
  ['aes-256', 'aes 256', 'aes'],
  ['encryption in transit', 'encrypted in transit', 'in transit'],
  ['kms', 'key management'],
  ['vulnerability', 'vulnerabilities', 'vuln'],
  ['ids', 'intrusion detection'],
  ['gdpr', 'general data protection regulation'],
  ['dpa', 'data processing agreement', 'data processing addendum'],
  ['subprocessor', 'subprocessors', 'sub-processor'],
  ['soc 2', 'soc2', 'soc 2 type ii', 'soc ii'],
  ['iso 27001', 'iso27001', 'iso/iec 27001'],
  ['phi', 'protected health information'],
  ['pci', 'pci dss'],
  ['data center', 'data centre', 'datacenter'],
  ['sla', 'service level'],
  ['ddos', 'denial of service'],
  ['waf', 'web application firewall'],
  ['rbac', 'role-based access'],
  ['access review', 'access reviews', 'user access review'],
  ['sdlc', 'software development lifecycle'],
  ['dpo', 'data protection officer'],
  ['login', 'log in', 'sign in', 'sign-in'],
];

/** Verbs of keeping data, which 'how long' reads as retention and 'where' as hosting. */
const KEEPING = [
  'store',
  'stored',
  'storing',
  'stores',
  'keep',
  'keeps',
  'kept',
  'hold',
  'holds',
  'held',
  'save',
  'saved',
];

/**
 * Words a phrase of the question gives another meaning: asked with it, each is read as the word
 * given. 'How long do you store data?' asks about retention, though 'store' alone does not ('Do
 * you store card numbers?'), nor 'how long' alone ('How long must passwords be?'). Asked 'where',
 * keeping data is hosting it ('Where do you store our data?'); `kept`: the word asked stays one of
 * its idea's phrases too, the asker's own ('we store it in Frankfurt' still answers).
 */
export const READ_WITH: readonly {
  phrase: string;
  words: ReadonlySet<string>;
  as: string;
  kept?: boolean;
}[] = [
  { phrase: 'how long', words: new Set([...KEEPING, 'retained']), as: 'retention' },
  {
    phrase: 'where',
    words: new Set([...KEEPING, 'located', 'reside', 'resides', 'live', 'lives']),
    as: 'hosted',
    kept: true,
  },
];
