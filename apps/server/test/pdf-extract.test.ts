import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../src/platform/pdf-extract.js';

describe('reading a PDF with pdf.js', () => {
  it("reads the text and leaves Node's JSON and Array built-ins as they were (pdf.js's polyfills are ten times slower)", async () => {
    const { stringify, parse } = JSON;
    const { push } = Array.prototype;
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    page.drawText('Encryption at rest', {
      font: await doc.embedFont(StandardFonts.Helvetica),
      x: 50,
      y: 700,
    });
    expect(await pdfText(await doc.save())).toContain('Encryption at rest');
    expect(JSON.stringify).toBe(stringify);
    expect(JSON.parse).toBe(parse);
    expect(Array.prototype.push).toBe(push);
    expect(String(JSON.stringify)).toContain('[native code]');
  });
});
