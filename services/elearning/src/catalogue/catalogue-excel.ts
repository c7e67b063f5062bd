import type { Readable } from 'node:stream';
import { streamWorkbook, type ExcelColumn } from '@atrium/service-core/excel';
import type { ElearningDb } from '../db';
import { catalogueRows, toCatalogueItem, visibleCourses, type CatalogueViewer } from './catalogue-query';

const COLUMNS: ExcelColumn[] = [
  { header: 'Id', key: 'id', width: 8 },
  { header: 'Internal name', key: 'internalName', width: 40 },
  { header: 'Integration number', key: 'productId', width: 18 },
  { header: 'Language', key: 'language', width: 10 },
  { header: 'Product categories', key: 'productCategories', width: 24 },
  { header: 'Course provider id', key: 'courseProviderId', width: 18 },
  { header: 'Can purchase', key: 'canPurchase', width: 13 },
  { header: 'Can start', key: 'canStart', width: 10 },
  { header: 'Rating', key: 'rating', width: 8, style: { numFmt: '0.00' } },
  { header: 'Evaluations', key: 'numEvals', width: 12 },
  { header: 'Price', key: 'price', width: 12, style: { numFmt: '0.00' } },
  { header: 'Currency', key: 'currency', width: 10 },
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
export function catalogueWorkbook(db: ElearningDb, viewer: CatalogueViewer, ids: readonly number[]): Readable {
  return streamWorkbook('E-courses', COLUMNS, sheetRows(db, viewer, ids));
}
