import { addEndpoint, CUSTOMER_ADMINS, customerScopeOf, HttpError, principalOf, zodSchema } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { batchInvoiceEndpoints, GROUP_TYPES, INVOICE_PDF_PATH, invoiceParamsSchema } from '@atrium/reports-contract';
import type { z } from 'zod';
import { reportsDb } from '../db';
import { customersWithOpenLines, openLinesByRef, openLinesOf } from './batch-invoice-query';
import { placeBatchOrder, queuedLines, updateLineRefs } from './batch-invoice-store';
import { groupIntoInvoices } from './invoice-grouping';
import { invoiceById } from './invoice-query';
import { renderInvoicePdf } from './invoice-pdf';
import { customerNames } from './published-names';

// Batch invoicing is course staff's work (document 003 §2); a company admin may fetch their own invoices' PDFs.
export const batchInvoiceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);

  addEndpoint(app, batchInvoiceEndpoints.customers, async () => customersWithOpenLines(db));
  addEndpoint(app, batchInvoiceEndpoints.groupings, async () => [...GROUP_TYPES]);
  addEndpoint(app, batchInvoiceEndpoints.lines, async (request) => openLinesOf(db, request.params.customerId));
  addEndpoint(app, batchInvoiceEndpoints.byRef, async (request) =>
    openLinesByRef(db, request.params.customerId, request.query.filterMethod, request.query.courseType),
  );

  addEndpoint(app, batchInvoiceEndpoints.preview, async (request) => {
    const lines = await queuedLines(db, request.body.customerId, request.body.queue);
    const invoices = groupIntoInvoices(lines, request.body).map((invoice) => ({ ...invoice, invoiceId: null, invoiceNumber: null }));
    return {
      invoices,
      netTotal: invoices.reduce((sum, invoice) => sum + invoice.netTotal, 0),
      grossTotal: invoices.reduce((sum, invoice) => sum + invoice.grossTotal, 0),
    };
  });

  addEndpoint(app, batchInvoiceEndpoints.placeOrder, async (request) => ({
    invoices: await placeBatchOrder(shared, principalOf(request).userId, request.body),
  }));

  addEndpoint(app, batchInvoiceEndpoints.updateRef, async (request) => {
    const line = await db.selectFrom('purchase_line').select('id').where('id', '=', request.params.purchaseId).executeTakeFirst();
    if (!line) throw new HttpError(404, 'Purchase line not found');
    return { updated: await updateLineRefs(shared, principalOf(request).userId, [request.params.purchaseId], request.body.ref) };
  });

  addEndpoint(app, batchInvoiceEndpoints.updateRefs, async (request) => ({
    updated: await updateLineRefs(shared, principalOf(request).userId, [...new Set(request.body.purchaseIds)], request.body.ref),
  }));

  app.get<{ Params: z.output<typeof invoiceParamsSchema> }>(
    INVOICE_PDF_PATH,
    { config: { access: { roles: CUSTOMER_ADMINS } }, schema: { params: zodSchema(invoiceParamsSchema) } },
    async (request, reply) => {
      const invoice = await invoiceById(db, request.params.invoiceId, customerScopeOf(principalOf(request)));
      if (!invoice) throw new HttpError(404, 'Invoice not found');
      const customer = (await customerNames(db, [invoice.customerId])).get(invoice.customerId) ?? `#${invoice.customerId}`;
      const pdf = await renderInvoicePdf(invoice, customer);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`).send(pdf);
    },
  );
};
