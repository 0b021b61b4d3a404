import { pdfText } from '../../platform/pdf-extract.js';
import { withoutMarkdownSyntax } from '@trust/shared';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TEXT_TYPES = new Set(['text/plain', 'text/markdown', 'text/csv']);

/** Types whose text is read into the index; others (images, spreadsheets, slides) are found by name. */
export const INDEXED_CONTENT_TYPES = ['application/pdf', DOCX, ...TEXT_TYPES];

/** Enough text for any policy or report; a tsvector holds at most 1 MB. */
const MAX_TEXT_CHARS = 400_000;
/** A passage: a paragraph, or a few sentences of a long one. */
const PASSAGE_CHARS = 700;

/** The plain text of a PDF, DOCX, Markdown or text file; null for types without readable text. */
export async function extractText(data: Buffer, contentType: string): Promise<string | null> {
  if (contentType === 'application/pdf') return pdfText(data);
  if (contentType === DOCX) {
    const { default: mammoth } = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: data })).value;
  }
  if (TEXT_TYPES.has(contentType)) return data.toString('utf8');
  return null;
}

/**
 * Splits text into passages: paragraphs (blank-line separated, or lines of a PDF's text layer
 * joined back), long ones cut at sentence ends. Whitespace is collapsed.
 */
export function toPassages(raw: string, contentType: string): string[] {
  const text = (contentType === 'text/markdown' ? withoutMarkdownSyntax(raw) : raw).slice(0, MAX_TEXT_CHARS);
  const paragraphs = text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  const passages: string[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.length <= PASSAGE_CHARS) {
      passages.push(paragraph);
      continue;
    }
    let current = '';
    for (const sentence of paragraph.match(/[^.!?。！？]+[.!?。！？]*\s*/gu) ?? [paragraph]) {
      if (current && current.length + sentence.length > PASSAGE_CHARS) {
        passages.push(current.trim());
        current = '';
      }
      current += sentence;
      // A 'sentence' longer than a passage (a table, a list without stops) is cut where it is.
      while (current.length > PASSAGE_CHARS * 1.5) {
        passages.push(current.slice(0, PASSAGE_CHARS).trim());
        current = current.slice(PASSAGE_CHARS);
      }
    }
    if (current.trim()) passages.push(current.trim());
  }
  return passages;
}
