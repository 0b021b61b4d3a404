import type { PDFDocument } from 'pdf-lib';
import { PdfText } from '../../platform/pdf-text.js';

const SIZE = 7;

/** The copy id in the document's metadata too, where a leaked copy keeps it even if the footer is cropped. */
function markCopy(pdf: PDFDocument, copyId: string) {
  pdf.setKeywords([`copy:${copyId}`]);
  pdf.setSubject(`Copy ${copyId}`);
}
const GREY = [0.45, 0.45, 0.45] as const;

/**
 * A copy of a PDF with a footer on every page naming who downloaded it and the copy's id, so a leaked copy names
 * its source. The stamp is real text in the page's text layer, in whatever script the names are
 * written; the original is not modified.
 */
export async function stampPdf(original: Buffer, stamp: string, copyId: string): Promise<Buffer> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  markCopy(pdf, copyId);
  const text = await PdfText.prepare(pdf, [{ text: stamp }]);
  for (const page of pdf.getPages()) {
    const { width } = page.getSize();
    const x = Math.max(12, (width - text.width(stamp, SIZE)) / 2);
    text.draw(page, stamp, { x, y: 14, size: SIZE, color: rgb(...GREY) });
  }
  return Buffer.from(await pdf.save());
}

/**
 * The last resort when the Unicode stamp fails: the same footer in Helvetica, with what it cannot
 * draw as '?'. Answers null when even that fails (a PDF pdf-lib cannot rewrite).
 */
export async function plainStampPdf(original: Buffer, stamp: string, copyId: string): Promise<Buffer | null> {
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  try {
    const pdf = await PDFDocument.load(original, { updateMetadata: false });
    markCopy(pdf, copyId);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const latin1 = stamp.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
    for (const page of pdf.getPages()) {
      const x = Math.max(12, (page.getSize().width - font.widthOfTextAtSize(latin1, SIZE)) / 2);
      page.drawText(latin1, { x, y: 14, size: SIZE, font, color: rgb(...GREY) });
    }
    return Buffer.from(await pdf.save());
  } catch {
    return null;
  }
}
