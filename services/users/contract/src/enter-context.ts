// Browser-safe: a platform admin enters a customer's context (document 002 §2 profile, §6; §7 "GET
// /web/data/login/dataprocessor/enterContext/{customerId}"; decision 0209).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

export const ENTER_CONTEXT_CUSTOMER_CLOSED = 'useradmin.enterContext.customerClosed';

export const enterContextEndpoints = {
  /**
   * A POST, not the document's GET: it changes the admin's contexts and session. The admin gets (or keeps) a context
   * with the company admin role at the customer and acts for it from then on (a new session); the screen then opens
   * the start page, which reads the new session.
   */
  enter: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/login/dataprocessor/enterContext/:customerId',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ customerId: z.coerce.number().int().positive().max(2147483647) }),
    response: z.object({ activeCustomerId: z.number().int() }),
  }),
};
