import { containsPattern } from '@atrium/service-core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { LICENSE_SEARCH_CAP, TYPES_WITHOUT_DATES, type LicenseReportRow, type LicenseType } from '@atrium/company-contract';
import type { licenseSearchSchema } from '@atrium/company-contract';
import type { z } from 'zod';
import type { SearchScope } from './license-customer';
import { everyLicense, reportRoleCourses, type PublishedDb } from './published-licenses';

type Search = z.output<typeof licenseSearchSchema>;

const completedOk = sql<SqlBool>`l.completed is not null and not l.not_passed and not l.cancelled`;

/** Which licenses each report or overview type lists (document 001 §4's statuses). */
const TYPE_CONDITION: Record<LicenseType, Expression<SqlBool>> = {
  DOWNLOAD_DIPLOMA: sql<SqlBool>`${completedOk} and not l.diploma_disabled`,
  SEND_COURSE_SOON_EXPIRES_REMINDER: sql<SqlBool>`${completedOk} and l.competence_expires is not null`,
  CANCEL_LICENSE: sql<SqlBool>`not l.cancelled and l.completed is null`,
  DISPLAY_COURSE_OVERVIEW: sql<SqlBool>`true`,
  COURSE_PROGRAM: sql<SqlBool>`l.as_part_of_course_program`,
  COURSE_NOT_STARTED: sql<SqlBool>`l.started is null and l.completed is null and not l.cancelled`,
  COURSE_STARTED: sql<SqlBool>`l.started is not null and l.completed is null and not l.cancelled`,
  COURSE_APPROVED: completedOk,
  COURSE_EXPIRED_OR_NOT_APPROVED: sql<SqlBool>`not l.cancelled and (l.not_passed or l.competence_expires < current_date)`,
  ALL_LICENSES: sql<SqlBool>`true`,
  COURSE_APPROVED_ALL_CUSTOMERS: completedOk,
};

/** The date the report's date range applies to, per type (decision 0180). */
function dateColumn(type: LicenseType) {
  if (type === 'SEND_COURSE_SOON_EXPIRES_REMINDER' || type === 'COURSE_EXPIRED_OR_NOT_APPROVED') return sql`l.competence_expires`;
  if (type === 'DOWNLOAD_DIPLOMA' || type === 'COURSE_APPROVED' || type === 'COURSE_APPROVED_ALL_CUSTOMERS') return sql`l.completed::date`;
  return sql`l.created_at::date`;
}

const STATUS = sql<LicenseReportRow['status']>`case
  when l.not_passed then 'notPassed' when l.cancelled then 'cancelled' when l.completed is not null then 'completed'
  when l.started is not null then 'started' else 'notStarted' end`;

/**
 * The licenses a search finds in its scope (one customer's, or for the all-customers overview every customer's, on
 * the report-role courses unless the caller is course staff): e-learning licenses and classroom participants, for
 * every type (decisions 0224, 0233, 0260).
 */
function licenseSearchQuery(db: PublishedDb, search: Search, scope: SearchScope, userId?: number) {
  const name = sql<string>`(p.first_name || ' ' || p.last_name)`;
  let query = db
    .selectFrom(everyLicense(db).as('l'))
    .innerJoin('users_person as p', 'p.id', 'l.user_id')
    .where(TYPE_CONDITION[search.licenseReportType]);
  if (scope.kind === 'customer') query = query.where('l.customer_id', '=', scope.customerId);
  if (scope.kind === 'reportRole') {
    const courses = reportRoleCourses(db, scope.customerId).as('r');
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom(courses)
          .select('r.course_id')
          .whereRef('r.course_id', '=', 'l.course_id')
          .whereRef('r.course_type', '=', 'l.course_type'),
      ),
    );
  }
  if (userId !== undefined) query = query.where('l.user_id', '=', userId);
  if (search.classroomOrElearning !== 'ALL') query = query.where('l.course_type', '=', search.classroomOrElearning);
  if (search.course) query = query.where('l.course_type', '=', search.course.courseType).where('l.course_id', '=', search.course.id);
  if (!TYPES_WITHOUT_DATES.includes(search.licenseReportType)) {
    const column = dateColumn(search.licenseReportType);
    if (search.dateFrom) query = query.where(sql<SqlBool>`${column} >= ${search.dateFrom}::date`);
    if (search.dateTo) query = query.where(sql<SqlBool>`${column} <= ${search.dateTo}::date`);
  }
  if (search.textSearch) {
    const pattern = containsPattern(search.textSearch);
    query = query.where(sql<SqlBool>`(${name} ilike ${pattern} or p.email ilike ${pattern} or l.course_name ilike ${pattern})`);
  }
  if (search.theme) query = query.where(sql<SqlBool>`l.course_name ilike ${containsPattern(search.theme)}`);
  if (search.departments.length > 0) {
    query = query.where(
      sql<SqlBool>`exists (select 1 from company.department_member m where m.user_id = l.user_id
        and m.department_id = any(${search.departments}::int[]))`,
    );
  }
  return query;
}

/** The search's rows, at most 300; userId narrows it to one person's (their page in the company application). */
export async function searchLicenses(db: PublishedDb, search: Search, scope: SearchScope, userId?: number) {
  const rows = await licenseSearchQuery(db, search, scope, userId)
    // The hot-works record certifying the row (decision 0256): a licence's or a participant's, by the row's course type.
    .leftJoin('elearning_hotwork as h', (join) =>
      join.on(sql<SqlBool>`case l.course_type when 'ELEARNING' then h.license_id = l.id else h.participant_id = l.id end`),
    )
    .select([
      'l.id as licenseId',
      'l.uuid as licenseUUID',
      'l.course_type as courseType',
      'l.course_id as courseId',
      'l.course_name as courseTitle',
      'l.user_id as userId',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'l.created_at as created',
      'l.started',
      'l.completed',
      sql<string | null>`l.competence_expires::text`.as('competenceExpires'),
      STATUS.as('status'),
      'l.cancellation_fee as cancellationFee',
      'l.as_part_of_course_program as asPartOfCourseProgram',
      sql<number | null>`(select e.enrollment_id from published.reports_course_program_license e
        where e.course_type = l.course_type and e.license_id = l.id)`.as('enrollmentId'),
      sql<Date | null>`(select max(r.sent_at) from company.license_reminder r where r.course_type = l.course_type
        and r.license_id = l.id and r.expires = l.competence_expires)`.as('reminderSent'),
      'h.id as hotworkId',
      'h.course_date as hotworkCourseDate',
      'h.certificate_number as hotworkCertificateNumber',
      'h.received_proof_of_fire_drill as hotworkProof',
      'h.fire_drill_date as hotworkFireDrillDate',
      'h.sent_to_customer as hotworkSentToCustomer',
      'h.completed as hotworkCompleted',
      sql<number>`count(*) over ()`.as('hits'),
    ])
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('l.course_type', 'desc')
    .orderBy('l.id')
    .limit(LICENSE_SEARCH_CAP)
    .execute();
  const hits = Number(rows[0]?.hits ?? 0);
  const licenses: LicenseReportRow[] = rows.map(
    ({
      hits: _hits,
      created,
      started,
      completed,
      reminderSent,
      hotworkId,
      hotworkCourseDate,
      hotworkCertificateNumber,
      hotworkProof,
      hotworkFireDrillDate,
      hotworkSentToCustomer,
      hotworkCompleted,
      ...row
    }) => ({
      ...row,
      created: created.toISOString(),
      started: started?.toISOString() ?? null,
      completed: completed?.toISOString() ?? null,
      reminderSent: reminderSent ? new Date(reminderSent).toISOString() : null,
      id: `${row.courseType}-${row.licenseId}`,
      hotwork:
        hotworkId === null
          ? null
          : {
              id: hotworkId,
              courseDate: hotworkCourseDate!,
              certificateNumber: hotworkCertificateNumber,
              receivedProofOfFireDrill: hotworkProof!,
              fireDrillDate: hotworkFireDrillDate,
              sentToCustomer: hotworkSentToCustomer!,
              completed: hotworkCompleted!,
            },
    }),
  );
  return { licenses, hits, limited: hits > LICENSE_SEARCH_CAP };
}
