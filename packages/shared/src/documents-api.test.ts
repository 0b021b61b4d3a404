import { describe, expect, it } from 'vitest';
import { bridgeLetterFileName, formatBridgeLetterDate } from './documents-api.js';

describe('bridge letters', () => {
  it("are named '{org name}-{title}.pdf' with spaces as hyphens", () => {
    expect(bridgeLetterFileName('Acme Cloud', 'SOC 2 Type II Report')).toBe(
      'Acme-Cloud-SOC-2-Type-II-Report.pdf',
    );
  });

  it("are dated 'MMMM dd, yyyy'", () => {
    expect(formatBridgeLetterDate(new Date('2026-11-01T10:00:00Z'))).toBe('November 01, 2026');
    expect(formatBridgeLetterDate(new Date('2026-03-21T23:59:00Z'))).toBe('March 21, 2026');
  });
});
