import type { ColumnType, Generated, Kysely } from 'kysely';
import type { PackageStatus, PackageType } from './contract';

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
  manifest: Defaulted<unknown>;
  created_at: Timestamp;
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
}

interface LicenseTable {
  id: Generated<number>;
  uuid: Generated<string>;
  user_id: number;
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
}

interface RuntimeSessionTable {
  id: Generated<number>;
  uuid: Generated<string>;
  license_id: number;
  package_item_id: number;
  started_at: Timestamp;
  last_seen_at: Timestamp;
  terminated_at: NullableTimestamp;
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
  statement: unknown;
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

export interface ElearningTables {
  package: PackageTable;
  package_item: PackageItemTable;
  ecourse: EcourseTable;
  license: LicenseTable;
  runtime_session: RuntimeSessionTable;
  learner_data: LearnerDataTable;
  cmi5_registration: Cmi5RegistrationTable;
  cmi5_launch: Cmi5LaunchTable;
  cmi5_state: Cmi5StateTable;
  cmi5_statement: Cmi5StatementTable;
  package_upload: PackageUploadTable;
  hotwork: HotworkTable;
  ecourse_evaluation: EcourseEvaluationTable;
}

export type ElearningDb = Kysely<ElearningTables>;

export function elearningDb(db: Kysely<any>): ElearningDb {
  return (db as Kysely<ElearningTables>).withSchema('elearning');
}
