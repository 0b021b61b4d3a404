import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import Papa from 'papaparse';
import type { QuestionnaireFormat } from '@trust/shared';

/**
 * A questionnaire's sheets as plain text grids, which the mapping and the question finder read.
 * Rows and columns count from 1 as in the spreadsheet; `rows[0]` is row 1.
 */
export interface SheetGrid {
  name: string;
  rows: string[][];
  /** Rows whose cells are merged across columns: section headings, never questions. */
  mergedRows: Set<number>;
  /** Per column, the choices of a dropdown (list validation) found in it. */
  choices: Map<number, string[]>;
}

/** The name a CSV file's only sheet goes by. */
export const CSV_SHEET = 'CSV';
/** Bounds for a sane questionnaire: a real one has hundreds of rows and a dozen columns. */
const MAX_ROWS = 5000;
const MAX_COLUMNS = 60;

/** A workbook may unpack to at most this: real questionnaires are a few megabytes, a zip bomb is not. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export class UnreadableSheet extends Error {}

/** What a zip's entries add up to once inflated, read from its directory without inflating any. */
function unpackedSize(bytes: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(new UnreadableSheet(String(error)));
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', (e: unknown) => reject(new UnreadableSheet(String(e))));
      zip.readEntry();
    });
  });
}

export async function readSheets(bytes: Buffer, format: QuestionnaireFormat): Promise<SheetGrid[]> {
  if (format === 'csv') return [readCsv(bytes)];
  if (format === 'xlsx') return readWorkbook(bytes);
  return [];
}

function readCsv(bytes: Buffer): SheetGrid {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rows = parsed.data.slice(0, MAX_ROWS).map((row) => row.slice(0, MAX_COLUMNS).map((c) => c.trim()));
  while (rows.length > 0 && rows.at(-1)!.every((c) => c === '')) rows.pop();
  return { name: CSV_SHEET, rows, mergedRows: new Set(), choices: new Map() };
}

/**
 * An empty workbook. exceljs is loaded on first use: it costs every start of the server a third
 * of a second.
 */
export const newWorkbook = async (): Promise<ExcelJS.Workbook> =>
  new (await import('exceljs')).default.Workbook();

export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  if ((await unpackedSize(bytes)) > MAX_UNPACKED_BYTES) throw new UnreadableSheet('too large once unpacked');
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableSheet(String(error));
  }
  return workbook;
}

async function readWorkbook(bytes: Buffer): Promise<SheetGrid[]> {
  const workbook = await loadWorkbook(bytes);
  return workbook.worksheets
    .filter((sheet) => sheet.state !== 'hidden')
    .map((sheet) => gridOf(workbook, sheet));
}

function gridOf(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet): SheetGrid {
  const rowCount = Math.min(sheet.rowCount, MAX_ROWS);
  const columnCount = Math.min(sheet.columnCount, MAX_COLUMNS);
  const rows: string[][] = [];
  const mergedRows = new Set<number>();
  const choices = new Map<number, string[]>();
  for (let r = 1; r <= rowCount; r++) {
    const row = sheet.getRow(r);
    const values: string[] = [];
    for (let c = 1; c <= columnCount; c++) {
      const cell = row.getCell(c);
      values.push(cell.isMerged && cell.master !== cell ? '' : cellText(cell));
      if (cell.isMerged && Number(cell.master.row) === r && Number(cell.master.col) !== c) mergedRows.add(r);
      const validation = cell.dataValidation;
      if (validation?.type === 'list' && !choices.has(c)) {
        const list = listChoices(workbook, validation.formulae?.[0]);
        if (list.length > 0) choices.set(c, list);
      }
    }
    rows.push(values);
  }
  return { name: sheet.name, rows, mergedRows, choices };
}

/** A cell as its text: rich text joined, formulas by their result, dates as ISO days. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return cell.text.trim();
  } catch {
    return '';
  }
}

/** A list validation's choices: an inline list ("Yes,No,N/A") or a range on some sheet. */
function listChoices(workbook: ExcelJS.Workbook, formula: unknown): string[] {
  if (typeof formula !== 'string') return [];
  const inline = formula.match(/^"(.*)"$/s);
  if (inline)
    return inline[1]!
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
  const range = formula
    .replace(/^=/, '')
    .match(/^(?:'?([^'!]+)'?!)?\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)$/);
  if (!range) return [];
  const [, sheetName, fromColumn, fromRow, toColumn, toRow] = range;
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : workbook.worksheets[0];
  if (!sheet || fromColumn !== toColumn) return [];
  const found: string[] = [];
  for (let r = Number(fromRow); r <= Math.min(Number(toRow), Number(fromRow) + 50); r++) {
    const text = cellText(sheet.getCell(`${fromColumn}${r}`));
    if (text) found.push(text);
  }
  return found;
}
