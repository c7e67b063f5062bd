import type { CourseTextField } from '@atrium/core-contract';

/** The column of each course text field; the classroom and e-learning text tables name them alike. */
export const COURSE_TEXT_COLUMN_OF = {
  courseTextOverview: 'course_text_overview',
  courseTextParticipantInfo: 'course_text_participant_info',
  courseTextCompetence: 'course_text_competence',
  courseTextRegulations: 'course_text_regulations',
  courseTextTerms: 'course_text_terms',
  courseTextDiploma: 'course_text_diploma',
  courseTextCourseManual: 'course_text_course_manual',
  courseEvaluation: 'course_evaluation',
} as const satisfies Record<CourseTextField, string>;
