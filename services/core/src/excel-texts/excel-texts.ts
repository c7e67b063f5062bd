import type ExcelJS from 'exceljs';
import type { ExcelLocale } from './excel-locale';
import { EXCEL_MESSAGES, type ExcelMessageKey } from './excel-messages';

/** A column as an export declares it: its header by message key; `date` columns hold calendar days. */
export interface ExcelColumnDefinition {
  headerKey: ExcelMessageKey;
  key: string;
  width: number;
  /** A calendar day (YYYY-MM-DD) or an instant, written as an Excel date shown DD.MM.YYYY (document 001 §9). */
  date?: boolean;
  numFmt?: string;
}

/** Document 001 §9's display format, as Excel's number format: the same in every locale. */
export const EXCEL_DATE_FORMAT = 'dd.mm.yyyy';

/**
 * A day as an Excel date: a real date cell (sortable, filterable) at midnight of that day, with no time zone
 * shift. An instant counts by its calendar day in UTC, as the lists show it. Null stays an empty cell.
 */
export function excelDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : null;
}

/** The texts of one spreadsheet in the locale of the page that asked for it. */
export function excelTexts(locale: ExcelLocale) {
  const text = (key: ExcelMessageKey): string => EXCEL_MESSAGES[locale][key];
  return {
    text,
    yesNo: (value: boolean) => text(value ? 'excel.yes' : 'excel.no'),
    columns: (definitions: readonly ExcelColumnDefinition[]): Partial<ExcelJS.Column>[] =>
      definitions.map(({ headerKey, key, width, date, numFmt }) => {
        const format = date ? EXCEL_DATE_FORMAT : numFmt;
        return { header: text(headerKey), key, width, ...(format ? { style: { numFmt: format } } : {}) };
      }),
  };
}

export type ExcelTexts = ReturnType<typeof excelTexts>;
