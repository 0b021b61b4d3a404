import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('file names from Content-Disposition', () => {
  it('prefer the UTF-8 name, then the plain one', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="M_ller.pdf"; filename*=UTF-8''M%C3%BCller.pdf`),
    ).toBe('Müller.pdf');
    expect(fileNameFromDisposition('attachment; filename="Acme-SOC-2.pdf"')).toBe('Acme-SOC-2.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
