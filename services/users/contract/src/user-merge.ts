// Browser-safe: merging two people and undoing it (document 002 §2 "/{product}usersearch/merge/{userId}", §4 "User and
// context", §5 "Destructive actions", §7 "POST data/users/merge/{keepId}/{removeId}", §8 user.merge.merged; decision 0134).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

/** How long a merge can be undone (decision 0134). */
export const MERGE_UNDO_DAYS = 30;

export const USER_MERGE_MERGED = 'user.merge.merged';
export const USER_MERGE_SAME = 'user.merge.same';
export const USER_MERGE_DELETED = 'user.merge.deleted';
export const USER_MERGE_UNDO_EXPIRED = 'user.merge.undoExpired';
export const USER_MERGE_UNDONE = 'user.merge.undone';

const id = z.coerce.number().int().positive().max(2147483647);
export const mergeParamsSchema = z.object({ keepId: id, removeId: id });
export const mergeIdParamsSchema = z.object({ mergeId: id });

/** One kind of row an area holds about the person and how many (licenses, participants, contexts …). */
export const mergeAreaSchema = z.object({
  area: z.string(),
  rows: z.array(z.object({ kind: z.string(), count: z.number().int() })),
});
export type MergeArea = z.infer<typeof mergeAreaSchema>;

const mergePersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string(), email: z.string() });

export const mergePreviewSchema = z.object({
  kept: mergePersonSchema,
  removed: mergePersonSchema,
  /**
   * Document 002 §5: the removed person is linked to their company's system (an integration owns one of their
   * contexts): removing them breaks that link, so the screen warns in Norwegian and asks again.
   */
  ocsLinked: z.boolean(),
  areas: z.array(mergeAreaSchema),
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;

export const mergeRecordSchema = z.object({
  id: z.number().int(),
  kept: mergePersonSchema,
  removed: mergePersonSchema,
  mergedAt: z.iso.datetime({ offset: true }),
  undoUntil: z.iso.datetime({ offset: true }),
  undoneAt: z.iso.datetime({ offset: true }).nullable(),
  /** Not undone and within the period. */
  undoable: z.boolean(),
  /** What moved, per area, as the merge counted it. */
  moved: z.array(mergeAreaSchema),
});
export type MergeRecord = z.infer<typeof mergeRecordSchema>;

const base = '/data/users/merge';

export const userMergeEndpoints = {
  preview: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: `${base}/:keepId/:removeId`,
    access: { roles: PLATFORM_ADMINS },
    params: mergeParamsSchema,
    response: mergePreviewSchema,
  }),
  merge: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/:keepId/:removeId`,
    access: { roles: PLATFORM_ADMINS },
    params: mergeParamsSchema,
    response: mergeRecordSchema,
  }),
  /** The merges a person took part in, kept or removed, newest first. */
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/data/users/merges/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ userId: id }),
    response: z.array(mergeRecordSchema),
  }),
  undo: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/users/merges/:mergeId/undo',
    access: { roles: PLATFORM_ADMINS },
    params: mergeIdParamsSchema,
    response: mergeRecordSchema,
  }),
};
