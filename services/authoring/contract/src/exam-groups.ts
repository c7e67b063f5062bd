// Browser-safe: the exam groups of a package (document 003 §3 "examGroups (internalName, take, tasks)", §5, §7 exam
// groups save and delete, attach and detach tasks).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { packageDetailSchema } from './packages';
import { idSchema, uuidParamsSchema } from './texts';

export const examGroupSaveSchema = z.object({
  id: idSchema.optional(),
  /** §5: a group needs a non-empty name. */
  internalName: z.string().trim().min(1, 'kpg.exam.nameRequired').max(200, 'validation.length.max'),
  /** How many of the group's tasks each exam draws. */
  take: z.number().int().min(1, 'validation.number.min').max(500, 'validation.number.max'),
  taskUuids: z.array(z.uuid()).max(1000).default([]),
});
export type ExamGroupSave = z.input<typeof examGroupSaveSchema>;

export const examGroupParamsSchema = uuidParamsSchema.extend({ groupId: idSchema });
const access = { roles: COURSE_ADMINS };

export const examGroupEndpoints = {
  save: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/package/:uuid/examgroups',
    access,
    params: uuidParamsSchema,
    body: examGroupSaveSchema,
    response: packageDetailSchema,
  }),
  remove: defineEndpoint({
    area: 'authoring',
    method: 'DELETE',
    path: '/data/elearningpackage/package/:uuid/examgroups/:groupId',
    access,
    params: examGroupParamsSchema,
    response: packageDetailSchema,
  }),
};
