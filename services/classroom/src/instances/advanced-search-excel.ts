import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SEARCH_EXCEL_COLUMNS, searchRows, type AdvancedSearchFilter } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { searchInstances, searchParts, type SearchCursor } from './advanced-search-query';

const BATCH_SIZE = 1000;

/**
 * The advanced search result as an .xlsx stream, with the rows and columns the result list shows
 * (the same row builder). Instances are read in keyset batches so memory stays flat.
 */
export function advancedSearchWorkbook(db: ClassroomDb, filter: AdvancedSearchFilter): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Course instances');
  sheet.columns = SEARCH_EXCEL_COLUMNS;

  const write = async () => {
    let after: SearchCursor | undefined;
    for (;;) {
      const clis = await searchInstances(db, filter, { after, limit: BATCH_SIZE });
      for (const row of searchRows(await searchParts(db, clis))) sheet.addRow(row).commit();
      const last = clis.at(-1);
      if (!last || clis.length < BATCH_SIZE) break;
      after = { startDate: last.startDate!, id: last.id };
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
