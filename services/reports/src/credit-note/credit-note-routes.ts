import { addEndpoint, CUSTOMER_ADMINS, customerScopeOf, HttpError, principalOf, zodSchema } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { CREDIT_NOTE_PDF_PATH, creditNoteEndpoints, creditNoteParamsSchema } from '@atrium/reports-contract';
import type { z } from 'zod';
import { reportsDb } from '../db';
import { customerNames } from '../batch-invoice/published-names';
import { creditNoteById, invoiceDetail } from './credit-note-query';
import { placeCreditNote } from './credit-note-store';
import { renderCreditNotePdf } from './credit-note-pdf';

// Crediting is course staff's work, as invoicing is (decisions 0146, 0213); a company admin may fetch their own PDFs.
export const creditNoteRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);

  addEndpoint(app, creditNoteEndpoints.invoice, async (request) => {
    const invoice = await invoiceDetail(db, { id: request.params.invoiceId });
    if (!invoice) throw new HttpError(404, 'Invoice not found');
    return invoice;
  });
  addEndpoint(app, creditNoteEndpoints.invoiceByNumber, async (request) => {
    const invoice = await invoiceDetail(db, { number: request.params.number });
    if (!invoice) throw new HttpError(404, 'Invoice not found');
    return invoice;
  });
  addEndpoint(app, creditNoteEndpoints.create, async (request) => placeCreditNote(shared, principalOf(request).userId, request.body));

  app.get<{ Params: z.output<typeof creditNoteParamsSchema> }>(
    CREDIT_NOTE_PDF_PATH,
    { config: { access: { roles: CUSTOMER_ADMINS } }, schema: { params: zodSchema(creditNoteParamsSchema) } },
    async (request, reply) => {
      const note = await creditNoteById(db, request.params.creditNoteId, customerScopeOf(principalOf(request)));
      if (!note) throw new HttpError(404, 'Credit note not found');
      const customer = (await customerNames(db, [note.customerId])).get(note.customerId) ?? `#${note.customerId}`;
      const pdf = await renderCreditNotePdf(note, customer);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="credit-note-${note.number}.pdf"`).send(pdf);
    },
  );
};
