import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { companyStatusSchema } from '@atrium/company-contract';
import { customerSearchRoutes } from './customers/customer-search-routes';
import { departmentRoutes } from './departments/department-routes';
import { companyHomeRoutes } from './company-home/company-home-routes';
import { licenseReportRoutes } from './license-reports/license-report-routes';
import { departmentAdminRoutes } from './department-admin/department-admin-routes';
import { externalCourseIdRoutes } from './external-course-id/external-course-id-routes';
import { companyDocumentRoutes } from './company-documents/company-document-routes';
import { companyUserRoutes } from './company-users/company-user-routes';
import { competenceRoutes } from './competence-search/competence-routes';

export const companyRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(customerSearchRoutes, { db });
  await app.register(departmentRoutes, { db });
  await app.register(companyHomeRoutes, { db });
  await app.register(licenseReportRoutes, { db });
  await app.register(departmentAdminRoutes, { db });
  await app.register(externalCourseIdRoutes, { db });
  await app.register(companyDocumentRoutes, { db });
  await app.register(companyUserRoutes, { db });
  await app.register(competenceRoutes, { db });

  app.get(
    '/status',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(companyStatusSchema) } } },
    async () => ({ area: 'company' as const, ready: true as const }),
  );
};
