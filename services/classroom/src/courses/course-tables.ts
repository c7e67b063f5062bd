import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

interface CourseProviderTable {
  id: Generated<number>;
  name: string;
  default_diploma_template_id: number | null;
}

interface DiplomaTemplateTable {
  id: Generated<number>;
  course_provider_id: number;
  name: string;
}

interface ClassroomCourseTextTable {
  classroom_course_id: number;
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

interface MediaFileTable {
  id: Generated<number>;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

interface ClassroomCourseFileTable {
  classroom_course_id: number;
  media_file_id: number;
  position: number;
}

interface ClassroomCourseCommentTable {
  id: Generated<number>;
  classroom_course_id: number;
  type: string;
  text: string;
  author_user_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

interface ClassroomCourseReportAccessTable {
  classroom_course_id: number;
  customer_id: number;
}

interface ClassroomCourseFrameworkAgreementTable {
  id: Generated<number>;
  classroom_course_id: number;
  customer_id: number;
  description: Defaulted<string>;
}

interface ClassroomCourseEvaluationTable {
  id: Generated<number>;
  classroom_course_id: number;
  rating: number;
  comment: Defaulted<string>;
  starred: Defaulted<boolean>;
  answered: Timestamp;
}

interface ClassroomCourseTestTable {
  id: Generated<number>;
  classroom_course_id: number;
  test_type: 'preTest' | 'exam';
  question_set_id: number | null;
}

interface ClassroomCourseElearningLessonTable {
  id: Generated<number>;
  classroom_course_id: number;
  course_elearning_id: number;
  epkg_lesson_id: number;
  description: Defaulted<string>;
}

interface ClassroomCourseQuoteCodeTable {
  classroom_course_id: number;
  locale: string;
  code: string;
}

/** The tables of migration 0002: everything a course template carries besides its list columns. */
export interface CourseDetailTables {
  course_provider: CourseProviderTable;
  diploma_template: DiplomaTemplateTable;
  classroom_course_text: ClassroomCourseTextTable;
  media_file: MediaFileTable;
  classroom_course_file: ClassroomCourseFileTable;
  classroom_course_comment: ClassroomCourseCommentTable;
  classroom_course_report_access: ClassroomCourseReportAccessTable;
  classroom_course_framework_agreement: ClassroomCourseFrameworkAgreementTable;
  classroom_course_evaluation: ClassroomCourseEvaluationTable;
  classroom_course_test: ClassroomCourseTestTable;
  classroom_course_elearning_lesson: ClassroomCourseElearningLessonTable;
  classroom_course_quote_code: ClassroomCourseQuoteCodeTable;
}
