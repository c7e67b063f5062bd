import {
  ISSUE_PAGE_SIZE,
  ISSUE_STATUSES,
  localizedTextsSchema,
  OPEN_ISSUE_STATUSES,
  titleIn,
  type AuthoringLocale,
  type Issue,
  type IssueCount,
  type IssueStatus,
} from '@atrium/authoring-contract';
import { HttpError } from '@atrium/service-core';
import type { AuthoringDb } from '../db';

interface IssueFilter {
  lessonUuid?: string;
  taskUuid?: string;
  packageUuid?: string;
  status?: IssueStatus | 'open';
}

/** The customer's issues with their lesson, task and package, narrowed by the filter. */
function issuesOf(db: AuthoringDb, customerId: number, filter: IssueFilter) {
  let query = db
    .selectFrom('issue')
    .leftJoin('lesson', 'lesson.id', 'issue.lesson_id')
    .leftJoin('task', 'task.id', 'issue.task_id')
    .leftJoin('package', 'package.id', 'issue.package_id')
    .where('issue.customer_id', '=', customerId);
  if (filter.lessonUuid) query = query.where('lesson.uuid', '=', filter.lessonUuid);
  if (filter.taskUuid) query = query.where('task.uuid', '=', filter.taskUuid);
  if (filter.packageUuid) query = query.where('package.uuid', '=', filter.packageUuid);
  if (filter.status === 'open') query = query.where('issue.status', 'in', OPEN_ISSUE_STATUSES);
  else if (filter.status) query = query.where('issue.status', '=', filter.status);
  return query;
}

const title = (texts: unknown, locale: AuthoringLocale | null) =>
  locale === null ? null : titleIn(localizedTextsSchema.parse(texts), locale);

function selectIssue(db: AuthoringDb, customerId: number, filter: IssueFilter) {
  return issuesOf(db, customerId, filter).select([
    'issue.uuid',
    'issue.status',
    'issue.message',
    'issue.comment',
    'issue.seconds',
    'issue.exam',
    'issue.raised_by',
    'issue.created_at',
    'issue.updated_at',
    'lesson.uuid as lesson_uuid',
    'lesson.texts as lesson_texts',
    'lesson.locale as lesson_locale',
    'task.uuid as task_uuid',
    'task.texts as task_texts',
    'task.locale as task_locale',
    'package.uuid as package_uuid',
    'package.internal_name as package_name',
  ]);
}
type IssueRow = Awaited<ReturnType<ReturnType<typeof selectIssue>['executeTakeFirstOrThrow']>>;

const toIssue = (row: IssueRow): Issue => ({
  uuid: row.uuid,
  status: row.status,
  message: row.message,
  comment: row.comment,
  seconds: row.seconds,
  exam: row.exam,
  lessonUuid: row.lesson_uuid,
  lessonTitle: title(row.lesson_texts, row.lesson_locale),
  taskUuid: row.task_uuid,
  taskTitle: title(row.task_texts, row.task_locale),
  packageUuid: row.package_uuid,
  packageName: row.package_name,
  raisedBy: row.raised_by,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** One issue of the customer; another customer's is a 404 (decision 0190). */
export async function issueDetails(db: AuthoringDb, customerId: number, uuid: string): Promise<Issue> {
  const row = await selectIssue(db, customerId, {}).where('issue.uuid', '=', uuid).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Issue not found');
  return toIssue(row);
}

/** A page of issues, the newest first. */
export async function listIssues(
  db: AuthoringDb,
  customerId: number,
  query: IssueFilter & { page: number },
): Promise<{ rows: Issue[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectIssue(db, customerId, query)
      .orderBy('issue.created_at', 'desc')
      .orderBy('issue.id', 'desc')
      .limit(ISSUE_PAGE_SIZE)
      .offset(query.page * ISSUE_PAGE_SIZE)
      .execute(),
    issuesOf(db, customerId, query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toIssue), total: Number(total.n) };
}

/** The issues the filter finds, a batch at a time (the CSV export), the newest first. */
export const issuePage = (db: AuthoringDb, customerId: number, filter: IssueFilter) => async (offset: number, limit: number) =>
  (
    await selectIssue(db, customerId, filter)
      .orderBy('issue.created_at', 'desc')
      .orderBy('issue.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  ).map(toIssue);

/** §7 "issue count": the issues by status, and how many still need work. */
export async function countIssues(db: AuthoringDb, customerId: number, filter: IssueFilter): Promise<IssueCount> {
  const rows = await issuesOf(db, customerId, filter)
    .select(['issue.status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('issue.status')
    .execute();
  const byStatus = Object.fromEntries(ISSUE_STATUSES.map((status) => [status, 0])) as Record<IssueStatus, number>;
  for (const row of rows) byStatus[row.status] = Number(row.n);
  const open = OPEN_ISSUE_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  return { open, total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
}
