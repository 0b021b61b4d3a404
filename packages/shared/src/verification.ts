import { z } from 'zod';

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

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 digest is 64 hexadecimal characters');

export const verifyParamsSchema = z.object({ org: z.string().min(1).max(100), sha256: sha256Hex });

/** One published version of a document in the signed manifest; restricted ones by title and digest only. */
export const manifestEntrySchema = z.discriminatedUnion('access', [
  z.object({
    access: z.literal('public'),
    /** The document (an item of the trust centre); its versions share it. */
    documentId: z.uuid(),
    fileId: z.uuid(),
    title: z.string(),
    fileName: z.string(),
    version: z.number().int().min(1),
    sha256: sha256Hex,
    publishedAt: z.iso.datetime(),
    supersededAt: z.iso.datetime().nullable(),
  }),
  z.object({ access: z.literal('restricted'), title: z.string(), sha256: sha256Hex }),
]);
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const trustManifestSchema = z.object({
  manifestVersion: z.literal(1),
  organisation: z.object({ name: z.string(), slug: z.string() }),
  /** Grows by one with each signed manifest; `trust-manifest.sig?sequence=N` signs manifest N. */
  sequence: z.number().int().min(1),
  issuedAt: z.iso.datetime(),
  /** The JWKS `kid` of the key that signed it. */
  keyId: z.string(),
  documents: z.array(manifestEntrySchema),
});
export type TrustManifest = z.infer<typeof trustManifestSchema>;

export const signingKeyJwkSchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
  kid: z.string(),
  x: z.string(),
  /** Not part of JWK: when the key was made and whether it still signs. */
  created: z.iso.datetime(),
  status: z.enum(['active', 'retired']),
});
export const trustKeysSchema = z.object({ keys: z.array(signingKeyJwkSchema) });
export type TrustKeys = z.infer<typeof trustKeysSchema>;

/** What the Verify page hears for a digest. */
export const verifyResultSchema = z.discriminatedUnion('match', [
  z.object({ match: z.literal('none') }),
  z.object({
    match: z.literal('published'),
    title: z.string(),
    /** Null for a restricted document, whose versions are not public. */
    version: z.number().int().nullable(),
    access: z.enum(['public', 'restricted']),
    publishedAt: z.iso.datetime(),
    supersededAt: z.iso.datetime().nullable(),
  }),
  z.object({
    match: z.literal('copy'),
    title: z.string(),
    copyId: z.string(),
    recipient: z.string(),
    issuedAt: z.iso.datetime(),
    /** The digest of the original the copy was made from. */
    originalSha256: sha256Hex,
  }),
]);
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** Staff: the organisation's signing keys. */
export const signingKeySummarySchema = z.object({
  kid: z.string(),
  createdAt: z.iso.datetime(),
  retiredAt: z.iso.datetime().nullable(),
});
export const signingKeysResponseSchema = z.object({
  keys: z.array(signingKeySummarySchema),
  manifestUrl: z.string(),
  keysUrl: z.string(),
  postureUrl: z.string(),
});
export type SigningKeysResponse = z.infer<typeof signingKeysResponseSchema>;

/** RFC 9116 fields staff edit; Contact falls back to the security mailbox. */
export const SECURITY_TXT_MESSAGES = {
  contactRequired: 'Add a contact: a security mailbox under Brand, or another contact here.',
  https: 'Use an https address',
  contact: 'Use an https or mailto address',
  languages: 'Use language tags such as en, de, ja, separated by commas',
} as const;

const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https:\/\/\S+$/i.test(v), SECURITY_TXT_MESSAGES.https);
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable());

export const securityTxtSchema = z.object({
  enabled: z.boolean(),
  /** Extra Contact lines; the security mailbox comes first when set. */
  contact: optionalField(
    z
      .string()
      .trim()
      .max(2000)
      .refine((v) => /^(https:\/\/\S+|mailto:\S+@\S+)$/i.test(v), SECURITY_TXT_MESSAGES.contact),
  ),
  encryption: optionalField(httpsUrl),
  policy: optionalField(httpsUrl),
  acknowledgments: optionalField(httpsUrl),
  hiring: optionalField(httpsUrl),
  preferredLanguages: optionalField(
    z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*(\s*,\s*[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*)*$/, {
        message: SECURITY_TXT_MESSAGES.languages,
      }),
  ),
});
export type SecurityTxt = z.infer<typeof securityTxtSchema>;
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

const certificationSchema = z.object({
  name: z.string(),
  status: z.enum(['active', 'in_progress', 'not_enabled']),
  auditor: z.string().nullable(),
  expiry: z.string().nullable(),
  url: z.string(),
});

const publicDocumentSchema = z.object({
  documentId: z.uuid(),
  fileId: z.uuid(),
  title: z.string(),
  fileName: z.string(),
  type: z.string().nullable(),
  sha256: sha256Hex,
  url: z.string(),
});

export const trustPostureSchema = z
  .object({
    $schema: z.string(),
    schemaVersion: z.literal(TRUST_JSON_VERSION),
    organisation: z.object({
      name: z.string(),
      slug: z.string(),
      url: z.string(),
      description: z.string(),
    }),
    contact: z.object({
      securityEmail: z.string().nullable(),
      supportEmail: z.string().nullable(),
      supportUrl: z.string().nullable(),
      /** RFC 9116 file, when the organisation publishes one. */
      securityTxt: z.string().nullable(),
    }),
    products: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        slug: z.string(),
        url: z.string(),
        certifications: z.array(certificationSchema),
        documents: z.array(publicDocumentSchema),
        subprocessors: z.array(
          z.object({
            name: z.string(),
            domain: z.string().nullable(),
            purpose: z.string().nullable(),
            location: z.string().nullable(),
          }),
        ),
        updates: z.object({ atom: z.string(), json: z.string() }),
      }),
    ),
    verification: z.object({ manifest: z.string(), keys: z.string(), verifyPage: z.string() }),
    llms: z.string(),
  })
  .meta({ title: 'Trust centre posture', description: 'Public security and compliance posture' });
export type TrustPosture = z.infer<typeof trustPostureSchema>;

/** The JSON Schema (draft 2020-12) of trust.json, as published. */
export const trustPostureJsonSchema = (id: string) => ({
  ...z.toJSONSchema(trustPostureSchema, { io: 'output' }),
  $id: id,
  version: TRUST_JSON_VERSION,
});

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

export const copyIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-HJKMNP-TV-Z]{8}$/, LEAK_MESSAGES.idInvalid);
export const leakLookupParamsSchema = z.object({ copyId: copyIdSchema });

export const issuedCopySchema = z.object({
  copyId: z.string(),
  fileName: z.string(),
  recipientEmail: z.string(),
  accountName: z.string(),
  issuedAt: z.iso.datetime(),
  ip: z.string().nullable(),
});
export type IssuedCopy = z.infer<typeof issuedCopySchema>;

export const leakLookupResultSchema = z.object({
  /** How the copy was recognised: its digest, the id in its metadata or text, the id typed, or not at all. */
  foundBy: z.enum(['digest', 'metadata', 'text', 'id', 'none']),
  copy: issuedCopySchema.nullable(),
  /** Set when the file is an original as published (no member's copy). */
  originalTitle: z.string().nullable(),
});
export type LeakLookupResult = z.infer<typeof leakLookupResultSchema>;
