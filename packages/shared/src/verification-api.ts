import { z } from 'zod';
import { LEAK_MESSAGES, SECURITY_TXT_MESSAGES, TRUST_JSON_VERSION } from './verification.js';

/** The schemas of verifiable documents, trust.json, security.txt and leak lookup; their texts are in verification.ts. */

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
