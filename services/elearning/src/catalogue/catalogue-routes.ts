import { addEndpoint, principalOf, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { catalogueEndpoints as endpoints, ecourseExcelBodySchema, type EcourseCatalogueOptions } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { seesEveryCourse } from '../ecourses/ecourse-access';
import { catalogueWorkbook } from './catalogue-excel';
import { catalogueRows, filteredCourses, toCatalogueItem, visibleCourses, type CatalogueViewer } from './catalogue-query';
import { requestLocale } from '@atrium/service-core/excel';

const viewerOf = (request: FastifyRequest): CatalogueViewer => {
  const principal = principalOf(request);
  return { seesEveryCourse: seesEveryCourse(principal), site: principal.site };
};

/** The /ecourses catalogue (document 001 §2): every signed-in user, what they see decided by their context. */
export const catalogueRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const access = 'authenticated' as const;

  addEndpoint(app, endpoints.search, async (request) => {
    const viewer = viewerOf(request);
    const { page, pageSize, ...filter } = request.query;
    const matching = filteredCourses(db, viewer, filter);
    const [rows, count] = await Promise.all([
      catalogueRows(matching, viewer)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toCatalogueItem), total: Number(count.total), page, pageSize };
  });

  addEndpoint(app, endpoints.options, async (request) => {
    const visible = visibleCourses(db, viewerOf(request));
    const [languages, categories, providers] = await Promise.all([
      visible.select('e.course_language as value').distinct().where('e.course_language', 'is not', null).orderBy('value').execute(),
      visible
        .select(sql<string>`unnest(e.product_categories)`.as('value'))
        .distinct()
        .orderBy('value')
        .execute(),
      visible.select('e.course_provider_id as value').distinct().where('e.course_provider_id', 'is not', null).orderBy('value').execute(),
    ]);
    // The columns hold only keys the contract allowed in.
    return {
      languages: languages.map((row) => row.value) as EcourseCatalogueOptions['languages'],
      productCategories: categories.map((row) => row.value) as EcourseCatalogueOptions['productCategories'],
      courseProviderIds: providers.map((row) => row.value as number),
    };
  });

  app.post(
    '/web/data/ecourses/excel',
    { config: { access }, schema: { body: zodSchema(ecourseExcelBodySchema) } },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="ecourses.xlsx"')
        .header('cache-control', 'no-store')
        .send(catalogueWorkbook(db, viewerOf(request), request.body.ids, requestLocale(request))),
  );
};
