// Browser-safe: a person's data export and erasure (GDPR articles 15 and 17; issue 13 "Beyond the anchors"; decision
// 0136). The export is one zip archive with a JSON file per area, streamed, so its calls are paths rather than endpoints.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

/** GET /api/users + this, with the person's id: a platform admin downloads everything about a person. */
export const PERSON_EXPORT_PATH = '/data/atriumusersearch/export/:userId';
/** GET /api/users + this: the signed-in person downloads everything about themself (from /mypage). */
export const MY_EXPORT_PATH = '/data/my/export';
export const personExportUrl = (userId: number) => `/api/users${PERSON_EXPORT_PATH.replace(':userId', String(userId))}`;
export const MY_EXPORT_URL = `/api/users${MY_EXPORT_PATH}`;

export const USER_ERASE_SELF = 'usererase.self';
export const USER_ERASED = 'usererase.erased';

/** What erasure kept, per area, and why (accounting law, course records without a name). */
export const erasureAnswerSchema = z.object({
  kept: z.array(z.object({ area: z.string(), what: z.string(), why: z.string() })),
});
export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;

export const personErasureEndpoints = {
  erase: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/atriumusersearch/erase/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ userId: z.coerce.number().int().positive().max(2147483647) }),
    response: erasureAnswerSchema,
  }),
};
