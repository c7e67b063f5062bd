import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface CoursePackageTable {
  id: Generated<number>;
  classroom_course_id: number;
  mail_subject: Defaulted<string>;
  mail_body: Defaulted<string>;
}

interface CoursePackageFileTable {
  course_package_id: number;
  media_file_id: number;
  position: number;
}

interface CoursePackageEcourseTable {
  course_package_id: number;
  /** An e-course of the elearning area. */
  ecourse_id: number;
  position: number;
}

export interface CoursePackageTables {
  course_package: CoursePackageTable;
  course_package_file: CoursePackageFileTable;
  course_package_ecourse: CoursePackageEcourseTable;
}
