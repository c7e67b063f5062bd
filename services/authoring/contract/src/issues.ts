// Browser-safe: issues raised on a lesson or a task, at a time in the video (document 003 §3 "Issue", §4 issue statuses,
// §5 and §9 "issue text shortened at 500 characters", §7 issue calls; decision 0231).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { uuidParamsSchema } from './texts';

/** §4: the statuses of an issue, in the order the screen offers them. */
export const ISSUE_STATUSES = ['none', 'to_do', 'low_prio', 'critical', 'fixed', 'resolved', 'closed'] as const;
export const issueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof issueStatusSchema>;
/** Decision 0231: an issue still needs work in these statuses; fixed, resolved and closed are done with. */
export const OPEN_ISSUE_STATUSES: readonly IssueStatus[] = ['none', 'to_do', 'low_prio', 'critical'];

/** §5, §9: the text of an issue is shortened at 500 characters (cut, not refused, as the document says). */
export const ISSUE_TEXT_MAX = 500;
const shortened = z
  .string()
  .trim()
  .max(20_000, 'validation.length.max')
  .transform((text) => text.slice(0, ISSUE_TEXT_MAX));

/** §9: durations are written minutes:seconds ("1:05"); answers the seconds, or null for anything else. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,4}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export const issueNewSchema = z
  .object({
    lessonUuid: z.uuid().optional(),
    taskUuid: z.uuid().optional(),
    /** The package the issue was raised in, when it was (the editor of a package, its preview or its exam). */
    packageUuid: z.uuid().optional(),
    /** Raised while taking the package's exam. */
    exam: z.boolean().default(false),
    /** The time in the lesson's video, whole seconds. */
    seconds: z.number().int().min(0).max(86_400).nullable().default(null),
    message: shortened.pipe(z.string().min(1, 'validation.required')),
  })
  .superRefine((issue, context) => {
    if (!issue.lessonUuid && !issue.taskUuid)
      context.addIssue({ code: 'custom', path: ['lessonUuid'], message: 'kpg.issue.needsLessonOrTask' });
    if (issue.exam && !issue.packageUuid) context.addIssue({ code: 'custom', path: ['packageUuid'], message: 'validation.required' });
  });
export type IssueNew = z.input<typeof issueNewSchema>;

export const issueSchema = z.object({
  uuid: z.uuid(),
  status: issueStatusSchema,
  message: z.string(),
  comment: z.string(),
  seconds: z.number().int().nullable(),
  exam: z.boolean(),
  lessonUuid: z.uuid().nullable(),
  lessonTitle: z.string().nullable(),
  taskUuid: z.uuid().nullable(),
  taskTitle: z.string().nullable(),
  packageUuid: z.uuid().nullable(),
  packageName: z.string().nullable(),
  raisedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Issue = z.infer<typeof issueSchema>;

export const ISSUE_PAGE_SIZE = 50;
export const issueListQuerySchema = z.object({
  lessonUuid: z.uuid().optional(),
  taskUuid: z.uuid().optional(),
  packageUuid: z.uuid().optional(),
  /** `open` is every status of OPEN_ISSUE_STATUSES. */
  status: z.union([issueStatusSchema, z.literal('open')]).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type IssueListQuery = z.input<typeof issueListQuerySchema>;

export const issueCountQuerySchema = issueListQuerySchema.pick({ lessonUuid: true, taskUuid: true, packageUuid: true });
export const issueCountSchema = z.object({
  open: z.number().int(),
  total: z.number().int(),
  byStatus: z.record(issueStatusSchema, z.number().int()),
});
export type IssueCount = z.infer<typeof issueCountSchema>;

/** "Issue comment": the author's answer to the issue, replaced whole. */
export const issueCommentSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(ISSUE_TEXT_MAX * 4, 'validation.length.max'),
});
export const issueEmailSchema = z.object({
  to: z.array(z.email('validation.email').max(254)).min(1, 'validation.required').max(10, 'validation.length.max'),
});

const issuePath = '/data/elearningpackage/issue/:uuid';
const access = { roles: COURSE_ADMINS };

export const issueEndpoints = {
  list: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/issues',
    access,
    query: issueListQuerySchema,
    response: z.object({ rows: z.array(issueSchema), total: z.number().int() }),
  }),
  count: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/issues/count',
    access,
    query: issueCountQuerySchema,
    response: issueCountSchema,
  }),
  create: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/issue',
    access,
    body: issueNewSchema,
    response: issueSchema,
    idempotent: true,
  }),
  details: defineEndpoint({ area: 'authoring', method: 'GET', path: issuePath, access, params: uuidParamsSchema, response: issueSchema }),
  status: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: `${issuePath}/status`,
    access,
    params: uuidParamsSchema,
    body: z.object({ status: issueStatusSchema }),
    response: issueSchema,
  }),
  comment: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: `${issuePath}/comment`,
    access,
    params: uuidParamsSchema,
    body: issueCommentSchema,
    response: issueSchema,
  }),
  /**
   * §7 "csv export (POST)": the issues the filter finds as a CSV (a plain form post, so the browser downloads it);
   * the screen says "No data to export" instead when the count is 0 (§8).
   */
  csv: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/web/data/elearningpackage/issues/csv',
    access,
    body: issueListQuerySchema.omit({ page: true }),
  }),
  /** Sends the issue, with a link to its lesson or task, to the given addresses. */
  email: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: `${issuePath}/email`,
    access,
    params: uuidParamsSchema,
    body: issueEmailSchema,
    /** The number of e-mails queued (one per address). */
    response: z.object({ queued: z.number().int() }),
    status: 202,
  }),
};
