// Browser-safe: credit notes (decisions 0146, 0213): a posted invoice credited whole or by chosen lines, with a gap-free
// number series of its own, a PDF and an e-mail; the credited lines are invoiced again or cancelled.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const idParam = () => z.coerce.number().int().min(1).max(2147483647);

/** What becomes of the credited lines (decision 0213): invoiced again (on a later batch run) or cancelled. */
export const creditDispositionSchema = z.enum(['REINVOICE', 'CANCEL']);
export type CreditDisposition = z.infer<typeof creditDispositionSchema>;

export const creditNoteBodySchema = z.object({
  invoiceId: z.number().int().min(1).max(2147483647),
  /** The lines to credit; left out, every line of the invoice not credited yet. */
  purchaseIds: z.array(z.number().int().min(1).max(2147483647)).min(1).max(1000).optional(),
  reason: z.string().trim().min(1).max(500),
  disposition: creditDispositionSchema,
  /** E-mail the credit note to the purchasers of the credited orders. */
  sendEmail: z.boolean().default(true),
});
export type CreditNoteBody = z.input<typeof creditNoteBodySchema>;

export const creditNoteSchema = z.object({
  creditNoteId: z.number().int(),
  number: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.number().int(),
  disposition: creditDispositionSchema,
  reason: z.string(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  netTotal: z.number().int(),
  vatTotal: z.number().int(),
  created: z.string(),
  lines: z.array(z.object({ purchaseId: z.number().int(), title: z.string(), qty: z.number().int(), netPrice: z.number().int() })),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** An invoice as course staff see it to credit its lines: each line with its credit note, if any. */
export const invoiceDetailSchema = z.object({
  invoiceId: z.number().int(),
  number: z.number().int(),
  customerId: z.number().int(),
  customer: z.string(),
  yourRef: z.string(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  vatPercent: z.number().int(),
  netTotal: z.number().int(),
  vatTotal: z.number().int(),
  created: z.string(),
  lines: z.array(
    z.object({
      purchaseId: z.number().int(),
      title: z.string(),
      qty: z.number().int(),
      netPrice: z.number().int(),
      /** The credit note that credits the line, if any. */
      creditNoteId: z.number().int().nullable(),
    }),
  ),
  creditNotes: z.array(creditNoteSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceDetailParamsSchema = z.object({ invoiceId: idParam() });
export const invoiceByNumberParamsSchema = z.object({ number: idParam() });
export const creditNoteParamsSchema = z.object({ creditNoteId: idParam() });

/** The message keys of a refused credit note (409). */
export const CREDIT_NOTE_ERRORS = {
  notOnInvoice: 'creditNote.error.notOnInvoice',
  alreadyCredited: 'creditNote.error.alreadyCredited',
} as const;

/** The PDF of a credit note: a file, so a plain route (decision 0028), its path kept here. */
export const CREDIT_NOTE_PDF_PATH = '/data/credit-note/v1/:creditNoteId/pdf';
export const creditNotePdfUrl = (creditNoteId: number) =>
  `/api/reports${CREDIT_NOTE_PDF_PATH.replace(':creditNoteId', String(creditNoteId))}`;

export const creditNoteEndpoints = {
  invoice: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/credit-note/v1/invoices/:invoiceId',
    access: { roles: COURSE_ADMINS },
    params: invoiceDetailParamsSchema,
    response: invoiceDetailSchema,
  }),
  /** Finds an invoice by its printed number, as a customer quotes it. */
  invoiceByNumber: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/credit-note/v1/invoice-numbers/:number',
    access: { roles: COURSE_ADMINS },
    params: invoiceByNumberParamsSchema,
    response: invoiceDetailSchema,
  }),
  /**
   * Credits a posted invoice, whole or the chosen lines; a line already credited is a 409, so of two credits of the
   * same lines one succeeds. A repeated Idempotency-Key answers the credit note already made.
   */
  create: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/credit-note/v1',
    access: { roles: COURSE_ADMINS },
    body: creditNoteBodySchema,
    response: creditNoteSchema,
    status: 201,
    idempotent: true,
  }),
};
