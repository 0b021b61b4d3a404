import Papa from 'papaparse';
import type { QuestionnaireFormat, QuestionnaireMapping } from '@trust/shared';
import { loadWorkbook } from './sheets.js';

export interface AnsweredQuestion {
  sheet: string;
  row: number;
  question: string;
  answer: string;
  choice: string | null;
}

export interface AnsweredFile {
  bytes: Buffer;
  format: 'xlsx' | 'csv';
}

/**
 * Where an answer goes: with a dropdown in the answer column, the choice there and the text in the
 * comment column; otherwise the text in the answer column.
 */
function placements(mapping: QuestionnaireMapping, answer: AnsweredQuestion, hasChoices: boolean) {
  const cells: { column: number; value: string }[] = [];
  if (hasChoices) {
    if (answer.choice) cells.push({ column: mapping.answerColumn, value: answer.choice });
    const textColumn = mapping.commentColumn ?? (answer.choice ? null : mapping.answerColumn);
    if (textColumn && answer.answer) cells.push({ column: textColumn, value: answer.answer });
  } else if (answer.answer) {
    cells.push({ column: mapping.answerColumn, value: answer.answer });
  }
  return cells;
}

/**
 * The member's own file with the answers written into its cells. Everything else in the workbook
 * (other sheets, merged cells, rich text, styles, dropdown validations) is kept as it was read.
 */
export async function answerOriginal(
  original: Buffer,
  format: QuestionnaireFormat,
  mapping: QuestionnaireMapping,
  answers: AnsweredQuestion[],
  hasChoices: boolean,
): Promise<AnsweredFile> {
  if (format === 'csv') {
    const text = original.toString('utf8').replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
    for (const answer of answers) {
      const row = (rows[answer.row - 1] ??= []);
      for (const { column, value } of placements(mapping, answer, hasChoices)) {
        while (row.length < column) row.push('');
        row[column - 1] = value;
      }
    }
    return { bytes: Buffer.from(`\uFEFF${Papa.unparse(rows)}`, 'utf8'), format: 'csv' };
  }
  const workbook = await loadWorkbook(original);
  const sheet = workbook.getWorksheet(mapping.sheet);
  if (!sheet) throw new Error(`Sheet ${mapping.sheet} is gone`);
  for (const answer of answers) {
    for (const { column, value } of placements(mapping, answer, hasChoices)) {
      const cell = sheet.getCell(answer.row, column);
      cell.value = value;
      cell.alignment = { ...cell.alignment, wrapText: true, vertical: 'top' };
    }
  }
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), format: 'xlsx' };
}

/** Every question with its answer as a CSV (UTF-8 with a byte-order mark, so Excel reads any script). */
export function answersCsv(answers: AnsweredQuestion[], hasChoices: boolean): AnsweredFile {
  const header = ['Sheet', 'Row', 'Question', ...(hasChoices ? ['Choice'] : []), 'Answer'];
  const rows = answers.map((a) => [
    a.sheet,
    String(a.row),
    a.question,
    ...(hasChoices ? [a.choice ?? ''] : []),
    a.answer,
  ]);
  return {
    bytes: Buffer.from(
      `\uFEFF${Papa.unparse([header, ...rows], { escapeFormulae: true, newline: '\r\n' })}`,
      'utf8',
    ),
    format: 'csv',
  };
}
