import type { SecurityTxt } from '../verification-api.js';

/** How far ahead Expires is set: RFC 9116 asks for less than a year; the file is made afresh on each request. */
const EXPIRES_DAYS = 180;

/** Contact lines: the security mailbox first, then the extra contact. */
export const securityTxtContacts = (fields: SecurityTxt, securityMailbox: string | null) =>
  [securityMailbox && `mailto:${securityMailbox}`, fields.contact].filter((c): c is string => Boolean(c));

/** An RFC 9116 security.txt: Contact first, Expires always, then the optional fields that are set. */
export function securityTxt(
  fields: SecurityTxt & { contacts: string[] },
  { canonical, now }: { canonical: string; now: Date },
): string {
  const expires = new Date(now.getTime() + EXPIRES_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  const lines = [
    ...fields.contacts.map((c) => `Contact: ${c}`),
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    fields.encryption && `Encryption: ${fields.encryption}`,
    fields.acknowledgments && `Acknowledgments: ${fields.acknowledgments}`,
    fields.preferredLanguages &&
      `Preferred-Languages: ${fields.preferredLanguages
        .split(',')
        .map((l) => l.trim())
        .join(', ')}`,
    `Canonical: ${canonical}`,
    fields.policy && `Policy: ${fields.policy}`,
    fields.hiring && `Hiring: ${fields.hiring}`,
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}
