import type { Readable } from 'node:stream';
import { excelTexts, streamWorkbook, type ExcelColumnDefinition, type ExcelLocale } from '@atrium/service-core/excel';
import type { ElearningDb } from '../db';
import { catalogueRows, toCatalogueItem, visibleCourses, type CatalogueViewer } from './catalogue-query';

const COLUMNS: ExcelColumnDefinition[] = [
  { headerKey: 'excel.column.id', key: 'id', width: 8 },
  { headerKey: 'excel.column.internalName', key: 'internalName', width: 40 },
  { headerKey: 'excel.column.productId', key: 'productId', width: 18 },
  { headerKey: 'excel.column.language', key: 'language', width: 10 },
  { headerKey: 'excel.column.productCategories', key: 'productCategories', width: 24 },
  { headerKey: 'excel.column.courseProviderId', key: 'courseProviderId', width: 18 },
  { headerKey: 'excel.column.canPurchase', key: 'canPurchase', width: 13 },
  { headerKey: 'excel.column.canStart', key: 'canStart', width: 10 },
  { headerKey: 'excel.column.rating', key: 'rating', width: 8, numFmt: '0.00' },
  { headerKey: 'excel.column.evaluations', key: 'numEvals', width: 12 },
  { headerKey: 'excel.column.price', key: 'price', width: 12, numFmt: '0.00' },
  { headerKey: 'excel.column.currency', key: 'currency', width: 10 },
];

async function* sheetRows(db: ElearningDb, viewer: CatalogueViewer, ids: readonly number[]) {
  // The ids are the listed page's (50 by default), so one query holds them.
  const rows = await catalogueRows(visibleCourses(db, viewer).where('e.id', 'in', ids), viewer).execute();
  for (const row of rows) {
    const item = toCatalogueItem(row);
    yield {
      id: item.elearning.id,
      internalName: item.elearning.internalName,
      productId: item.productId,
      language: item.language,
      productCategories: item.productCategories.join(', '),
      courseProviderId: item.courseProviderId,
      canPurchase: item.canPurchase,
      canStart: item.canStart,
      rating: item.elearning.rating,
      numEvals: item.elearning.numEvals,
      price: item.price && item.price.value / 100,
      currency: item.price?.currency ?? null,
    };
  }
}

/** The catalogue's listed courses as .xlsx, in the catalogue's order; ids the viewer may not see are left out. */
export function catalogueWorkbook(db: ElearningDb, viewer: CatalogueViewer, ids: readonly number[], locale: ExcelLocale): Readable {
  const texts = excelTexts(locale);
  return streamWorkbook(texts.text('excel.sheet.ecourses'), texts.columns(COLUMNS), sheetRows(db, viewer, ids));
}
