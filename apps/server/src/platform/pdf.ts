import { createHash } from 'node:crypto';
import { PdfText } from './pdf-text.js';

export interface TextPdf {
  title: string;
  organisation: string;
  paragraphs: string[];
  confidential: boolean;
  footer?: string;
}

/** Rendered documents by their content: the same letter asked for again costs a lookup, not a render. */
const rendered = new Map<string, Promise<Buffer>>();
const RENDERED_KEPT = 64;

/**
 * A text document as PDF: organisation, title, wrapped paragraphs, a footer on every page. Equal
 * input gives the same bytes, so the last few are kept (bridge letters are asked for over and over).
 */
export function renderTextPdf(opts: TextPdf): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(opts)).digest('hex');
  let pdf = rendered.get(key);
  if (pdf) {
    rendered.delete(key);
  } else {
    pdf = render(opts);
    pdf.catch(() => rendered.delete(key));
  }
  rendered.set(key, pdf);
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
  return pdf;
}

async function render(opts: TextPdf): Promise<Buffer> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(opts.title);
  pdf.setAuthor(opts.organisation);
  pdf.setCreationDate(new Date('2026-01-15T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-15T00:00:00Z'));
  const footer =
    opts.footer ?? (opts.confidential ? `${opts.organisation} - Confidential` : opts.organisation);
  const text = await PdfText.prepare(pdf, [
    { text: opts.organisation, weight: 'bold' },
    { text: opts.title, weight: 'bold' },
    ...opts.paragraphs.map((paragraph) => ({ text: paragraph })),
    { text: footer },
  ]);
  let page = pdf.addPage([595, 842]);
  let y = 770;
  text.draw(page, opts.organisation, { x: 56, y, size: 11, weight: 'bold', color: rgb(0.11, 0.49, 0.84) });
  y -= 34;
  for (const line of wrap(opts.title, (t) => text.width(t, 20, 'bold'), 483)) {
    text.draw(page, line, { x: 56, y, size: 20, weight: 'bold' });
    y -= 26;
  }
  y -= 10;
  for (const paragraph of opts.paragraphs) {
    for (const line of wrap(paragraph, (t) => text.width(t, 11), 483)) {
      if (y < 80) {
        page = pdf.addPage([595, 842]);
        y = 770;
      }
      text.draw(page, line, { x: 56, y, size: 11, color: rgb(0.2, 0.2, 0.2) });
      y -= 16;
    }
    y -= 10;
  }
  for (const p of pdf.getPages()) text.draw(p, footer, { x: 56, y: 40, size: 8, color: rgb(0.5, 0.5, 0.5) });
  return Buffer.from(await pdf.save());
}

/**
 * Lines no wider than `max`: broken between words, and inside a word that alone is too wide (as
 * Chinese or Japanese text, written without spaces, always is).
 */
export function wrap(text: string, width: (t: string) => number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (piece: string, separator: string) => {
    const next = line ? `${line}${separator}${piece}` : piece;
    if (width(next) <= max || !line) line = next;
    else {
      lines.push(line);
      line = piece;
    }
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (width(word) <= max) push(word, ' ');
    else [...word].forEach((char, i) => push(char, i === 0 ? ' ' : ''));
    while (width(line) > max && [...line].length > 1) {
      // A single character wider than the line: leave it alone on its line.
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines;
}
