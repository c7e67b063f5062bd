import type { Readable } from 'node:stream';
import {
  excelDate,
  excelTexts,
  streamWorkbook,
  type ExcelColumnDefinition,
  type ExcelLocale,
  type ExcelTexts,
} from '@atrium/service-core/excel';
import { searchRows, type AdvancedSearchFilter } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { searchBatch, type SearchCursor } from './advanced-search-query';

const BATCH_SIZE = 1000;

const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.id', key: 'id', width: 8 },
  { headerKey: 'excel.column.startDate', key: 'startDate', width: 12, date: true },
  { headerKey: 'excel.column.endDate', key: 'endDate', width: 12, date: true },
  { headerKey: 'excel.column.course', key: 'courseName', width: 36 },
  { headerKey: 'excel.column.coursePlace', key: 'coursePlace', width: 24 },
  { headerKey: 'excel.column.rooms', key: 'rooms', width: 24 },
  { headerKey: 'excel.column.days', key: 'days', width: 6 },
  { headerKey: 'excel.column.status', key: 'statusName', width: 12 },
  { headerKey: 'excel.column.sku', key: 'sku', width: 16 },
  { headerKey: 'excel.column.orderReference', key: 'orderReference', width: 20 },
];

const INSTANCE_STATUS_KEYS = {
  new: 'instance.status.new',
  tentative: 'instance.status.tentative',
  confirmed: 'instance.status.confirmed',
  cancelled: 'instance.status.cancelled',
  completed: 'instance.status.completed',
} as const;

/** Every instance the search finds, in keyset batches so memory stays flat, as cells of the sheet. */
async function* sheetRows(db: ClassroomDb, filter: AdvancedSearchFilter, texts: ExcelTexts) {
  for (let after: SearchCursor | undefined; ;) {
    const batch = await searchBatch(db, filter, { after, limit: BATCH_SIZE });
    const clis = batch.clis;
    for (const row of searchRows(batch)) {
      const status = INSTANCE_STATUS_KEYS[row.statusName as keyof typeof INSTANCE_STATUS_KEYS];
      yield {
        ...row,
        startDate: excelDate(row.startDate),
        endDate: excelDate(row.endDate),
        statusName: status ? texts.text(status) : row.statusName,
      };
    }
    const last = clis.at(-1);
    if (!last || clis.length < BATCH_SIZE) return;
    after = { startDate: last.startDate!, id: last.id };
  }
}

/**
 * The advanced search result as an .xlsx stream, with the rows and columns the result list shows (the same row
 * builder), in the locale of the page that asked for it.
 */
export function advancedSearchWorkbook(db: ClassroomDb, filter: AdvancedSearchFilter, locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  return streamWorkbook(texts.text('excel.sheet.instances'), texts.columns(COLUMNS), sheetRows(db, filter, texts));
}
