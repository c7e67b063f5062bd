import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 003 §9: the ticker's range is at most 31 days and it shows at most 1000 orders. */
export const ORDER_TICKER_MAX_DAYS = 31;
export const ORDER_TICKER_MAX_ORDERS = 1000;
/** Document 003 §9: the bell rings for a new order of at least 5000 currency units. */
export const ORDER_TICKER_BELL_MINOR_UNITS = 500000;
export const ORDER_TICKER_REFRESH_MS = 60_000;

const isoDate = z.iso.date();

const DAY_MS = 86_400_000;

/** GET data/order/orderticker/{dateFrom}/{dateTo}: the date errors of document 003 §5 name the field. */
export const orderTickerParamsSchema = z
  .object({ dateFrom: isoDate, dateTo: isoDate })
  .refine((range) => range.dateFrom <= range.dateTo, { path: ['dateFrom'], message: 'validation.date.beforeStart' })
  .refine((range) => (Date.parse(range.dateTo) - Date.parse(range.dateFrom)) / DAY_MS <= ORDER_TICKER_MAX_DAYS, {
    path: ['dateTo'],
    message: 'validation.date.rangeTooLong',
  });
export type OrderTickerParams = z.infer<typeof orderTickerParamsSchema>;

/** Document 003 §3 "Order (ticker)": one row per purchase line. */
export const tickerOrderSchema = z.object({
  orderId: z.number().int(),
  purchaseId: z.number().int(),
  placed: z.string(),
  netPriceInCents: z.number().int(),
  courseType: z.enum(['ECOURSE', 'CLASSROOM']),
  title: z.string(),
});
export type TickerOrder = z.infer<typeof tickerOrderSchema>;

export const orderTickerSchema = z.object({
  orders: z.array(tickerOrderSchema),
  currencyIsoCode: z.enum(['NOK', 'SEK', 'EUR']),
  total: z.number().int(),
  elearningTotal: z.number().int(),
  classroomTotal: z.number().int(),
});
export type OrderTicker = z.infer<typeof orderTickerSchema>;

/** Course staff follow the sales of their own learning site, in its currency (decision 0142). */
export const orderTickerEndpoints = {
  get: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/order/orderticker/:dateFrom/:dateTo',
    access: { roles: COURSE_ADMINS },
    params: orderTickerParamsSchema,
    response: orderTickerSchema,
  }),
};
