// exceljs's streaming writer by its own file (excel.ts), typed as the index exports it.
declare module 'exceljs/lib/stream/xlsx/workbook-writer' {
  import type ExcelJS from 'exceljs';

  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
