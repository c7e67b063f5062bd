import type { ColumnType, Generated } from 'kysely';
import type { Currency } from '@atrium/classroom-contract';
import type { InstanceFileType, PriceType } from '@atrium/classroom-contract';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** 'YYYY-MM-DD' */
type Day = string;

interface TaskSetTable {
  id: Generated<number>;
  name: string;
}

interface ClassroomCourseInstanceTable {
  id: Generated<number>;
  uuid: Generated<string>;
  classroom_course_id: number;
  locale: Defaulted<string>;
  status: Defaulted<number>;
  sku: string | null;
  /** Derived from the earliest and latest happening. */
  start_date: Defaulted<Day | null>;
  end_date: Defaulted<Day | null>;
  length_days: Defaulted<number>;
  length_hours: Defaulted<number>;
  length_minutes: Defaulted<number>;
  min_participants: number | null;
  max_participants: number | null;
  info: string | null;
  price_type: Defaulted<PriceType>;
  /** Minor units. */
  price: number | null;
  currency: Defaulted<Currency>;
  course_internal: Defaulted<boolean>;
  /** A company-area customer id. */
  customer_id: number | null;
  internal_price: number | null;
  order_reference: string | null;
  diploma_disabled: Defaulted<boolean>;
  can_purchase: Defaulted<boolean>;
  certificate_disabled: Defaulted<boolean>;
  is_atrium_course_place_responsible: Defaulted<boolean>;
  course_place_confirmed: Defaulted<boolean>;
  course_place_id: number | null;
  /** Set by triggers (migration 0088): a task done before must be done again (document 002 §4). */
  dates_changed_at: Defaulted<Date | null>;
  place_changed_at: Defaulted<Date | null>;
  competence_calculation_value: number | null;
  competence_calculation_method: string | null;
  diploma_template_id: number | null;
  task_sets: Defaulted<number[]>;
  course_report_comments: string | null;
  /** Users-area user ids. */
  customer_contact_person_id: number | null;
  customer_rapport_person_id: number | null;
  /** The group course this instance is a part of. */
  parent_id: number | null;
  /** Document 002 §3: what staff run the instance with (migration 0015). */
  external_info: Defaulted<string | null>;
  internal_info: Defaulted<string | null>;
  packaged_materials_count: Defaulted<number | null>;
  packaged_materials_extra_info: Defaulted<string | null>;
  block_notifications: Defaulted<boolean>;
  instance_has_pre_score: Defaulted<boolean>;
  instance_has_post_score: Defaulted<boolean>;
  /** Document 002 §3 (migration 0016): maximum pre- and post-test scores, the signing page's code, report comments. */
  pre_score: Defaulted<number>;
  post_score: Defaulted<number>;
  participant_list_code: Defaulted<string>;
  report_customer_comment: Defaulted<string | null>;
  report_internal_comment: Defaulted<string | null>;
  /** When the instance was made (migration 0033): a fresh course starts within 14 days of it. */
  created: Generated<Date>;
}

interface ClassroomHappeningTable {
  id: Generated<number>;
  cli_id: number;
  date: Day;
  /** 'HH:MM:SS' */
  from_time: string;
  to_time: string;
  room_id: number | null;
}

interface ClassroomHappeningInstructorTable {
  happening_id: number;
  /** A users-area user id. */
  instructor_id: number;
}

interface ClassroomCourseInstanceTextTable {
  cli_id: number;
  locale: string;
  texts: Record<string, string>;
}

interface ClassroomCourseInstanceFileTable {
  cli_id: number;
  media_file_id: number;
  position: number;
  /** Document 002 §3; decision 0237. */
  file_type: Defaulted<InstanceFileType>;
  uploaded_by: number | null;
}

interface ClassroomCourseInstanceDiscountTable {
  id: Generated<number>;
  cli_id: number;
  customer_id: number;
  /** numeric(5,2): pg returns it as text. */
  discount_percent: ColumnType<string, number, number>;
}

export interface InstanceTables {
  task_set: TaskSetTable;
  classroom_course_instance: ClassroomCourseInstanceTable;
  classroom_happening: ClassroomHappeningTable;
  classroom_happening_instructor: ClassroomHappeningInstructorTable;
  classroom_course_instance_text: ClassroomCourseInstanceTextTable;
  classroom_course_instance_discount: ClassroomCourseInstanceDiscountTable;
  classroom_course_instance_file: ClassroomCourseInstanceFileTable;
}
