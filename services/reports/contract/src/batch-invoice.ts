// Browser-safe: batch invoicing (document 003 §2 /batchinvoice/start and /process, §3 the batch invoice line,
// settings and order payload, §7 the calls). Decision 0143 says how lines are grouped and numbered.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const id = () => z.number().int().min(1).max(2147483647);
const idParam = () => z.coerce.number().int().min(1).max(2147483647);

/** Document 003 §9: batch orders are written in nb_NO (the default) or en_US. */
export const batchInvoiceLocaleSchema = z.enum(['nb_NO', 'en_US']);
export type BatchInvoiceLocale = z.infer<typeof batchInvoiceLocaleSchema>;

/** How the queued lines become invoices: one invoice, one per reference, or one per order. */
export const groupTypeSchema = z.enum(['SINGLE', 'PER_REFERENCE', 'PER_ORDER']);
export type GroupType = z.infer<typeof groupTypeSchema>;
export const GROUP_TYPES = groupTypeSchema.options;

/** The by-reference view's filter method: every line, only lines with a reference, or only lines without. */
export const byRefFilterMethodSchema = z.enum(['ALL', 'WITH_REFERENCE', 'WITHOUT_REFERENCE']);
export type ByRefFilterMethod = z.infer<typeof byRefFilterMethodSchema>;
export const courseTypeFilterSchema = z.enum(['ALL', 'ELEARNING', 'CLASSROOM']);
export type CourseTypeFilter = z.infer<typeof courseTypeFilterSchema>;

/** A customer with lines not yet invoiced, for the start page's selection. */
export const batchCustomerSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  lineCount: z.number().int(),
  netTotal: z.number().int(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
});
export type BatchCustomer = z.infer<typeof batchCustomerSchema>;

/** Document 003 §3 "Batch invoice line" (type ELEARNING or CLASSROOM; netPrice in minor units; ids: the learners). */
export const batchInvoiceLineSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  orderId: z.number().int(),
  placed: z.string(),
  purchaser: z.string(),
  department: z.string().nullable(),
  yourRef: z.string(),
  type: z.enum(['ELEARNING', 'CLASSROOM']),
  title: z.string(),
  approved: z.boolean(),
  started: z.boolean(),
  completed: z.boolean(),
  unapprovedReason: z.string().nullable(),
  /** The course and its extras (decision 0147); extrasNetPrice is the extras' part. */
  netPrice: z.number().int(),
  extrasNetPrice: z.number().int().default(0),
  qty: z.number().int(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  /** The VAT rate of the line's order, added when a run is invoiced with VAT. */
  vatPercent: z.number().int(),
  ids: z.array(z.number().int()),
  info: z.object({ productPackId: z.number().int() }),
});
export type BatchInvoiceLine = z.infer<typeof batchInvoiceLineSchema>;

export const batchCustomerParamsSchema = z.object({ customerId: idParam() });

export const byRefQuerySchema = z.object({
  filterMethod: byRefFilterMethodSchema.default('ALL'),
  courseType: courseTypeFilterSchema.default('ALL'),
});

/** The by-reference view: the not-invoiced lines of a customer grouped by their reference. */
export const byRefGroupSchema = z.object({
  yourRef: z.string(),
  netTotal: z.number().int(),
  lines: z.array(batchInvoiceLineSchema),
});
export type ByRefGroup = z.infer<typeof byRefGroupSchema>;

/** Document 003 §3 settings that shape a preview and an order. `vat` adds the orders' VAT to the invoice. */
const invoiceSettings = {
  customerId: id(),
  groupType: groupTypeSchema,
  vat: z.boolean(),
  locale: batchInvoiceLocaleSchema.default('nb_NO'),
  /** The reference printed on every invoice of the run; empty keeps each line's own. */
  yourRef: z.string().trim().max(100).optional(),
  onBehalfOf: z.string().trim().max(200).optional(),
};

export const batchPreviewBodySchema = z.object({ ...invoiceSettings, queue: z.array(id()).min(1).max(2000) });
export type BatchPreviewBody = z.input<typeof batchPreviewBodySchema>;

/** Document 003 §3 "Order payload": lines, groupType, yourRef, customerId, onBehalfOf, vat, locale. */
export const batchOrderBodySchema = z.object({
  ...invoiceSettings,
  lines: z.array(id()).min(1).max(2000),
  /** The place-order flag of §7: mail each invoice to the customer's purchasers through the outbox. */
  sendEmail: z.boolean().default(false),
});
export type BatchOrderBody = z.input<typeof batchOrderBodySchema>;

export const invoiceLineSchema = z.object({
  purchaseId: z.number().int(),
  title: z.string(),
  yourRef: z.string(),
  qty: z.number().int(),
  unitNetPrice: z.number().int(),
  /** qty × unitNetPrice plus the line's extras. */
  netPrice: z.number().int(),
  extrasNetPrice: z.number().int().default(0),
});

/** One invoice of a preview (number null) or of a placed batch order. */
export const batchInvoiceSchema = z.object({
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.number().int().nullable(),
  yourRef: z.string(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  vatPercent: z.number().int(),
  netTotal: z.number().int(),
  vatTotal: z.number().int(),
  grossTotal: z.number().int(),
  lines: z.array(invoiceLineSchema),
});
export type BatchInvoice = z.infer<typeof batchInvoiceSchema>;

export const batchPreviewSchema = z.object({
  invoices: z.array(batchInvoiceSchema),
  netTotal: z.number().int(),
  grossTotal: z.number().int(),
});
export type BatchPreview = z.infer<typeof batchPreviewSchema>;

export const batchOrderSchema = z.object({ invoices: z.array(batchInvoiceSchema) });
export type BatchOrder = z.infer<typeof batchOrderSchema>;

export const updateRefParamsSchema = z.object({ purchaseId: idParam() });
export const updateRefBodySchema = z.object({ ref: z.string().trim().max(100) });
export const updateRefsBodySchema = z.object({ ref: z.string().trim().max(100), purchaseIds: z.array(id()).min(1).max(2000) });
export const updatedRefsSchema = z.object({ updated: z.number().int() });

export const invoiceParamsSchema = z.object({ invoiceId: idParam() });

/** The message keys of a refused batch order (409). */
export const BATCH_INVOICE_ERRORS = {
  alreadyInvoiced: 'batchInvoice.error.alreadyInvoiced',
} as const;

/** The PDF of an invoice: a file, so a plain route (decision 0028), its path kept here. */
export const INVOICE_PDF_PATH = '/data/batchinvoice/invoices/:invoiceId/pdf';
export const invoicePdfUrl = (invoiceId: number) => `/api/reports${INVOICE_PDF_PATH.replace(':invoiceId', String(invoiceId))}`;

export const batchInvoiceEndpoints = {
  customers: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/batchinvoice/customers',
    access: { roles: COURSE_ADMINS },
    response: z.array(batchCustomerSchema),
  }),
  groupings: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/batchinvoice/groupings',
    access: { roles: COURSE_ADMINS },
    response: z.array(groupTypeSchema),
  }),
  lines: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/batchinvoice/customers/:customerId/lines',
    access: { roles: COURSE_ADMINS },
    params: batchCustomerParamsSchema,
    response: z.array(batchInvoiceLineSchema),
  }),
  byRef: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/batchinvoice/customers/:customerId/byref',
    access: { roles: COURSE_ADMINS },
    params: batchCustomerParamsSchema,
    query: byRefQuerySchema,
    response: z.array(byRefGroupSchema),
  }),
  preview: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/batchinvoice/preview',
    access: { roles: COURSE_ADMINS },
    body: batchPreviewBodySchema,
    response: batchPreviewSchema,
  }),
  placeOrder: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/batchinvoice/order',
    access: { roles: COURSE_ADMINS },
    body: batchOrderBodySchema,
    response: batchOrderSchema,
    status: 201,
  }),
  updateRef: defineEndpoint({
    area: 'reports',
    method: 'PUT',
    path: '/data/batchinvoice/lines/:purchaseId/ref',
    access: { roles: COURSE_ADMINS },
    params: updateRefParamsSchema,
    body: updateRefBodySchema,
    response: updatedRefsSchema,
  }),
  updateRefs: defineEndpoint({
    area: 'reports',
    method: 'PUT',
    path: '/data/batchinvoice/lines/ref',
    access: { roles: COURSE_ADMINS },
    body: updateRefsBodySchema,
    response: updatedRefsSchema,
  }),
};
