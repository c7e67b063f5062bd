import type { Readable } from 'node:stream';
import type { ExportModule } from '@atrium/service-core';
import { excelTexts, streamWorkbook, type ExcelColumnDefinition, type ExcelLocale } from '@atrium/service-core/excel';
import { sql } from 'kysely';
import type { ClassroomCourseFilter } from '@atrium/classroom-contract';
import { filteredCourses, nameOrder, selectListColumns, type ListRow } from './course-list-query';
import { classroomDb, type ClassroomDb } from '../db';

// 2,000 rows a query: a quarter of the queries of 500 for the same rows, at about 1 MB of rows in memory.
const BATCH_SIZE = 2_000;

const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.id', key: 'id', width: 8 },
  { headerKey: 'excel.column.internalName', key: 'internalName', width: 48 },
  { headerKey: 'excel.column.productId', key: 'productId', width: 20 },
  { headerKey: 'excel.column.price', key: 'price', width: 12, numFmt: '0.00' },
  { headerKey: 'excel.column.currency', key: 'currency', width: 10 },
  { headerKey: 'excel.column.productCategories', key: 'productCategories', width: 40 },
  { headerKey: 'excel.column.canPurchase', key: 'canPurchase', width: 14 },
];

type SortKey = { name: string; id: number };

/**
 * Pages through the filtered list by (name, id) key, so memory stays flat however many courses match. The next
 * batch is asked for as soon as one arrives, so PostgreSQL reads it while this process writes the rows before it.
 */
async function* coursesInListOrder(db: ClassroomDb, filter: ClassroomCourseFilter, batchSize: number): AsyncGenerator<ListRow> {
  const batchAfter = (after: SortKey | undefined) => {
    let query = selectListColumns(filteredCourses(db, filter)).select(nameOrder.as('sort_name'));
    if (after) query = query.where(sql<boolean>`(${nameOrder}, c.id) > (${after.name}, ${after.id})`);
    const batch = query.orderBy(nameOrder).orderBy('c.id').limit(batchSize).execute();
    // A batch asked for ahead may fail while the rows before it are written (or after the reader went away): the
    // failure is thrown where the batch is awaited, and must not count as unhandled before that.
    batch.catch(() => undefined);
    return batch;
  };
  let next: ReturnType<typeof batchAfter> | undefined = batchAfter(undefined);
  while (next) {
    const batch: Awaited<ReturnType<typeof batchAfter>> = await next;
    const last = batch.at(-1);
    next = last && batch.length === batchSize ? batchAfter({ name: last.sort_name, id: last.id }) : undefined;
    yield* batch;
  }
}

/** The course list as an .xlsx stream; rows are written while they are read from the database. */
export function classroomCoursesWorkbook(
  db: ClassroomDb,
  filter: ClassroomCourseFilter,
  locale: ExcelLocale,
  batchSize = BATCH_SIZE,
): Readable {
  const texts = excelTexts(locale);
  return streamWorkbook(texts.text('excel.sheet.clcourses'), texts.columns(COLUMNS), sheetRows(db, filter, batchSize));
}

/** Run in an export process of its own (decision 0265): routes.ts names this file. */
export const exportFile: ExportModule<{ filter: ClassroomCourseFilter; locale: ExcelLocale }>['exportFile'] = (db, { filter, locale }) =>
  classroomCoursesWorkbook(classroomDb(db), filter, locale);

// Missing values stay empty cells (null) rather than empty strings.
async function* sheetRows(db: ClassroomDb, filter: ClassroomCourseFilter, batchSize: number) {
  for await (const row of coursesInListOrder(db, filter, batchSize)) {
    yield {
      id: row.id,
      internalName: row.internal_name,
      productId: row.product_id,
      price: row.price_value === null ? null : row.price_value / 100,
      currency: row.price_currency,
      productCategories: row.product_categories.join(', ') || null,
      canPurchase: row.can_purchase,
    };
  }
}
