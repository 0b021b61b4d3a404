import { z } from 'zod';
import { ITEM_TYPE_VALUES, type ItemType } from './items.js';

/**
 * The built-in certification logos (editor spec section 2, issue 6): one standard mark per
 * certification type, and a variant per audit firm that issues that kind of report or certificate.
 * Which firms fit which type follows the scheme: CPA firms attest SOC reports, accredited bodies
 * certify ISO and CSA STAR, QSAs assess PCI DSS, 3PAOs assess FedRAMP.
 */
type Scheme = 'attestation' | 'certification' | 'pci' | 'fedramp';

export interface CertificationMark {
  label: string;
  color: string;
  scheme: Scheme | null;
}

export const CERTIFICATION_MARKS: Partial<Record<ItemType, CertificationMark>> = {
  soc_1: { label: 'SOC 1', color: '#1971c2', scheme: 'attestation' },
  soc_2_type_1: { label: 'SOC 2', color: '#1c7ed6', scheme: 'attestation' },
  soc_2_type_2: { label: 'SOC 2', color: '#1c7ed6', scheme: 'attestation' },
  soc_3: { label: 'SOC 3', color: '#1864ab', scheme: 'attestation' },
  iso_27001: { label: 'ISO 27001', color: '#2f9e44', scheme: 'certification' },
  iso_27017: { label: 'ISO 27017', color: '#2b8a3e', scheme: 'certification' },
  iso_27018: { label: 'ISO 27018', color: '#37b24d', scheme: 'certification' },
  iso_27701: { label: 'ISO 27701', color: '#5f3dc4', scheme: 'certification' },
  iso_42001: { label: 'ISO 42001', color: '#0b7285', scheme: 'certification' },
  csa_star: { label: 'CSA STAR', color: '#e8590c', scheme: 'certification' },
  tisax: { label: 'TISAX', color: '#495057', scheme: 'certification' },
  pci_dss: { label: 'PCI DSS', color: '#d9480f', scheme: 'pci' },
  fedramp: { label: 'FedRAMP', color: '#364fc7', scheme: 'fedramp' },
  hipaa: { label: 'HIPAA', color: '#c2255c', scheme: null },
  gdpr: { label: 'GDPR', color: '#1864ab', scheme: null },
  ccpa: { label: 'CCPA', color: '#862e9c', scheme: null },
  cyber_essentials: { label: 'Cyber Essentials', color: '#087f5b', scheme: null },
};

export interface AuditFirm {
  name: string;
  color: string;
  schemes: readonly Scheme[];
  /** Other ways editors write the firm's name. */
  aliases?: readonly string[];
  /** The name on the logo's ribbon, where the full name is too long for it. */
  short?: string;
}

export const AUDIT_FIRMS = {
  a_lign: { name: 'A-LIGN', color: '#0b3d91', schemes: ['attestation', 'certification', 'pci', 'fedramp'] },
  schellman: {
    name: 'Schellman',
    color: '#00558c',
    schemes: ['attestation', 'certification', 'pci', 'fedramp'],
  },
  coalfire: { name: 'Coalfire', color: '#c92a2a', schemes: ['attestation', 'pci', 'fedramp'] },
  prescient: {
    name: 'Prescient Assurance',
    short: 'Prescient',
    color: '#5c940d',
    schemes: ['attestation', 'certification', 'pci'],
  },
  johanson: { name: 'Johanson Group', short: 'Johanson', color: '#364fc7', schemes: ['attestation'] },
  sensiba: { name: 'Sensiba', color: '#0c8599', schemes: ['attestation'] },
  deloitte: { name: 'Deloitte', color: '#2b8a3e', schemes: ['attestation'] },
  ey: {
    name: 'EY',
    color: '#495057',
    schemes: ['attestation'],
    aliases: ['Ernst & Young', 'Ernst and Young'],
  },
  kpmg: { name: 'KPMG', color: '#1c3f94', schemes: ['attestation'] },
  pwc: { name: 'PwC', color: '#d9480f', schemes: ['attestation'], aliases: ['PricewaterhouseCoopers'] },
  bsi: {
    name: 'BSI',
    color: '#c2255c',
    schemes: ['certification'],
    aliases: ['British Standards Institution'],
  },
  dnv: { name: 'DNV', color: '#1864ab', schemes: ['certification'] },
  tuv_sud: {
    name: 'TÜV SÜD',
    color: '#1971c2',
    schemes: ['certification'],
    aliases: ['TUV SUD', 'TUEV SUED'],
  },
  lrqa: { name: 'LRQA', color: '#862e9c', schemes: ['certification'] },
} as const satisfies Record<string, AuditFirm>;
export type AuditFirmKey = keyof typeof AUDIT_FIRMS;

/** 'standard' is the type's own mark; the others are audit firms. */
export type LogoVariant = 'standard' | AuditFirmKey;

const normalise = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]/gu, '')
    .toLowerCase();

/** The audit firm an auditor field names, if it is one the catalogue knows ('BSI Group' is BSI). */
export function auditFirmOf(auditor: string | null | undefined): AuditFirmKey | null {
  const written = normalise(auditor ?? '');
  if (!written) return null;
  for (const [key, firm] of Object.entries(AUDIT_FIRMS) as [AuditFirmKey, AuditFirm][]) {
    const names = [firm.name, ...(firm.aliases ?? [])].map(normalise);
    if (names.some((name) => written === name || written.startsWith(name))) return key;
  }
  return null;
}

/** The logo choices for a type: the standard mark, then each firm that audits that scheme. */
export function logoVariantsFor(type: string | null | undefined): LogoVariant[] {
  const mark = type ? CERTIFICATION_MARKS[type as ItemType] : undefined;
  if (!mark) return [];
  const firms = (Object.keys(AUDIT_FIRMS) as AuditFirmKey[]).filter(
    (key) => mark.scheme !== null && (AUDIT_FIRMS[key].schemes as readonly Scheme[]).includes(mark.scheme),
  );
  return ['standard', ...firms];
}

/**
 * The logo an item shows: the editor's choice when it fits the type, otherwise the auditor's
 * variant when the auditor is a known firm for that scheme, otherwise the standard mark.
 */
export function resolveLogoVariant(
  type: string | null | undefined,
  auditor: string | null | undefined,
  chosen: string | null | undefined,
): LogoVariant | null {
  const variants = logoVariantsFor(type);
  if (variants.length === 0) return null;
  if (chosen && (variants as string[]).includes(chosen)) return chosen as LogoVariant;
  const firm = auditFirmOf(auditor);
  return firm && variants.includes(firm) ? firm : 'standard';
}

export function certificationLogoPath(type: string, variant: LogoVariant): string {
  return `/api/certification-logos/${type}/${variant}`;
}

const SCHEME_VERB: Record<Scheme, string> = {
  attestation: 'Audited by',
  certification: 'Certified by',
  pci: 'Assessed by',
  fedramp: 'Assessed by',
};

/** 'Standard mark', or the firm's part in the scheme: 'Audited by A-LIGN', 'Certified by BSI'. */
export function logoVariantLabel(type: string, variant: LogoVariant): string {
  const scheme = CERTIFICATION_MARKS[type as ItemType]?.scheme;
  return variant === 'standard' || !scheme
    ? 'Standard mark'
    : `${SCHEME_VERB[scheme]} ${AUDIT_FIRMS[variant].name}`;
}

export const LOGO_VARIANTS = ['standard', ...Object.keys(AUDIT_FIRMS)] as [LogoVariant, ...LogoVariant[]];
export const certificationLogoParamsSchema = z.object({
  type: z.enum(ITEM_TYPE_VALUES),
  variant: z.enum(LOGO_VARIANTS),
});
