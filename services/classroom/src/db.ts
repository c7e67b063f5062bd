import type { DB } from './db-schema';
import type { SchemaMatched, SchemaMismatches } from '@atrium/service-core';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Currency } from '@atrium/classroom-contract';
import type { InstanceTables } from './instances/instance-tables';
import type { CourseDetailTables } from './courses/course-tables';
import type { CoursePackageTables } from './course-package/course-package-tables';
import type { ParticipantTables } from './licenses/participant-tables';
import type { CoursePlaceTables } from './course-place/course-place-tables';
import type { ClassroomManagementTables } from './classroom-management/classroom-management-tables';
import type { InstructorPageTables } from './instructor-page/instructor-page-tables';
import type { DiplomaTemplateTables } from './diploma-templates/diploma-template-tables';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface ClassroomCourseTable {
  id: Generated<number>;
  uuid: Generated<string>;
  product_uuid: string | null;
  internal_name: string;
  course_provider_id: number | null;
  course_languages: Defaulted<string[]>;
  /** Locale → article number. */
  skus: Defaulted<Record<string, string>>;
  length_days: Defaulted<number>;
  length_hours: Defaulted<number>;
  length_minutes: Defaulted<number>;
  min_participants: number | null;
  max_participants: number | null;
  course_tags: Defaulted<string[]>;
  course_responsible: number | null;
  subject_responsible: number | null;
  diploma_disabled: Defaulted<boolean>;
  can_purchase: Defaulted<boolean>;
  certificate_disabled: Defaulted<boolean>;
  /** Passing a seat on it makes a hot-works record (decision 0263). */
  hot_works: Defaulted<boolean>;
  /** Months a competence stays valid. */
  competence_calculation_value: number | null;
  competence_calculation_method: string | null;
  diploma_template_id: number | null;
  /** Per-day "HH:MM-HH:MM" pairs separated by commas. */
  course_date_times: string | null;
  /** The integration number. */
  product_id: string | null;
  product_categories: Defaulted<string[]>;
  /** The general course the template was created from. */
  course_id: number | null;
  report_access: Defaulted<boolean>;
  elearning_lessons_allowed: Defaulted<boolean>;
}

interface ClassroomCoursePriceTable {
  id: Generated<number>;
  classroom_course_id: number;
  /** 'YYYY-MM-DD' */
  from_date: string;
  to_date: string;
  /** Minor units. */
  value: number;
  currency: Currency;
}

/** What a merge moved, so its undo puts back exactly those rows (migration 0070, decision 0134). */
interface PersonMoveTable {
  merge_id: number;
  table_name: 'participant' | 'waiting_list';
  row_id: number;
  from_user: number;
}

export interface ClassroomTables
  extends
    InstanceTables,
    CourseDetailTables,
    CoursePackageTables,
    ParticipantTables,
    CoursePlaceTables,
    ClassroomManagementTables,
    InstructorPageTables,
    DiplomaTemplateTables {
  classroom_course: ClassroomCourseTable;
  classroom_course_price: ClassroomCoursePriceTable;
  person_move: PersonMoveTable;
}

export type ClassroomDb = Kysely<ClassroomTables>;

export function classroomDb(db: Kysely<any>): ClassroomDb {
  return (db as Kysely<ClassroomTables>).withSchema('classroom');
}

// The tables above refine the ones generated from the migrated schema; this fails to compile when they drift apart.
/** @public Exported only so the compile-time check is kept. */
export type ClassroomSchemaChecked = SchemaMatched<SchemaMismatches<ClassroomTables, DB>>;
