import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * A copy of a PDF with a footer on every page naming who downloaded it, so a leaked copy names
 * its source. The stamp is real text in the page's text layer; the original is not modified.
 */
export async function stampPdf(original: Buffer, stamp: string): Promise<Buffer> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of pdf.getPages()) {
    const { width } = page.getSize();
    const size = 7;
    const textWidth = font.widthOfTextAtSize(stamp, size);
    page.drawText(stamp, {
      x: Math.max(12, (width - textWidth) / 2),
      y: 14,
      size,
      font,
      color: rgb(0.45, 0.45, 0.45),
    });
  }
  return Buffer.from(await pdf.save());
}
