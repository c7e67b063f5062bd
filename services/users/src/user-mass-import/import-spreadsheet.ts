import { HttpError, RequestValidationError } from '@atrium/service-core';
import { readSpreadsheet as readAnySpreadsheet, type SpreadsheetCell } from '@atrium/service-core/excel';
import {
  LOCALES,
  MASS_IMPORT_BAD_DATE,
  MASS_IMPORT_COLUMN_LABELS,
  MASS_IMPORT_COLUMNS,
  MASS_IMPORT_FILE_UNREADABLE,
  MASS_IMPORT_MAX_ROWS,
  MASS_IMPORT_TOO_MANY_ROWS,
  massImportRowSchema,
  type Locale,
  type MassImportColumn,
  type ParseResult,
  type ParsedRow,
  type RowProblem,
} from '@atrium/users-contract';

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** Every header a column is known by: its field name and its label in each locale. */
const COLUMN_OF_HEADER = new Map<string, MassImportColumn>(
  MASS_IMPORT_COLUMNS.flatMap((column) => [
    [normalise(column), column] as const,
    ...Object.values(MASS_IMPORT_COLUMN_LABELS).map((labels) => [normalise(labels[column]), column] as const),
  ]),
);

type Cell = SpreadsheetCell;

/** An xlsx or a csv (document 003 §2 step 2). */
export async function readSpreadsheet(bytes: Buffer): Promise<Cell[][]> {
  try {
    return await readAnySpreadsheet(bytes);
  } catch {
    throw new HttpError(400, MASS_IMPORT_FILE_UNREADABLE);
  }
}

const text = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** A date of birth as written in a sheet: a date cell, YYYY-MM-DD, or DD.MM.YYYY (also with / or -); false when unreadable. */
function birthdateOf(cell: Cell | undefined): string | null | false {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const value = String(cell).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const nordic = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : nordic ? [nordic[3], nordic[2], nordic[1]] : [];
  if (!year || !month || !day) return false;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A language as written: nb_NO, nb-NO, any case. */
function localeOf(cell: Cell | undefined): Locale | null | 'invalid' {
  const value = text(cell).replace('-', '_').toLowerCase();
  if (!value) return null;
  return LOCALES.find((locale) => locale.toLowerCase() === value) ?? 'invalid';
}

/**
 * The people of a sheet (document 003 §7 "parse spreadsheet upload"): the first row names the columns (the template's
 * labels in any language, or the field names), every following non-empty row is a person. What is wrong with a row
 * is listed as a problem by field and message key, for the review step to show; nothing is refused but a file
 * without known columns or with more than MASS_IMPORT_MAX_ROWS people.
 */
export function rowsOfSheet(cells: Cell[][]): ParseResult {
  const [header = [], ...body] = cells;
  const columns = header.map((cell) => COLUMN_OF_HEADER.get(normalise(text(cell))));
  if (!columns.includes('email') && !columns.includes('firstname')) throw new HttpError(400, MASS_IMPORT_FILE_UNREADABLE);
  const people = body.filter((row) => row.some((cell) => text(cell) !== ''));
  if (people.length > MASS_IMPORT_MAX_ROWS) throw RequestValidationError.forField('body', ['file'], MASS_IMPORT_TOO_MANY_ROWS);

  const rows: ParsedRow[] = [];
  const problems: RowProblem[] = [];
  people.forEach((row, index) => {
    const cell = (column: MassImportColumn) => row[columns.indexOf(column)];
    const birthdate = birthdateOf(cell('birthdate'));
    const locale = localeOf(cell('locale'));
    const optional = (column: MassImportColumn) => text(cell(column)) || null;
    const parsed: ParsedRow = {
      index,
      firstname: text(cell('firstname')),
      lastname: text(cell('lastname')),
      email: text(cell('email')),
      phone: optional('phone'),
      birthdate: birthdate === false ? null : birthdate,
      employeeNumber: optional('employeeNumber'),
      title: optional('title'),
      departmentName: optional('departmentName'),
      locale: locale === 'invalid' ? null : locale,
    };
    rows.push(parsed);
    if (birthdate === false) problems.push({ index, field: 'birthdate', key: MASS_IMPORT_BAD_DATE });
    if (locale === 'invalid') problems.push({ index, field: 'locale', key: 'validation.unknownChoice' });
    const checked = massImportRowSchema.safeParse(parsed);
    if (!checked.success) {
      for (const issue of checked.error.issues) problems.push({ index, field: issue.path.map(String).join('.'), key: issue.message });
    }
  });
  return { rows, problems };
}
