import { z } from 'zod';

/** The parts of an xAPI statement the LMS reads (cmi5 defined statements); the rest is kept as sent. */
export const xapiStatementSchema = z
  .object({
    id: z.uuid().optional(),
    verb: z.object({ id: z.string().min(1) }).loose(),
    result: z
      .object({
        score: z
          .object({ scaled: z.number().min(-1).max(1).optional(), raw: z.number().optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    context: z.object({ registration: z.uuid().optional() }).loose().optional(),
  })
  .loose();
export type XapiStatement = z.infer<typeof xapiStatementSchema>;

export const xapiStatementsBodySchema = z.union([xapiStatementSchema, z.array(xapiStatementSchema)]);
export const xapiStatementIdQuerySchema = z.object({ statementId: z.uuid().optional() });

export const xapiStateQuerySchema = z.object({
  activityId: z.string().min(1),
  agent: z.string().min(1),
  registration: z.uuid().optional(),
  stateId: z.string().min(1).max(255).optional(),
});

/** Any code is looked up: one the LMS never handed out answers cmi5's error document, not a validation error. */
export const fetchParamsSchema = z.object({ code: z.string().min(1).max(200) });
export const fetchResponseSchema = z.object({ 'auth-token': z.string() });
/** cmi5 §8.2.3: the fetch URL's error document (1: already in use, 2: general application error). */
export const cmi5FetchErrorSchema = z.object({ 'error-code': z.enum(['1', '2', '3']), 'error-text': z.string() });
export type Cmi5FetchError = z.infer<typeof cmi5FetchErrorSchema>;
