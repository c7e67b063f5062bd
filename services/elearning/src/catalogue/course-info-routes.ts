import { HttpError, principalOf, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { buyAndScormQuerySchema, buyAndScormResponseSchema, courseInfoQuerySchema, courseInfoSchema } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { seesEveryCourse } from '../ecourses/ecourse-access';
import { readTexts } from '../ecourses/ecourse-texts';
import { catalogueRows, toCatalogueItem, visibleCourses, type CatalogueViewer } from './catalogue-query';

/** The shop's two course reads of document 001 §7; what each answers is in the contract (courseInfo.ts). */
export const courseInfoRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const access = 'authenticated' as const;
  const viewerOf = (principal: ReturnType<typeof principalOf>): CatalogueViewer => ({
    seesEveryCourse: seesEveryCourse(principal),
    site: principal.site,
  });

  app.get(
    '/data/ecourses/courseInfo',
    { config: { access }, schema: { querystring: zodSchema(courseInfoQuerySchema), response: { 200: zodResponse(courseInfoSchema) } } },
    async (request) => {
      const { courseId, elearningCourseId, locale } = request.query;
      const viewer = viewerOf(principalOf(request));
      const row = await catalogueRows(visibleCourses(db, viewer), viewer)
        .select(['e.package_id'])
        .$if(courseId !== undefined, (query) => query.where('e.classroom_course_id', '=', courseId!))
        .$if(elearningCourseId !== undefined, (query) => query.where('e.id', '=', elearningCourseId!))
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'No such e-course');
      const [texts, pkg] = await Promise.all([
        readTexts(db, row.id),
        row.package_id === null
          ? undefined
          : db.selectFrom('package').select(['id', 'type']).where('id', '=', row.package_id).executeTakeFirst(),
      ]);
      return {
        ...toCatalogueItem(row),
        packageType: pkg?.type ?? null,
        packageId: pkg?.id ?? null,
        text: texts.find((text) => text.locale === locale) ?? null,
      };
    },
  );

  app.get(
    '/data/ecourses/withBuyAndScormInfo',
    {
      config: { access },
      schema: { querystring: zodSchema(buyAndScormQuerySchema), response: { 200: zodResponse(buyAndScormResponseSchema) } },
    },
    async (request) => {
      const viewer = viewerOf(principalOf(request));
      const { page, pageSize } = request.query;
      const visible = visibleCourses(db, viewer);
      const [rows, count] = await Promise.all([
        catalogueRows(visible, viewer)
          .select(['e.package_id'])
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        visible.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const packageIds = rows.flatMap((row) => (row.package_id === null ? [] : [row.package_id]));
      const types = new Map(
        packageIds.length === 0
          ? []
          : (await db.selectFrom('package').select(['id', 'type']).where('id', 'in', packageIds).execute()).map((pkg) => [
              pkg.id,
              pkg.type,
            ]),
      );
      return {
        items: rows.map((row) => ({
          ...toCatalogueItem(row),
          packageId: row.package_id,
          packageType: (row.package_id !== null && types.get(row.package_id)) || null,
        })),
        total: Number(count.total),
      };
    },
  );
};
