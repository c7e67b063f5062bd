import type { Readable } from 'node:stream';
import { excelDate, excelTexts, streamCsv, streamWorkbook, type ExcelLocale, type ExcelMessageKey } from '@atrium/service-core/excel';
import type { ReportFileFormat } from '@atrium/reports-contract';
import { unitsOf } from './minor-units';

/** What a column holds, which says how each format writes it. */
type ColumnKind = 'text' | 'number' | 'date' | 'money' | 'yesNo';

/** A column of a report file: its header by message key (the spreadsheet catalogue), its key in the row, its kind. */
export interface ReportColumn {
  headerKey: ExcelMessageKey;
  key: string;
  width: number;
  kind: ColumnKind;
}

/** A row as the reports read it: days as YYYY-MM-DD (or a Date), amounts in minor units, flags as booleans. */
export type ReportFileRow = Record<string, string | number | boolean | Date | null | undefined>;

/** One report's file: its sheet's name, its columns and its rows, read as they are written. */
export interface ReportFileContent {
  sheetKey: ExcelMessageKey;
  columns: ReportColumn[];
  rows: AsyncIterable<ReportFileRow>;
}

const MONEY_FORMAT = '0.00';
const pad = (value: number) => String(value).padStart(2, '0');

/** A day as document 001 §9 shows it (DD.MM.YYYY), in the CSV as in the spreadsheet's format. */
function csvDate(value: ReportFileRow[string]): string {
  const day = excelDate(value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null);
  return day ? `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}` : '';
}

/**
 * A report as an .xlsx or a CSV stream in the page's language, each row written as it is read (bounded memory, issue
 * 19). Excel gets real date and number cells, amounts in currency units with 2 decimals; the CSV the same values as
 * text (DD.MM.YYYY, 2 decimals with a point), as the e-learning CSV of document 003 §9.
 */
export function reportFile(content: ReportFileContent, format: ReportFileFormat, locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  const { columns } = content;
  if (format === 'excel') {
    async function* cells() {
      for await (const row of content.rows) {
        const values: Record<string, unknown> = {};
        for (const { key, kind } of columns) {
          const value = row[key];
          values[key] =
            value === null || value === undefined
              ? null
              : kind === 'date'
                ? excelDate(value instanceof Date ? value.toISOString() : String(value))
                : kind === 'money'
                  ? Number(value) / 100
                  : kind === 'yesNo'
                    ? texts.yesNo(Boolean(value))
                    : value;
        }
        yield values;
      }
    }
    const definitions = columns.map(({ headerKey, key, width, kind }) => ({
      headerKey,
      key,
      width,
      ...(kind === 'date' ? { date: true } : kind === 'money' ? { numFmt: MONEY_FORMAT } : {}),
    }));
    return streamWorkbook(texts.text(content.sheetKey), texts.columns(definitions), cells());
  }
  async function* lines() {
    for await (const row of content.rows) {
      yield columns.map(({ key, kind }) => {
        const value = row[key];
        if (value === null || value === undefined) return '';
        if (kind === 'date') return csvDate(value);
        if (kind === 'money') return unitsOf(Number(value));
        if (kind === 'yesNo') return texts.yesNo(Boolean(value));
        return String(value);
      });
    }
  }
  return streamCsv(
    columns.map((column) => texts.text(column.headerKey)),
    lines(),
  );
}

/** The content type each format is answered with. */
export const REPORT_FILE_TYPES: Record<ReportFileFormat, string> = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
