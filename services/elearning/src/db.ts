import type { DB } from './db-schema';
import type { JsonDocument, SchemaMatched, SchemaMismatches } from '@atrium/service-core';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { PackageStatus, PackageType } from '@atrium/elearning-contract';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

interface PackageTable {
  id: Generated<number>;
  uuid: Generated<string>;
  type: PackageType;
  title: string;
  edition: string | null;
  status: Defaulted<PackageStatus>;
  owner_customer_id: number | null;
  /** Folder name under <files>/elearning/packages. */
  storage_key: string;
  /** The first item's launch file, relative to the package folder. */
  launch_path: string;
  manifest: Defaulted<JsonDocument>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** SCORM 2004: the sequencing engine's state of a license's course between launches (decision 0106). */
interface SequencingStateTable {
  license_id: number;
  package_id: number;
  /** The runtime session whose save this is, and its number among that session's saves: together they order saves. */
  session_id: number;
  seq: number;
  state: ColumnType<JsonDocument, string, string>;
  updated_at: Timestamp;
}

interface PackageItemTable {
  id: Generated<number>;
  package_id: number;
  position: number;
  identifier: string;
  title: string;
  launch_href: string;
  parameters: string | null;
  mastery_score: number | null;
  move_on: string | null;
  launch_method: string | null;
}

interface EcourseTable {
  id: Generated<number>;
  uuid: Generated<string>;
  internal_name: string;
  package_id: number | null;
  can_start: Defaulted<boolean>;
  can_purchase: Defaulted<boolean>;
  /** The integration number. */
  product_id: string | null;
  course_language: string | null;
  length_hours: Defaulted<number>;
  length_minutes: Defaulted<number>;
  days_available: number | null;
  course_tags: Defaulted<string[]>;
  user_verification_tags: Defaulted<string[]>;
  product_categories: Defaulted<string[]>;
  sku: string | null;
  course_provider_id: number | null;
  diploma_template_id: number | null;
  available_offline_app: Defaulted<boolean>;
  disable_evaluation: Defaulted<boolean>;
  course_responsible: number | null;
  subject_responsible: number | null;
  competence_calculation_method: string | null;
  competence_calculation_months: number | null;
  skip_landing_page: Defaulted<boolean>;
  classroom_course_id: number | null;
  /** Passing it makes a hot-works record (decision 0263). */
  hot_works: Defaulted<boolean>;
}

interface EcourseTextTable {
  id: Generated<number>;
  ecourse_id: number;
  locale: string;
  course_text_main_title: Defaulted<string>;
  course_text_main: Defaulted<string>;
  course_text_overview: Defaulted<string>;
  course_text_participant_info: Defaulted<string>;
  course_text_competence: Defaulted<string>;
  course_text_regulations: Defaulted<string>;
  course_text_terms: Defaulted<string>;
  course_text_diploma: Defaulted<string>;
  course_text_course_manual: Defaulted<string>;
  course_evaluation: Defaulted<string>;
}

/** Dates are yyyy-MM-dd strings; value is in minor units. */
interface EcoursePriceTable {
  id: Generated<number>;
  ecourse_id: number;
  from_date: string;
  to_date: string;
  value: number;
  currency: 'NOK' | 'SEK' | 'EUR';
}

interface EcoursePriceCustomerTable {
  ecourse_id: number;
  customer_id: number;
  discount_percent: number;
}

interface MediaFileTable {
  id: Generated<number>;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

interface EcourseFileTable {
  id: Generated<number>;
  ecourse_id: number;
  media_file_id: number;
  file_type: Defaulted<'COURSEMANUAL' | 'ATTACHMENT'>;
  locale: string | null;
  position: number;
}

interface PublicationTable {
  id: Generated<number>;
  name: string;
}

interface EcoursePublicationTable {
  ecourse_id: number;
  publication_id: number;
}

interface EcourseReportCustomerTable {
  ecourse_id: number;
  customer_id: number;
}

interface EcourseQuoteCodeTable {
  ecourse_id: number;
  locale: string;
  code: string;
}

interface EcourseCommentTable {
  id: Generated<number>;
  ecourse_id: number;
  type: 'ELEARNINGCOURSE';
  text: string;
  author_user_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

interface LicenseTable {
  id: Generated<number>;
  uuid: Generated<string>;
  /** The Atrium user holding the license, or null when a remote learner holds it. */
  user_id: number | null;
  remote_learner_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_uuid: string | null;
  ecourse_id: number;
  created_at: Timestamp;
  started: NullableTimestamp;
  completed: NullableTimestamp;
  approved: NullableTimestamp;
  cancelled: Defaulted<boolean>;
  not_passed: Defaulted<boolean>;
  completion_status: string | null;
  success_status: string | null;
  score_raw: number | null;
  score_scaled: number | null;
  customer_id: number | null;
  /** Minor units. */
  cancellation_fee: Defaulted<number>;
  as_part_of_course_program: Defaulted<boolean>;
  approved_by: number | null;
  cancelled_at: NullableTimestamp;
  cancelled_by: number | null;
  competence_expires: string | null;
}

interface RuntimeSessionTable {
  id: Generated<number>;
  uuid: Generated<string>;
  license_id: number;
  package_item_id: number;
  started_at: Timestamp;
  last_seen_at: Timestamp;
  terminated_at: NullableTimestamp;
  remote_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** The RuntimeLearner the session was opened for (null for sessions opened before decision 0119). */
  learner: ColumnType<JsonDocument | null, string | null | undefined, string | null>;
}

interface RemoteScormCustomerTable {
  id: Generated<number>;
  ecourse_id: number;
  customer_id: number;
  token: Generated<string>;
  max_learners: number | null;
  created_at: Timestamp;
  created_by: number | null;
}

interface RemoteLearnerTable {
  id: Generated<number>;
  customer_id: number;
  /** The id the customer's LMS gives the learner. */
  learner_id: string;
  name: Defaulted<string>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

interface LearnerDataTable {
  license_id: number;
  package_item_id: number;
  cmi: Defaulted<Record<string, string>>;
  location: string | null;
  suspend_data: string | null;
  completion_status: string | null;
  success_status: string | null;
  score_raw: number | null;
  score_scaled: number | null;
  total_time: string | null;
  commit_session: string | null;
  commit_seq: number | null;
  version: Defaulted<number>;
  attempt: Defaulted<number>;
  attempt_ended: Defaulted<boolean>;
  interaction_base: Defaulted<number>;
  updated_at: Timestamp;
}

interface Cmi5RegistrationTable {
  registration: Generated<string>;
  license_id: number;
  package_item_id: number;
  created_at: Timestamp;
}

interface Cmi5LaunchTable {
  session_id: Generated<string>;
  registration: string;
  fetch_code: string;
  auth_token: string;
  fetched_at: NullableTimestamp;
  created_at: Timestamp;
  remote_token: ColumnType<string | null, string | null | undefined, string | null>;
  terminated_at: NullableTimestamp;
  abandoned_at: NullableTimestamp;
  actor: ColumnType<JsonDocument | null, string | null | undefined, string | null>;
  launch_data: ColumnType<JsonDocument | null, string | null | undefined, string | null>;
}

interface Cmi5StateTable {
  registration: string;
  activity_id: string;
  state_id: string;
  content: string;
  content_type: string;
  updated_at: Timestamp;
}

interface Cmi5StatementTable {
  id: string;
  registration: string;
  verb: string;
  statement: JsonDocument;
  stored: Timestamp;
}

interface PackageUploadTable {
  id: Generated<string>;
  user_id: number;
  created_at: Timestamp;
  received_at: NullableTimestamp;
  file_key: string | null;
  size_bytes: number | null;
}

/** Dates without time (course day, fire drill) are read as yyyy-MM-dd strings, as services/core/src/db.ts sets pg up to return them. */
interface HotworkTable {
  id: Generated<number>;
  participant_name: string;
  customer_id: number | null;
  course_date: string;
  certificate_number: string | null;
  received_proof_of_fire_drill: Defaulted<boolean>;
  fire_drill_date: string | null;
  comments: string | null;
  sent_to_customer: Defaulted<boolean>;
  sent_fire: Defaulted<boolean>;
  completed: Defaulted<boolean>;
  /** What the record certifies (decision 0256): an e-learning licence or a classroom participant, never both. */
  license_id: number | null;
  participant_id: number | null;
}

interface EcourseEvaluationTable {
  id: Generated<number>;
  uuid: Generated<string>;
  license_id: number;
  ecourse_id: number;
  created: Timestamp;
  rating: number;
  comment: Defaulted<string>;
  starred: Defaulted<boolean>;
}

/** What a merge moved, so its undo puts back exactly those licenses (migration 0070, decision 0134). */
interface PersonMoveTable {
  merge_id: number;
  license_id: number;
  from_user: number;
  from_uuid: string | null;
  cancelled_for_merge: boolean;
}

export interface ElearningTables {
  package: PackageTable;
  package_item: PackageItemTable;
  ecourse: EcourseTable;
  license: LicenseTable;
  runtime_session: RuntimeSessionTable;
  learner_data: LearnerDataTable;
  sequencing_state: SequencingStateTable;
  cmi5_registration: Cmi5RegistrationTable;
  cmi5_launch: Cmi5LaunchTable;
  cmi5_state: Cmi5StateTable;
  cmi5_statement: Cmi5StatementTable;
  package_upload: PackageUploadTable;
  hotwork: HotworkTable;
  ecourse_evaluation: EcourseEvaluationTable;
  ecourse_text: EcourseTextTable;
  ecourse_price: EcoursePriceTable;
  ecourse_price_customer: EcoursePriceCustomerTable;
  media_file: MediaFileTable;
  ecourse_file: EcourseFileTable;
  publication: PublicationTable;
  ecourse_publication: EcoursePublicationTable;
  ecourse_report_customer: EcourseReportCustomerTable;
  ecourse_quote_code: EcourseQuoteCodeTable;
  ecourse_comment: EcourseCommentTable;
  remote_scorm_customer: RemoteScormCustomerTable;
  remote_learner: RemoteLearnerTable;
  person_move: PersonMoveTable;
}

export type ElearningDb = Kysely<ElearningTables>;

export function elearningDb(db: Kysely<any>): ElearningDb {
  return (db as Kysely<ElearningTables>).withSchema('elearning');
}

// The tables above refine the ones generated from the migrated schema; this fails to compile when they drift apart.
/** @public Exported only so the compile-time check is kept. */
export type ElearningSchemaChecked = SchemaMatched<SchemaMismatches<ElearningTables, DB>>;
