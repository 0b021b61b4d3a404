import type { SecurityTxt } from './verification-api.js';

/**
 * Verifiable documents and the machine-readable posture: the signed manifest of published
 * document versions, the organisation's public keys, the Verify page's answer, trust.json and
 * security.txt.
 */

export const VERIFY_MESSAGES = {
  title: 'Verify a document',
  intro:
    'Check that a document you were sent is one this organisation published. The file is checked on your device: only its SHA-256 fingerprint is sent, never the file.',
  drop: 'Drop a file here or click to choose one',
  hashing: 'Computing the fingerprint…',
  matchesPublished: (title: string, version: number, date: string) =>
    `Matches ${title}, version ${version}, published on ${date}.`,
  matchesRestricted: (title: string, date: string) => `Matches ${title}, published on ${date}.`,
  superseded: (date: string) => `This version was superseded on ${date}.`,
  current: 'This is the current version.',
  memberCopy: (title: string, recipient: string, date: string) =>
    `This is a copy of ${title} issued to ${recipient} on ${date}.`,
  noMatch: (org: string) => `This file does not match any document published by ${org}.`,
  noMatchHint: (org: string) =>
    `It may have been changed after it was published, or it was never published here. Ask ${org} for a current copy.`,
  failed: 'Could not check the file. Please try again later.',
  fingerprint: 'SHA-256 fingerprint',
  manifestLink: 'Signed manifest',
  keysLink: 'Public keys',
  footerLink: 'Verify a document',
  rotated: 'Signing key rotated',
  rotateConfirm:
    'A new key signs the manifest from now on. The old public key stays published, so documents signed with it still verify.',
} as const;

/** RFC 9116 fields staff edit; Contact falls back to the security mailbox. */
export const SECURITY_TXT_MESSAGES = {
  contactRequired: 'Add a contact: a security mailbox under Brand, or another contact here.',
  https: 'Use an https address',
  contact: 'Use an https or mailto address',
  languages: 'Use language tags such as en, de, ja, separated by commas',
} as const;

/** What security.txt says until staff change it. */
export const DEFAULT_SECURITY_TXT: SecurityTxt = {
  enabled: true,
  contact: null,
  encryption: null,
  policy: null,
  acknowledgments: null,
  hiring: null,
  preferredLanguages: null,
};

/** The machine-readable posture at `/.well-known/trust.json`; its JSON Schema is served at /api/schemas/trust.json. */
export const TRUST_JSON_VERSION = '1.0';

/** Staff: who received a leaked copy, from the copy itself or the id printed in its footer. */
export const LEAK_MESSAGES = {
  title: 'Leak lookup',
  intro:
    'Every PDF a member downloads is stamped with their name and a copy id. Upload a copy that turned up where it should not, or type the id from its footer, to see who received it.',
  drop: 'Drop the leaked copy here or click to choose it',
  idLabel: 'Copy id',
  idInvalid: 'A copy id is 8 letters and digits, as printed in the footer',
  lookUp: 'Look up',
  fileRequired: 'Choose the file to look up',
  notFound: 'No copy of ours matches. It may be an original as published, or a file we never issued.',
  original: (title: string) => `This is the published original of ${title}, not a member's copy.`,
} as const;
