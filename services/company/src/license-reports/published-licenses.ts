import { sql, type Kysely, type SqlBool } from 'kysely';
import type { CourseType } from '@atrium/company-contract';

/** What the e-learning area publishes about its licenses (its migration 0023), read-only. */
interface ElearningLicenseView {
  id: number;
  uuid: string;
  user_id: number;
  customer_id: number | null;
  ecourse_id: number;
  course_name: string;
  product_id: string | null;
  created_at: Date;
  started: Date | null;
  completed: Date | null;
  cancelled: boolean;
  not_passed: boolean;
  cancellation_fee: number;
  as_part_of_course_program: boolean;
  competence_expires: string | null;
  diploma_template_id: number | null;
}

/** What the classroom area publishes about its participants, in the license shape (its migration 0075). */
interface ClassroomParticipantView {
  id: number;
  uuid: string;
  user_id: number;
  customer_id: number | null;
  course_id: number;
  course_name: string;
  created_at: Date;
  started: Date | null;
  completed: Date | null;
  cancelled: boolean;
  not_passed: boolean;
  cancellation_fee: number;
  as_part_of_course_program: boolean;
  competence_expires: string | null;
  diploma_disabled: boolean;
  diploma_template_id: number | null;
}

/** The classroom area's diploma templates with their course provider (its migration 0075). */
interface ClassroomDiplomaTemplateView {
  id: number;
  name: string;
  course_provider_id: number;
  provider_name: string;
}

/** What a classroom diploma template says per locale (the classroom area's migration 0083, decision 0233). */
interface ClassroomDiplomaTemplateTextView {
  template_id: number;
  locale: string;
  title: string;
  body: string;
  issuer: string;
  signature_line: string;
}

/** Each classroom course's length in hours (the classroom area's migration 0083). */
interface ClassroomCourseHoursView {
  course_id: number;
  hours: string;
}

/** Each e-course's length in hours, where its form gives one (the e-learning area's migration 0097). */
interface ElearningCourseHoursView {
  course_id: number;
  hours: string;
}

/** Hot-works records with what each certifies: an e-learning licence or a classroom participant (e-learning migration 0101). */
interface ElearningHotworkView {
  id: number;
  license_id: number | null;
  participant_id: number | null;
  customer_id: number | null;
  course_date: string;
  certificate_number: string | null;
  received_proof_of_fire_drill: boolean;
  fire_drill_date: string | null;
  sent_to_customer: boolean;
  sent_fire: boolean;
  completed: boolean;
}

/**
 * The courses whose report role a customer holds (document 001 §6): the e-learning area's report customers (its
 * migration 0102) and the classroom area's report access (its migration 0100), each per its own course ids.
 */
interface ReportCustomerView {
  course_id: number;
  customer_id: number;
}

/** What the users area publishes about people (its migrations 0002, 0003, 0131). */
interface UsersPersonView {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  locale: string | null;
}

interface PublishedTables {
  elearning_license: ElearningLicenseView;
  classroom_participant: ClassroomParticipantView;
  classroom_diploma_template: ClassroomDiplomaTemplateView;
  classroom_diploma_template_text: ClassroomDiplomaTemplateTextView;
  classroom_course_hours: ClassroomCourseHoursView;
  elearning_course_hours: ElearningCourseHoursView;
  elearning_hotwork: ElearningHotworkView;
  elearning_report_customer: ReportCustomerView;
  classroom_report_customer: ReportCustomerView;
  users_person: UsersPersonView;
}

export type PublishedDb = Kysely<PublishedTables>;

/** Other areas' data, through the views they own in the `published` schema only. */
export function publishedDb(db: Kysely<any>): PublishedDb {
  return (db as PublishedDb).withSchema('published');
}

const COMMON_COLUMNS = [
  'id',
  'uuid',
  'user_id',
  'customer_id',
  'course_name',
  'created_at',
  'started',
  'completed',
  'cancelled',
  'not_passed',
  'cancellation_fee',
  'as_part_of_course_program',
  'competence_expires',
  'diploma_template_id',
] as const;

/**
 * E-learning licenses and classroom participants as one list (decision 0224), each row with its course type; a
 * classroom row's id is the participant's. E-learning courses have no "diploma disabled" flag.
 */
export function everyLicense(db: PublishedDb) {
  return db
    .selectFrom('elearning_license')
    .select([
      ...COMMON_COLUMNS,
      'ecourse_id as course_id',
      sql<CourseType>`'ELEARNING'`.as('course_type'),
      sql<boolean>`false`.as('diploma_disabled'),
    ])
    .unionAll(
      db
        .selectFrom('classroom_participant')
        .select([...COMMON_COLUMNS, 'course_id', sql<CourseType>`'CLASSROOM'`.as('course_type'), 'diploma_disabled']),
    );
}

/** Selected rows by course type: e-learning licenses and classroom participants by their own ids (decision 0224). */
export interface RowIds {
  licenseIds: readonly number[];
  participantIds: readonly number[];
}

/** The rows among `ids`, of either course type, as a condition on `everyLicense` aliased `l`. */
export function isSelected(ids: RowIds) {
  const ofType = (type: CourseType, list: readonly number[]) => sql<SqlBool>`(l.course_type = ${type} and l.id = any(${[...list]}::int[]))`;
  return sql<SqlBool>`(${ofType('ELEARNING', ids.licenseIds)} or ${ofType('CLASSROOM', ids.participantIds)})`;
}

/** The customer's licenses and participants among the ids, with the holder's name and address; other customers' are left out. */
export function ownLicenses(db: PublishedDb, ids: RowIds, customerId: number) {
  return db
    .selectFrom(everyLicense(db).as('l'))
    .innerJoin('users_person as p', 'p.id', 'l.user_id')
    .select(['l.id', 'l.course_type', 'l.course_name', 'l.competence_expires', 'l.cancelled', 'p.first_name', 'p.email', 'p.locale'])
    .where(isSelected(ids))
    .where('l.customer_id', '=', customerId)
    .orderBy('l.course_type', 'desc')
    .orderBy('l.id')
    .execute();
}

/** The courses, of either type, whose report role the customer holds (document 001 §6), as one list like `everyLicense`. */
export function reportRoleCourses(db: PublishedDb, customerId: number) {
  return db
    .selectFrom('elearning_report_customer')
    .select(['course_id', sql<CourseType>`'ELEARNING'`.as('course_type')])
    .where('customer_id', '=', customerId)
    .unionAll(
      db
        .selectFrom('classroom_report_customer')
        .select(['course_id', sql<CourseType>`'CLASSROOM'`.as('course_type')])
        .where('customer_id', '=', customerId),
    );
}
