import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { batchInvoiceRoutes } from './batch-invoice/batch-invoice-routes';
import { budgetRoutes } from './budget/budget-routes';
import { cartRoutes } from './cart/cart-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { classroomSearchRoutes } from './classroom-search/classroom-search-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { elearningSearchRoutes } from './elearning-search/elearning-search-routes';
import { courseExtraRoutes } from './course-extra/course-extra-routes';
import { creditNoteRoutes } from './credit-note/credit-note-routes';
import { orderRoutes } from './order/order-routes';
import { orderTickerRoutes } from './order-ticker/order-ticker-routes';
import { reportExportRoutes } from './report-export/report-export-routes';
import { reportsClassroomRoutes } from './reports-classroom/reports-classroom-routes';
import { personSalesRoutes } from './person-sales/person-sales-routes';
import { salesAuditRoutes } from './sales-audit/sales-audit-routes';
import { waitingListOrderRoutes } from './waiting-list-order/waiting-list-order-routes';
import { reportsStatusSchema } from '@atrium/reports-contract';
import { courseProgramRoutes } from './course-program/course-program-routes';

export const reportsRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/status',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(reportsStatusSchema) } } },
    async () => ({ area: 'reports' as const, ready: true as const }),
  );

  await fastify.register(cartRoutes, { db });
  await fastify.register(checkoutRoutes, { db });
  await fastify.register(orderRoutes, { db });
  await fastify.register(orderTickerRoutes, { db });
  await fastify.register(batchInvoiceRoutes, { db });
  await fastify.register(waitingListOrderRoutes, { db });
  await fastify.register(courseExtraRoutes, { db });
  await fastify.register(creditNoteRoutes, { db });
  await fastify.register(salesAuditRoutes, { db });
  await fastify.register(classroomSearchRoutes, { db });
  await fastify.register(reportExportRoutes, { db });
  await fastify.register(elearningSearchRoutes, { db });
  await fastify.register(budgetRoutes, { db });
  await fastify.register(reportsClassroomRoutes, { db });
  await fastify.register(dashboardRoutes, { db });
  await fastify.register(personSalesRoutes, { db });
  await fastify.register(courseProgramRoutes, { db });
};
