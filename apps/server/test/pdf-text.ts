import { inflateSync } from 'node:zlib';

/**
 * The page content of a PDF as searchable text: every stream inflated, and the hex strings pdf-lib
 * writes for standard fonts (<48656C6C6F> Tj) decoded. Enough to assert that words are on a page.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    try {
      parts.push(inflateSync(bytes).toString('latin1'));
    } catch {
      parts.push(bytes.toString('latin1'));
    }
  }
  return parts
    .join('\n')
    .replace(
      /<([0-9A-Fa-f]+)>\s*Tj/g,
      (_, hex: string) => `${Buffer.from(hex, 'hex').toString('latin1')} Tj`,
    );
}
