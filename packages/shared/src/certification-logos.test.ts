import { describe, expect, it } from 'vitest';
import { auditFirmOf, logoVariantLabel, logoVariantsFor, resolveLogoVariant } from './certification-logos.js';

describe('certification logos', () => {
  it('recognise audit firms however editors write them', () => {
    expect(auditFirmOf('BSI')).toBe('bsi');
    expect(auditFirmOf('BSI Group')).toBe('bsi');
    expect(auditFirmOf('Ernst & Young LLP')).toBe('ey');
    expect(auditFirmOf('TÜV SÜD')).toBe('tuv_sud');
    expect(auditFirmOf('tuv sud')).toBe('tuv_sud');
    expect(auditFirmOf('a-lign')).toBe('a_lign');
    expect(auditFirmOf('Some Local Firm')).toBeNull();
    expect(auditFirmOf('')).toBeNull();
    expect(auditFirmOf(null)).toBeNull();
  });

  it('offer the firms of the scheme: CPA firms for SOC, certification bodies for ISO, none for frameworks', () => {
    expect(logoVariantsFor('soc_2_type_2')).toContain('kpmg');
    expect(logoVariantsFor('soc_2_type_2')).not.toContain('bsi');
    expect(logoVariantsFor('iso_27001')).toContain('bsi');
    expect(logoVariantsFor('iso_27001')).not.toContain('kpmg');
    expect(logoVariantsFor('gdpr')).toEqual(['standard']);
    expect(logoVariantsFor('other')).toEqual([]);
    expect(logoVariantsFor(null)).toEqual([]);
  });

  it("resolve to the editor's choice when it fits, else the auditor's firm, else the standard mark", () => {
    expect(resolveLogoVariant('iso_27001', 'BSI', null)).toBe('bsi');
    expect(resolveLogoVariant('iso_27001', 'BSI', 'standard')).toBe('standard');
    expect(resolveLogoVariant('iso_27001', 'BSI', 'kpmg')).toBe('bsi');
    expect(resolveLogoVariant('soc_2_type_2', 'BSI', null)).toBe('standard');
    expect(resolveLogoVariant('other', 'BSI', null)).toBeNull();
  });

  it("are labelled by the firm's part in the scheme", () => {
    expect(logoVariantLabel('soc_1', 'a_lign')).toBe('Audited by A-LIGN');
    expect(logoVariantLabel('iso_27001', 'bsi')).toBe('Certified by BSI');
    expect(logoVariantLabel('pci_dss', 'coalfire')).toBe('Assessed by Coalfire');
    expect(logoVariantLabel('gdpr', 'standard')).toBe('Standard mark');
  });
});
