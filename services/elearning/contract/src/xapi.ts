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

export const xapiStatementsBodySchema = z.union([xapiStatementSchema, z.array(xapiStatementSchema).min(1)]);
export const xapiStatementIdQuerySchema = z.object({ statementId: z.uuid().optional() });

export const xapiStateQuerySchema = z.object({
  activityId: z.string().min(1),
  agent: z.string().min(1),
  registration: z.uuid().optional(),
  stateId: z.string().min(1).max(255).optional(),
});

export const fetchParamsSchema = z.object({ code: z.string().regex(/^[0-9a-f]{48}$/) });
export const fetchResponseSchema = z.union([
  z.object({ 'auth-token': z.string() }),
  z.object({ 'error-code': z.string(), 'error-text': z.string() }),
]);
