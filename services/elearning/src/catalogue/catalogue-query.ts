import { containsPattern } from '@atrium/service-core';
import type { LearningSite } from '@atrium/service-core';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { EcourseCatalogueFilter, EcourseCatalogueItem } from '@atrium/elearning-contract';
import type { ElearningDb, ElearningTables } from '../db';
import { SITE_STORES } from '@atrium/core-contract';

/** Who is looking: course admins see every course; the learning site decides the price's currency. */
export interface CatalogueViewer {
  seesEveryCourse: boolean;
  site: LearningSite;
}

// ARCHITECTURE.md "Course list price": Norway NOK, Sweden SEK, otherwise EUR.
type Query = SelectQueryBuilder<ElearningTables & { e: ElearningTables['ecourse'] }, 'e', object>;

/** The courses the viewer may see at all: any other context only courses that can be purchased or started. */
export function visibleCourses(db: ElearningDb, viewer: CatalogueViewer): Query {
  const all = db.selectFrom('ecourse as e') as Query;
  return viewer.seesEveryCourse ? all : all.where((eb) => eb.or([eb('e.can_purchase', '=', true), eb('e.can_start', '=', true)]));
}

export function filteredCourses(db: ElearningDb, viewer: CatalogueViewer, filter: EcourseCatalogueFilter): Query {
  const { q, productCategory, language, courseProviderId, canPurchaseOnly, canStartOnly } = filter;
  const pattern = q && containsPattern(q);
  return visibleCourses(db, viewer)
    .$if(canPurchaseOnly, (query) => query.where('e.can_purchase', '=', true))
    .$if(canStartOnly, (query) => query.where('e.can_start', '=', true))
    .$if(!!pattern, (query) =>
      query.where((eb) =>
        eb.or([eb('e.internal_name', 'ilike', pattern!), eb('e.sku', 'ilike', pattern!), eb(eb.cast('e.id', 'text'), '=', q!)]),
      ),
    )
    .$if(productCategory !== undefined, (query) => query.where(sql<boolean>`${productCategory} = any(e.product_categories)`))
    .$if(language !== undefined, (query) => query.where('e.course_language', '=', language!))
    .$if(courseProviderId !== undefined, (query) => query.where('e.course_provider_id', '=', courseProviderId!));
}

const rating = (eb: ExpressionBuilder<ElearningTables & { e: ElearningTables['ecourse'] }, 'e'>) =>
  eb
    .selectFrom('ecourse_evaluation as v')
    .whereRef('v.ecourse_id', '=', 'e.id')
    .select(sql<number | null>`round(avg(v.rating), 2)::float8`.as('rating'));

const numEvals = (eb: ExpressionBuilder<ElearningTables & { e: ElearningTables['ecourse'] }, 'e'>) =>
  eb
    .selectFrom('ecourse_evaluation as v')
    .whereRef('v.ecourse_id', '=', 'e.id')
    .select((inner) => inner.fn.countAll<number>().as('n'));

/** The catalogue's columns for the courses of `query`, sorted by internal name (document 001 §9). */
export function catalogueRows(query: Query, viewer: CatalogueViewer) {
  const currency = SITE_STORES[viewer.site].currency;
  return query
    .select((eb) => [
      'e.id',
      'e.internal_name',
      'e.product_id',
      'e.course_language',
      'e.product_categories',
      'e.course_provider_id',
      'e.can_purchase',
      'e.can_start',
      rating(eb).as('rating'),
      numEvals(eb).as('num_evals'),
      eb
        .selectFrom('ecourse_price as p')
        .whereRef('p.ecourse_id', '=', 'e.id')
        .where('p.currency', '=', currency)
        .where(sql<boolean>`p.from_date <= current_date and p.to_date >= current_date`)
        .select('p.value')
        .orderBy('p.from_date', 'desc')
        .limit(1)
        .as('price'),
      sql<string>`${currency}`.as('currency'),
    ])
    .orderBy((eb) => eb.fn('lower', ['e.internal_name']))
    .orderBy('e.id');
}

type CatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueRows>['execute']>>[number];

export function toCatalogueItem(row: CatalogueRow): EcourseCatalogueItem {
  return {
    elearning: { id: row.id, internalName: row.internal_name, rating: row.rating, numEvals: Number(row.num_evals ?? 0) },
    productId: row.product_id,
    language: row.course_language as EcourseCatalogueItem['language'],
    productCategories: row.product_categories as EcourseCatalogueItem['productCategories'],
    courseProviderId: row.course_provider_id,
    canPurchase: row.can_purchase,
    canStart: row.can_start,
    price: row.price === null ? null : { value: Number(row.price), currency: row.currency as 'NOK' | 'SEK' | 'EUR' },
  };
}
