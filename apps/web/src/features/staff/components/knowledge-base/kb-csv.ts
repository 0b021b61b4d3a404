import Papa from 'papaparse';
import { KB_ACCESS_LABELS, parseKbCsvRow, type KbEntryValues, type StaffKbEntry } from '@trust/shared';

/** One row of an imported file: the entry it makes, or why it cannot make one. */
export type KbCsvRow =
  | { line: number; ok: true; entry: KbEntryValues }
  | { line: number; ok: false; question: string; errors: string[] };

export interface KbCsvPreview {
  rows: KbCsvRow[];
  /** Problems with the file itself: no header, no question or answer column. */
  fileErrors: string[];
}

/**
 * Reads a knowledge-base CSV: a header row naming question and answer (comment and access_level
 * optional, any case, any order; other columns ignored), then one entry per row.
 */
export function parseKbCsv(text: string): KbCsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = ['question', 'answer'].filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return {
      rows: [],
      fileErrors: [`The first row must name the columns: ${missing.join(' and ')} missing.`],
    };
  const rows = parsed.data.map((record, index): KbCsvRow => {
    // Line 1 is the header.
    const line = index + 2;
    const result = parseKbCsvRow(record);
    return result.ok
      ? { line, ok: true, entry: result.entry }
      : { line, ok: false, question: record.question ?? '', errors: result.errors };
  });
  const fileErrors = rows.length === 0 ? ['The file has no rows'] : [];
  return { rows, fileErrors };
}

/** The entries as a CSV the import reads back (products by name, for people; the import ignores them). */
export function kbEntriesToCsv(entries: StaffKbEntry[], productName: (id: string) => string): string {
  return Papa.unparse(
    entries.map((e) => ({
      question: e.question,
      answer: e.answer,
      comment: e.comment ?? '',
      access_level: e.accessLevel,
      access: KB_ACCESS_LABELS[e.accessLevel],
      products: e.productIds.map(productName).join('; '),
      favorite: e.favorite ? 'yes' : '',
      updated_at: e.updatedAt,
    })),
    {
      columns: [
        'question',
        'answer',
        'comment',
        'access_level',
        'access',
        'products',
        'favorite',
        'updated_at',
      ],
    },
  );
}
