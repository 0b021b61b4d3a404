import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A text document as PDF: organisation, title, wrapped paragraphs, a footer on every page. */
export async function renderTextPdf(opts: {
  title: string;
  organisation: string;
  paragraphs: string[];
  confidential: boolean;
  footer?: string;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(opts.title);
  pdf.setAuthor(opts.organisation);
  pdf.setCreationDate(new Date('2026-01-15T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-15T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 770;
  page.drawText(opts.organisation, { x: 56, y, size: 11, font: bold, color: rgb(0.11, 0.49, 0.84) });
  y -= 34;
  page.drawText(opts.title, { x: 56, y, size: 20, font: bold });
  y -= 36;
  for (const paragraph of opts.paragraphs) {
    for (const line of wrap(paragraph, (t) => regular.widthOfTextAtSize(t, 11), 483)) {
      if (y < 80) {
        page = pdf.addPage([595, 842]);
        y = 770;
      }
      page.drawText(line, { x: 56, y, size: 11, font: regular, color: rgb(0.2, 0.2, 0.2) });
      y -= 16;
    }
    y -= 10;
  }
  for (const p of pdf.getPages()) {
    p.drawText(
      opts.footer ?? (opts.confidential ? `${opts.organisation} - Confidential` : opts.organisation),
      { x: 56, y: 40, size: 8, font: regular, color: rgb(0.5, 0.5, 0.5) },
    );
  }
  return Buffer.from(await pdf.save());
}

function wrap(text: string, width: (t: string) => number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (width(next) > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
