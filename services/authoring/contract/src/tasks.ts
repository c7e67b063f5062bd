// Browser-safe: /elearningpackage/tasks, /elearningpackage/edittask/{uuid} and /elearningpackage/tags (document 003
// §2, §3 "Task", §5 task and tag rules, §7 task and tag calls).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { authoringLocaleSchema, idSchema, localizedTextsSchema, uuidParamsSchema } from './texts';

export const taskOptionSchema = z.object({
  /** The option's place; kept when an option is deleted, so answers given earlier keep pointing at the same one. */
  idx: z.number().int().min(0).max(99),
  texts: localizedTextsSchema,
  correct: z.boolean(),
  deleted: z.boolean().default(false),
});
export type TaskOption = z.infer<typeof taskOptionSchema>;

export const tagNameSchema = z.string().trim().min(1, 'validation.required').max(100, 'validation.length.max');
/** §5: "a, b ,c" adds three tags. */
export const splitTags = (input: string): string[] => [
  ...new Set(
    input
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

export const taskFieldsSchema = z.object({
  locale: authoringLocaleSchema,
  /** The question (title) and an explanation shown after answering (body). */
  texts: localizedTextsSchema.default({}),
  multipleCorrect: z.boolean().default(false),
  requireSound: z.boolean().default(false),
  requireImage: z.boolean().default(false),
  options: z.array(taskOptionSchema).max(20),
  tags: z.array(tagNameSchema).max(50).default([]),
});

/**
 * §5: at least one option that is not deleted, unless multiple-correct is allowed; a single-answer task has at most
 * one correct option, and some option must be correct for the task to be answerable.
 */
export const taskSaveSchema = taskFieldsSchema.extend({ uuid: z.uuid().optional() }).superRefine((task, context) => {
  const live = task.options.filter((option) => !option.deleted);
  if (new Set(task.options.map((option) => option.idx)).size !== task.options.length)
    context.addIssue({ code: 'custom', path: ['options'], message: 'kpg.task.duplicateOption' });
  if (!task.multipleCorrect && live.length === 0) context.addIssue({ code: 'custom', path: ['options'], message: 'kpg.task.needsOption' });
  const correct = live.filter((option) => option.correct).length;
  if (!task.multipleCorrect && correct > 1) context.addIssue({ code: 'custom', path: ['options'], message: 'kpg.task.oneCorrect' });
  if (live.length > 0 && correct === 0) context.addIssue({ code: 'custom', path: ['options'], message: 'kpg.task.needsCorrect' });
});
export type TaskSave = z.input<typeof taskSaveSchema>;

export const taskDetailSchema = taskFieldsSchema.extend({
  id: z.number().int(),
  uuid: z.uuid(),
  customerId: z.number().int(),
  /** Where the task is used: §5 allows multiple correct answers only for a task used nowhere (or that has them). */
  usage: z.object({ examGroups: z.number().int(), lessons: z.number().int() }),
  updatedAt: z.string(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const taskSummarySchema = z.object({
  uuid: z.uuid(),
  locale: authoringLocaleSchema,
  title: z.string(),
  optionCount: z.number().int(),
  multipleCorrect: z.boolean(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;
export const TASK_PAGE_SIZE = 50;
/** §5: a tag search needs at least 2 characters. */
export const MIN_TAG_SEARCH = 2;
export const taskSearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  tag: z.string().trim().min(MIN_TAG_SEARCH, 'kpg.tag.searchTooShort').max(100).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), usages: z.number().int() });
export type Tag = z.infer<typeof tagSchema>;
export const tagSearchQuerySchema = z.object({
  search: z.string().trim().min(MIN_TAG_SEARCH, 'kpg.tag.searchTooShort').max(100).optional(),
});

const access = { roles: COURSE_ADMINS };
const taskPath = '/data/elearningpackage/task/:uuid';

export const taskEndpoints = {
  search: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/tasks',
    access,
    query: taskSearchQuerySchema,
    response: z.object({ rows: z.array(taskSummarySchema), total: z.number().int() }),
  }),
  get: defineEndpoint({ area: 'authoring', method: 'GET', path: taskPath, access, params: uuidParamsSchema, response: taskDetailSchema }),
  save: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/task',
    access,
    body: taskSaveSchema,
    response: taskDetailSchema,
  }),
  remove: defineEndpoint({ area: 'authoring', method: 'DELETE', path: taskPath, access, params: uuidParamsSchema }),
  /**
   * §7 "excel download": the tasks the search finds, streamed as xlsx in the task import's columns (decision 0232), so
   * a sheet downloaded, edited and uploaded makes the edited tasks anew.
   */
  excel: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/web/data/elearningpackage/tasks/excel',
    access,
    query: taskSearchQuerySchema.omit({ page: true }),
  }),
};

export const tagEndpoints = {
  /** §7 "all tags", with how often each is used; a search of at least 2 characters narrows them. */
  list: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/tags',
    access,
    query: tagSearchQuerySchema,
    response: z.array(tagSchema),
  }),
  add: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/tags',
    access,
    /** §5: comma-separated input adds many tags. */
    body: z.object({ names: z.string().trim().min(1, 'validation.required').max(2000) }),
    response: z.array(tagSchema),
  }),
  usages: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/tags/:id/usages',
    access,
    params: z.object({ id: idSchema }),
    response: z.object({ tasks: z.number().int(), lessons: z.number().int() }),
  }),
  remove: defineEndpoint({
    area: 'authoring',
    method: 'DELETE',
    path: '/data/elearningpackage/tags/:id',
    access,
    params: z.object({ id: idSchema }),
  }),
};
