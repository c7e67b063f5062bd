import type { Readable } from 'node:stream';
import { RequestValidationError } from '@atrium/service-core';
import { excelTexts, rowsInBatches, streamWorkbook, type ExcelColumnDefinition, type ExcelLocale } from '@atrium/service-core/excel';
import { BUDGET_SITES, MAX_BUDGET_AMOUNT, type BudgetSite } from '@atrium/reports-contract';
import ExcelJS from 'exceljs';
import type { ReportsDb } from '../db';
import { budgetPage, type BudgetEntry } from './budget-store';

/** The sheet's columns, in the order the import reads them (by position, so a sheet in any language imports). */
const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.site', key: 'site', width: 12 },
  { headerKey: 'excel.column.year', key: 'year', width: 8 },
  { headerKey: 'excel.column.month', key: 'month', width: 8 },
  { headerKey: 'excel.column.budget', key: 'budget', width: 18, numFmt: '0.00' },
];

/** More rows than a sheet of every site, year and month of a century: a bigger file is not a budget sheet. */
const MAX_IMPORT_ROWS = 5000;

/** A site's budgets as a sheet to fill in and import again: amounts in currency units, read page by page. */
export function budgetWorkbook(db: ReportsDb, site: BudgetSite, locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  async function* rows() {
    for await (const row of rowsInBatches(budgetPage(db, site))) {
      yield { site: row.site, year: row.year, month: row.month, budget: Number(row.amount) / 100 };
    }
  }
  return streamWorkbook(texts.text('excel.sheet.budgets'), texts.columns(COLUMNS), rows());
}

function cellValue(cell: ExcelJS.CellValue): unknown {
  if (cell !== null && typeof cell === 'object' && 'result' in cell) return cell.result;
  if (cell !== null && typeof cell === 'object' && 'richText' in cell) return cell.richText.map((part) => part.text).join('');
  return cell;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  // A typed amount may use a decimal comma and spaces between thousands, as Norwegians and Swedes write them.
  const text = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

const refuse = (row: number, column: string, message: string) =>
  RequestValidationError.forField('body', ['row', String(row), column], message);

/**
 * The budget months of an uploaded sheet: from row 2, site (NO or SE), year, month (1-12) and the budget in currency
 * units with at most 2 decimals. Empty rows are skipped; the first bad cell refuses the whole file, naming its row and
 * column, and so does a month given twice.
 */
export async function readBudgetSheet(file: Buffer): Promise<BudgetEntry[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw RequestValidationError.forField('body', ['file'], 'budget.import.notExcel');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw RequestValidationError.forField('body', ['file'], 'budget.import.empty');
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) throw RequestValidationError.forField('body', ['file'], 'budget.import.tooManyRows');
  const entries: BudgetEntry[] = [];
  const seen = new Set<string>();
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const [site, year, month, budget] = [1, 2, 3, 4].map((column) => cellValue(row.getCell(column).value));
    if ([site, year, month, budget].every((value) => value === null || value === undefined || value === '')) continue;
    const siteCode = typeof site === 'string' ? site.trim().toUpperCase() : '';
    if (!BUDGET_SITES.includes(siteCode as BudgetSite)) throw refuse(number, 'site', 'budget.import.invalidSite');
    const yearNumber = numberOf(year);
    if (yearNumber === null || !Number.isInteger(yearNumber) || yearNumber < 2000 || yearNumber > 2100) {
      throw refuse(number, 'year', 'budget.import.invalidYear');
    }
    const monthNumber = numberOf(month);
    if (monthNumber === null || !Number.isInteger(monthNumber) || monthNumber < 1 || monthNumber > 12) {
      throw refuse(number, 'month', 'budget.import.invalidMonth');
    }
    const units = numberOf(budget);
    const amount = units === null ? NaN : Math.round(units * 100);
    if (units === null || units < 0 || Math.abs(units * 100 - amount) > 1e-6 || amount > MAX_BUDGET_AMOUNT) {
      throw refuse(number, 'budget', 'budget.import.invalidAmount');
    }
    const key = `${siteCode}-${yearNumber}-${monthNumber}`;
    if (seen.has(key)) throw refuse(number, 'month', 'budget.import.duplicateMonth');
    seen.add(key);
    entries.push({ site: siteCode as BudgetSite, year: yearNumber, month: monthNumber, amount });
  }
  if (entries.length === 0) throw RequestValidationError.forField('body', ['file'], 'budget.import.empty');
  return entries;
}
