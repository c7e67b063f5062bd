// Browser-safe: the order the classroom area places when it enrols a person from an instance's waiting list
// (document 002 §7 "enrol a waiting-list user (places an order for that user)"; decision 0144).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { orderSchema } from './checkout';

const idParam = () => z.coerce.number().int().min(1).max(2147483647);

export const waitingListOrderParamsSchema = z.object({ instanceId: idParam(), userId: idParam() });

export const waitingListOrderBodySchema = z.object({
  /** The customer the person is on the waiting list for: the order is this customer's. */
  customerId: z.number().int().min(1).max(2147483647),
  /** Made once per click by the caller: a repeat answers the order already placed. */
  orderKey: z.uuid(),
  /** Default: the instance's waiting-list reference (WAITING-LIST-{instanceId}). */
  yourReference: z.string().trim().min(1).max(100).optional(),
  onBehalfOf: z.string().trim().max(200).optional(),
});
export type WaitingListOrderBody = z.input<typeof waitingListOrderBodySchema>;

/** The message keys of a refused waiting-list order (409). */
export const WAITING_LIST_ORDER_ERRORS = {
  alreadyEnrolled: 'waitingListOrder.error.alreadyEnrolled',
  unknownInstance: 'waitingListOrder.error.unknownInstance',
  priceMissing: 'checkout.error.priceMissing',
  notEnoughSeats: 'checkout.error.notEnoughSeats',
} as const;

export const waitingListOrderEndpoints = {
  /** One order of one seat for the person, priced at the instance's price in the customer's currency. */
  place: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/order/v1/waiting-list/:instanceId/:userId',
    access: { roles: COURSE_ADMINS },
    params: waitingListOrderParamsSchema,
    body: waitingListOrderBodySchema,
    response: orderSchema,
    status: 201,
  }),
};
