import { describe, expect, it } from 'vitest';
import { localSearch, marked, type LocalRecord } from './local-search';

/** A trust item as local search holds it: its title, explanation and card. */
function item(name: string, explanation = '', origin = 'Security'): LocalRecord {
  return {
    name,
    explanation,
    origin,
    href: '',
    labels: '',
    subject: '',
    message: '',
    result: {
      id: name,
      type: 'TrustCenterContent',
      source: 'fuse',
      title: name,
      subtitle: origin,
      icon: 'security',
      locked: false,
      metadata: { explanation },
    },
  };
}

const search = localSearch([
  item(
    'Data Residency',
    'Choose to host your data in the EU (Frankfurt) or US (Virginia).',
    'Product Security',
  ),
  item(
    'Single Sign-On',
    'Customers can enforce SAML 2.0 or OIDC single sign-on with Okta.',
    'Product Security',
  ),
  item(
    'Encryption at Rest',
    'Customer data is encrypted at rest with AES-256; keys are rotated yearly.',
    'Data Security',
  ),
  item(
    'Encryption in Transit',
    'TLS **1.2 or later** on [every connection](https://x.example/tls).',
    'Data Security',
  ),
  item('Privacy Policy', 'How we collect, use and protect personal data.', 'Data Privacy'),
  item('Multi-Factor Authentication', 'Required for every employee.', 'Access Control'),
  item('SOC 2 Type II Report', 'Our latest audit report.', 'Reports'),
  item('Penetration Test Summary', 'An annual test by an outside firm.', 'Reports'),
  item('Document Retention', 'Records kept for seven years in the interest of auditors.', 'Policies'),
  item('Шифрование данных', 'Все данные шифруются.', 'Безопасность'),
  item('数据保护', '我们的数据加密存储在欧洲。', '安全'),
  item('Résumé screening', 'Background checks for new hires.', 'People'),
  item('🔐 Vault', 'Secrets kept in a vault.', 'Infrastructure'),
  item('데이터 암호화', '모든 데이터는 암호화됩니다.', '보안'),
  item('ISO 27701 audit scheduled', 'Certification audit with BSI in Q2 2027.', 'Updates'),
]);
const titles = (term: string) => search(term).results.map((result) => result.title);

describe('local search', () => {
  it('reads a question as its ideas: the item covering most of them, in its title, comes first', () => {
    expect(titles('How do you protect customer data at rest?')[0]).toBe('Encryption at Rest');
    expect(titles('How do you protect customer data at rest?')).toContain('Privacy Policy');
  });

  it('finds an item by a synonym of its words, below the words typed', () => {
    expect(titles('Do you support SSO?')).toEqual(['Single Sign-On']);
    expect(titles('2FA')).toEqual(['Multi-Factor Authentication']);
    expect(titles('pen tests')[0]).toBe('Penetration Test Summary');
  });

  it('counts another spelling of the words typed as the words typed', () => {
    const reports = localSearch([
      item('Findings', 'Ethical hacking of our API, by an outside firm.', 'Security testing'),
      item('Penetration Test Summary', 'All findings fixed within 30 days.', 'Security testing'),
    ]);
    // 'pentest' is 'penetration test' written short: that title is in the asker's own words, and
    // the other item's explanation only has a synonym ('ethical hacking').
    const found = reports('pentest findings').results.map((result) => result.title);
    expect(found).toEqual(['Penetration Test Summary', 'Findings']);
  });

  it('reads a term written apart or hyphenated as the term written joined', () => {
    const security = localSearch([
      item('Subprocessors', 'The companies that process data for us.', 'Data Privacy'),
      item('Sub accounts', 'Processors of payments.', 'Billing'),
      item('Antivirus', 'On every laptop.', 'Endpoints'),
      item('Anti-phishing', 'Mail filtering against viruses.', 'Endpoints'),
    ]);
    const found = (term: string) => security(term).results.map((result) => result.title);
    expect(found('anti virus')[0]).toBe('Antivirus');
    for (const typed of ['sub processors', 'sub-processors'])
      expect(found(typed), typed).toEqual(['Subprocessors']);
  });

  it('forgives typos in longer words only, and matches words where they start', () => {
    expect(titles('encrypton')).toEqual(['Encryption at Rest', 'Encryption in Transit']);
    expect(titles('penetraton')).toEqual(['Penetration Test Summary']);
    // 'rest' is neither 'test' nor the end of 'interest'; 'soc' is not 'doc'.
    expect(titles('rest')).toEqual(['Encryption at Rest']);
    expect(titles('soc')).toEqual(['SOC 2 Type II Report']);
  });

  it('reads a word that finds nothing as the nearest word of the page or of the security vocabulary', () => {
    // 'pentest', a synonym of 'penetration test', with two letters swapped: too far for fuse.js.
    expect(titles('pentset summary')).toEqual(['Penetration Test Summary']);
    expect(titles('pen tset')).toEqual(['Penetration Test Summary']);
    // A four-letter word is corrected for a swap only.
    const privacy = localSearch([
      item('GDPR', 'Our processing follows the regulation.', 'Data Privacy'),
      item('Data Processing Agreement', 'Signed with every customer.', 'Data Privacy'),
    ]);
    const found = (term: string) => privacy(term).results.map((result) => result.title);
    expect(found('gpdr')).toEqual(['GDPR']);
    expect(found('gdpt')).toEqual([]);
    // A word of the page: 'sigend' is 'signed'. It is marked as the word found.
    expect(found('sigend')).toEqual(['Data Processing Agreement']);
    expect(privacy('sigend').results[0]!.content?.[0]?.value).toBe(
      '<mark>Signed</mark> with every customer.',
    );
    // A word that finds something as typed is kept, though the page has a word one letter away.
    expect(titles('test')).toEqual(['Penetration Test Summary']);
  });

  it('matches the word being typed as a prefix, even one that is a stop word so far', () => {
    expect(titles('encry')).toEqual(['Encryption at Rest', 'Encryption in Transit']);
    expect(titles('so')).toContain('SOC 2 Type II Report');
  });

  it('matches a number whole, unless it is still being typed', () => {
    expect(titles('soc2 type 2')[0]).toBe('SOC 2 Type II Report');
    expect(titles('soc2 type 2')).not.toContain('ISO 27701 audit scheduled');
    expect(titles('2026')).toEqual([]);
    expect(titles('iso 277')).toEqual(['ISO 27701 audit scheduled']);
    // A name run together with its number is the two words texts write.
    expect(titles('iso27701')).toEqual(['ISO 27701 audit scheduled']);
    // Typed on past it, '277' is a whole number that nothing has.
    expect(search('iso 277 audit').answered).toBe(false);
    expect(marked('Our 2026 SOC 2 report', ['2'])).toBe('Our 2026 SOC <mark>2</mark> report');
    expect(marked('ISO 27701 in 2027', ['27'], '27')).toBe('ISO <mark>27</mark>701 in 2027');
    expect(marked('ISO 27701 in 2027', ['27'])).toBeNull();
  });

  it('finds text in every script, accents aside, and an emoji term whole', () => {
    expect(titles('шифрование')).toEqual(['Шифрование данных']);
    // Chinese has no spaces: a word is found in the middle of a sentence.
    expect(titles('加密')).toEqual(['数据保护']);
    expect(titles('resume')).toEqual(['Résumé screening']);
    expect(titles('🔐')).toEqual(['🔐 Vault']);
  });

  it('finds nothing for words nothing has', () => {
    expect(search('FedRAMP')).toEqual({ results: [], answered: false });
  });

  it('answers a question when some result covers every idea of it, not some of its words only', () => {
    expect(search('customer data encrypted at rest').answered).toBe(true);
    // 'keys' is in an item, 'quantum' and 'distribution' in none: shown, but left open for staff.
    const partly = search('quantum key distribution');
    expect(partly.results.map((r) => r.title)).toEqual(['Encryption at Rest']);
    expect(partly.answered).toBe(false);
  });
});

describe('marking the words found', () => {
  it('marks each phrase where a word starts, merging overlaps, in any case and script', () => {
    expect(marked('Customer data is encrypted at rest', ['encrypted at rest', 'at rest', 'data'])).toBe(
      'Customer <mark>data</mark> is <mark>encrypted at rest</mark>',
    );
    expect(marked('Records kept in the interest of auditors', ['rest'])).toBeNull();
    expect(marked('Résumé screening', ['resume'])).toBe('<mark>Résumé</mark> screening');
    expect(marked('我们的数据加密存储', ['加密'])).toBe('我们的数据<mark>加密</mark>存储');
  });

  it('comes with the results, in their titles and text', () => {
    const [first] = search('encryption at rest').results;
    expect(first!.metadata.highlightedTitle).toBe('<mark>Encryption at Rest</mark>');
    expect(first!.content?.[0]?.value).toContain('<mark>encrypted at rest</mark>');
    // A typo marks the word it stands for.
    const typo = search('encrypton').results[0]!;
    expect(typo.metadata.highlightedTitle).toBe('<mark>Encryption</mark> at Rest');
    // Korean syllables, taken apart to fold accents away, are put back together to be marked.
    expect(search('암호화').results[0]!.metadata.highlightedTitle).toBe('데이터 <mark>암호화</mark>');
    // An explanation is Markdown: its text is shown plain.
    const tls = search('every connection').results[0]!;
    expect(tls.content?.[0]?.value).toBe('TLS 1.2 or later on <mark>every</mark> <mark>connection</mark>.');
  });
});
