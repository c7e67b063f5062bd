import type ExcelJS from 'exceljs';

/**
 * exceljs's streaming writer by its own file, typed as the index exports it: the index also loads exceljs's readers,
 * csv and zip libraries, three times the modules, which an export process (decision 0265) would load before its first
 * row. A declaration file would not reach the packages that compile this one from source, so the type is asserted here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const WorkbookWriter = require('exceljs/lib/stream/xlsx/workbook-writer') as typeof ExcelJS.stream.xlsx.WorkbookWriter;
