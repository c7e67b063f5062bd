// Browser-safe: the participant-list signing page (document 002 §2 "/web/partlist#/{instanceId}/{participantListCode}";
// decision 0174). Participants sign on a tablet; the instance's participant-list code, shown only to those who run
// it, opens the page without signing in.
import { defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { addSignatureSchema } from './instructor-page';

export const partlistParamsSchema = z.object({
  instanceId: z.coerce.number().int().min(1).max(2147483647),
  code: z.string().regex(/^[0-9a-f]{32}$/, 'a participant-list code'),
});

export const partlistSchema = z.object({
  title: z.string(),
  startDate: z.string().nullable(),
  participants: z.array(
    z.object({
      licenseId: z.number().int(),
      name: z.string(),
      /** When signed, and the signature's SHA-256, so a later change shows. */
      signature: z.object({ signedAt: z.string(), sha256: z.string() }).nullable(),
    }),
  ),
});
export type Partlist = z.infer<typeof partlistSchema>;

export const partlistEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/web/data/partlist/:instanceId/:code',
    access: 'public',
    params: partlistParamsSchema,
    response: partlistSchema,
  }),
  sign: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/web/data/partlist/:instanceId/:code/sign',
    access: 'public',
    params: partlistParamsSchema,
    body: addSignatureSchema,
    response: z.object({ signedAt: z.string(), sha256: z.string() }),
  }),
};
