// Browser-safe: credit notes (decision 0146): one invoiced line reversed in full, with a gap-free number series
// of its own and a PDF.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const idParam = () => z.coerce.number().int().min(1).max(2147483647);

export const creditNoteBodySchema = z.object({
  purchaseId: z.number().int().min(1).max(2147483647),
  reason: z.string().trim().min(1).max(500),
});
export type CreditNoteBody = z.input<typeof creditNoteBodySchema>;

export const creditNoteSchema = z.object({
  creditNoteId: z.number().int(),
  number: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.number().int(),
  purchaseId: z.number().int(),
  title: z.string(),
  reason: z.string(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  netTotal: z.number().int(),
  vatTotal: z.number().int(),
  created: z.string(),
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
      creditNote: creditNoteSchema.nullable(),
    }),
  ),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceDetailParamsSchema = z.object({ invoiceId: idParam() });
export const invoiceByNumberParamsSchema = z.object({ number: idParam() });
export const creditNoteParamsSchema = z.object({ creditNoteId: idParam() });

/** The message keys of a refused credit note (409). */
export const CREDIT_NOTE_ERRORS = {
  notInvoiced: 'creditNote.error.notInvoiced',
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
  /** Credits one invoiced line in full; a line already credited answers its credit note. */
  create: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/credit-note/v1',
    access: { roles: COURSE_ADMINS },
    body: creditNoteBodySchema,
    response: creditNoteSchema,
    status: 201,
  }),
};
