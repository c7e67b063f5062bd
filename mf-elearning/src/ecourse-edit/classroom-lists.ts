/*
 * The fields of the classroom course template the e-course editor starts from (@atrium/classroom-contract's
 * classroomCourseSchema answers more): only what prefillFromTemplate reads, so its tests build a small one.
 */

/** GET clcourses/{courseId}: the classroom course template an e-course can start from. */
export interface CourseTemplate {
  internalName: string;
  courseProviderId: number | null;
  courseLanguages: string[];
  skus: Partial<Record<string, string>>;
  length: { days: number; hours: number; minutes: number };
  courseTags: string[];
  classroomCourseFlags: { competenceCalculationValue: number | null; competenceCalculationMethod: string | null; hotWorks: boolean };
}

/** GET classroomCourse/{courseId}/courseTexts: one locale's texts, the same fields an e-course has. */
export type CourseTemplateText = { locale: string; courseTextMain: { title: string; text: string } } & Record<string, unknown>;
