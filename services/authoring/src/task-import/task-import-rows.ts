import {
  AUTHORING_LOCALES,
  splitTags,
  TASK_IMPORT_COLUMN_LABELS,
  TASK_IMPORT_COLUMNS,
  TASK_IMPORT_MAX_ROWS,
  TASK_IMPORT_OPTIONS,
  taskSaveSchema,
  type AuthoringLocale,
  type TaskImportColumn,
  type TaskImportProblem,
  type TaskImportResult,
} from '@atrium/authoring-contract';
import { HttpError } from '@atrium/service-core';
import type { SpreadsheetCell } from '@atrium/service-core/excel';
import type { z } from 'zod';

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
const COLUMN_OF_HEADER = new Map<string, TaskImportColumn>(
  TASK_IMPORT_COLUMNS.flatMap((column) => [
    [normalise(column), column] as const,
    ...AUTHORING_LOCALES.map((locale) => [normalise(TASK_IMPORT_COLUMN_LABELS[locale][column]), column] as const),
  ]),
);

const text = (cell: SpreadsheetCell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

const YES = new Set(['yes', 'ja', 'true', '1', 'x']);
const NO = new Set(['no', 'nei', 'nej', 'false', '0', '']);
/** A yes/no cell in any of the three languages, a checkbox-like x, or empty for no; null when it is neither. */
function yesNo(cell: SpreadsheetCell | undefined): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const value = text(cell).toLowerCase();
  return YES.has(value) ? true : NO.has(value) ? false : null;
}

/** Which of the task's zod problems belong to which column of the sheet. */
function columnOfPath(path: PropertyKey[]): TaskImportColumn | null {
  if (path[0] === 'texts') return path[2] === 'body' ? 'explanation' : 'question';
  if (path[0] === 'options') return path.length > 1 ? 'option1' : 'correct';
  if (path[0] === 'tags') return 'tags';
  return null;
}

type TaskInput = z.output<typeof taskSaveSchema>;
export interface CheckedRow {
  row: number;
  question: string;
  problems: TaskImportProblem[];
  task: TaskInput | null;
}

function checkRow(cells: SpreadsheetCell[], columns: Map<TaskImportColumn, number>, locale: AuthoringLocale, row: number): CheckedRow {
  const cell = (column: TaskImportColumn) => cells[columns.get(column) ?? -1];
  const problems: TaskImportProblem[] = [];
  const question = text(cell('question'));
  if (!question) problems.push({ column: 'question', key: 'validation.required' });
  const filled = Array.from({ length: TASK_IMPORT_OPTIONS }, (_, idx) => ({
    idx,
    text: text(cell(`option${idx + 1}` as TaskImportColumn)),
  })).filter((option) => option.text !== '');
  const correctText = text(cell('correct'));
  const correct = correctText === '' ? [] : correctText.split(/[\s,;]+/).map(Number);
  if (correct.some((n) => !Number.isInteger(n) || !filled.some((option) => option.idx === n - 1)))
    problems.push({ column: 'correct', key: 'kpg.taskImport.badCorrect' });
  const flags = {
    multipleCorrect: yesNo(cell('multipleCorrect')),
    requireSound: yesNo(cell('requireSound')),
    requireImage: yesNo(cell('requireImage')),
  };
  for (const [column, value] of Object.entries(flags))
    if (value === null) problems.push({ column: column as TaskImportColumn, key: 'kpg.taskImport.badYesNo' });
  const parsed = taskSaveSchema.safeParse({
    locale,
    texts: { [locale]: { title: question, body: text(cell('explanation')) } },
    multipleCorrect: flags.multipleCorrect ?? false,
    requireSound: flags.requireSound ?? false,
    requireImage: flags.requireImage ?? false,
    options: filled.map((option) => ({
      idx: option.idx,
      texts: { [locale]: { title: option.text, body: '' } },
      correct: correct.includes(option.idx + 1),
    })),
    tags: splitTags(text(cell('tags'))),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const problem = { column: columnOfPath(issue.path), key: issue.message };
      if (!problems.some((known) => known.column === problem.column && known.key === problem.key)) problems.push(problem);
    }
  return { row, question, problems, task: problems.length === 0 && parsed.success ? parsed.data : null };
}

/**
 * The tasks of a sheet: the first row names the columns (the template's headers in any language, or the field
 * names), every following non-empty row is a task, checked as the task editor checks one (§5) and its problems named
 * by column and message key.
 */
export function checkTaskRows(sheet: SpreadsheetCell[][], locale: AuthoringLocale): CheckedRow[] {
  const [header = [], ...rows] = sheet;
  const columns = new Map<TaskImportColumn, number>();
  header.forEach((cell, index) => {
    const column = COLUMN_OF_HEADER.get(normalise(text(cell)));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('question')) throw new HttpError(400, 'kpg.taskImport.noColumns');
  const filled = rows.map((cells, index) => ({ cells, row: index + 2 })).filter(({ cells }) => cells.some((cell) => text(cell) !== ''));
  if (filled.length > TASK_IMPORT_MAX_ROWS) throw new HttpError(400, 'kpg.taskImport.tooManyRows');
  return filled.map(({ cells, row }) => checkRow(cells, columns, locale, row));
}

/** present: per row, whether the task is already there (it is skipped, not saved twice). */
export const resultOf = (rows: CheckedRow[], present: boolean[], imported: number): TaskImportResult => ({
  rows: rows.map(({ row, question, problems }, index) => ({ row, question, problems, alreadyPresent: present[index] ?? false })),
  imported,
  skipped: present.filter(Boolean).length,
});
