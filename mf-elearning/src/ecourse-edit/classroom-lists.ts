/*
 * The classroom area's answers the editor reads (services/classroom/src/contract). This remote does not
 * depend on the classroom service, so it names only the fields it uses and leaves checking them to the
 * classroom contract, which the classroom service answers by.
 */

export interface CourseProvider {
  id: number;
  name: string;
  defaultDiplomaTemplateId: number | null;
}

export interface DiplomaTemplate {
  id: number;
  name: string;
}

/** GET clcourses/{courseId}: the classroom course template an e-course can start from. */
export interface CourseTemplate {
  internalName: string;
  courseProviderId: number | null;
  courseLanguages: string[];
  skus: Partial<Record<string, string>>;
  length: { days: number; hours: number; minutes: number };
  courseTags: string[];
  classroomCourseFlags: { competenceCalculationValue: number | null; competenceCalculationMethod: string | null };
}

/** GET classroomCourse/{courseId}/courseTexts: one locale's texts, the same fields an e-course has. */
export type CourseTemplateText = { locale: string; courseTextMain: { title: string; text: string } } & Record<string, unknown>;
