import type { QuestionnaireMapping } from '@trust/shared';
import type { SheetGrid } from './sheets.js';

/** Headers rows are looked for this far down: title blocks and instructions come first. */
const HEADER_SEARCH_ROWS = 25;
/** Shorter than this, a cell is a label or a number, not a question. */
const MIN_QUESTION_LENGTH = 12;

const QUESTION_HEADER =
  /\b(questions?|requirements?|control (?:questions?|descriptions?|requirements?)|requests?|criteria|assessment items?|ask)\b/i;
const ID_HEADER = /(\bids?\b|#|\bnum(ber)?\b|\bno\.?$|\bref(erence)?\b|\bindex\b)/i;
const ANSWER_HEADER = /\b(answers?|responses?|repl(y|ies)|compliant|compliance|yes\s*\/\s*no|y\/n|status)\b/i;
const COMMENT_HEADER =
  /\b(comments?|explanations?|descriptions?|details?|notes?|additional|justifications?|evidence|remarks?|implementation|elaborat\w*)\b/i;

const header = (grid: SheetGrid, row: number, column: number) => grid.rows[row - 1]?.[column - 1] ?? '';

function columnsOf(grid: SheetGrid): number {
  return grid.rows.reduce((n, row) => Math.max(n, row.length), 0);
}

/** The question cells under a header row in one column, headings excluded. */
function questionCells(grid: SheetGrid, headerRow: number, column: number): { row: number; text: string }[] {
  const found: { row: number; text: string }[] = [];
  for (let row = headerRow + 1; row <= grid.rows.length; row++) {
    if (grid.mergedRows.has(row)) continue;
    const text = header(grid, row, column).replace(/\s+/g, ' ').trim();
    if (text.length >= MIN_QUESTION_LENGTH && /\p{L}.*\s.*\p{L}/u.test(text)) found.push({ row, text });
  }
  return found;
}

interface Candidate {
  mapping: QuestionnaireMapping;
  score: number;
}

/** The best mapping a header row allows, or null when it names no question column. */
function candidateAt(grid: SheetGrid, headerRow: number): Candidate | null {
  const columns = columnsOf(grid);
  const labels = Array.from({ length: columns }, (_, i) => header(grid, headerRow, i + 1));
  let questionColumn = 0;
  let questions: { row: number; text: string }[] = [];
  labels.forEach((label, i) => {
    if (!QUESTION_HEADER.test(label) || ID_HEADER.test(label) || label.length > 80) return;
    const cells = questionCells(grid, headerRow, i + 1);
    const length = (list: typeof cells) => list.reduce((n, c) => n + c.text.length, 0);
    if (
      cells.length > questions.length ||
      (cells.length === questions.length && length(cells) > length(questions))
    ) {
      questionColumn = i + 1;
      questions = cells;
    }
  });
  if (!questionColumn || questions.length === 0) return null;
  const isAnswer = (label: string) => ANSWER_HEADER.test(label) && !QUESTION_HEADER.test(label);
  const isComment = (label: string) => COMMENT_HEADER.test(label) && !QUESTION_HEADER.test(label);
  const after = labels
    .map((label, i) => ({ label, column: i + 1 }))
    .filter((c) => c.column !== questionColumn);
  // Answer columns are to the right of the question, as a rule; the left is a fallback.
  after.sort(
    (a, b) =>
      (a.column > questionColumn ? 0 : 1) - (b.column > questionColumn ? 0 : 1) || a.column - b.column,
  );
  const answer =
    after.find((c) => isAnswer(c.label) && !isComment(c.label)) ??
    after.find((c) => isAnswer(c.label)) ??
    after.find(
      (c) => c.column > questionColumn && c.label === '' && columnMostlyEmpty(grid, headerRow, c.column),
    );
  const answerColumn = answer?.column ?? questionColumn + 1;
  const comment = after.find(
    (c) => c.column !== answerColumn && c.column > questionColumn && isComment(c.label),
  );
  const score =
    questions.length * 10 + (answer && isAnswer(answer.label) ? 500 : 0) + (comment ? 50 : 0) - headerRow;
  return {
    score,
    mapping: {
      sheet: grid.name,
      headerRow,
      questionColumn,
      answerColumn,
      commentColumn: comment?.column ?? null,
    },
  };
}

function columnMostlyEmpty(grid: SheetGrid, headerRow: number, column: number): boolean {
  const below = grid.rows.slice(headerRow).map((row) => row[column - 1] ?? '');
  return below.filter((c) => c !== '').length <= below.length / 4;
}

/**
 * Where the questions probably are: on each sheet, the header row (among the first rows) naming a
 * question column with the most question-like cells under it, and the answer and comment columns
 * its headers name. Null when no sheet has a recognisable question column.
 */
export function guessMapping(grids: SheetGrid[]): QuestionnaireMapping | null {
  let best: Candidate | null = null;
  for (const grid of grids) {
    for (let row = 1; row <= Math.min(HEADER_SEARCH_ROWS, grid.rows.length); row++) {
      const candidate = candidateAt(grid, row);
      if (candidate && (!best || candidate.score > best.score)) best = candidate;
    }
  }
  return best?.mapping ?? null;
}

/** The questions a mapping points at, in sheet order. */
export function findQuestions(grids: SheetGrid[], mapping: QuestionnaireMapping) {
  const grid = grids.find((g) => g.name === mapping.sheet);
  if (!grid) return [];
  return questionCells(grid, mapping.headerRow, mapping.questionColumn).map((cell) => ({
    sheet: grid.name,
    row: cell.row,
    question: cell.text,
  }));
}

/** The dropdown choices of the mapped answer column, if it has a dropdown. */
export function answerChoices(grids: SheetGrid[], mapping: QuestionnaireMapping): string[] {
  return grids.find((g) => g.name === mapping.sheet)?.choices.get(mapping.answerColumn) ?? [];
}

/** The choice a written answer implies: 'Yes.' to Yes, 'No, …' to No, 'Not applicable' to N/A. */
export function choiceFor(answer: string, choices: string[]): string | null {
  const text = answer.trim().toLowerCase();
  const pick = (pattern: RegExp) => choices.find((c) => pattern.test(c.trim().toLowerCase())) ?? null;
  if (/^(not applicable|n\/a\b)/.test(text)) return pick(/^(n\/?a|not applicable)/);
  if (/^yes\b/.test(text)) return pick(/^y(es)?$/);
  if (/^no\b/.test(text)) return pick(/^n(o)?$/);
  return null;
}
