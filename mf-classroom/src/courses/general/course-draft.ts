import {
  classroomCourseGeneralSchema,
  formatCourseDateTimes,
  parseCourseDateTimes,
  resizeDayTimes,
  TIME_MISSING,
  type ClassroomCourseGeneralInput,
  type DayTime,
} from '@atrium/classroom-contract';

/** What the general and technical tabs edit: the general data with day times as rows. */
export interface CourseDraft {
  general: ClassroomCourseGeneralInput;
  dayTimes: DayTime[];
}

export function draftOf(general: ClassroomCourseGeneralInput): CourseDraft {
  return { general, dayTimes: resizeDayTimes(parseCourseDateTimes(general.courseDateTimes), general.length.days) };
}

export function emptyDraft(courseId: number | null): CourseDraft {
  return draftOf({
    internalName: '',
    courseId,
    courseProviderId: null,
    courseLanguages: ['nb_NO'],
    skus: {},
    length: { days: 1, hours: 0, minutes: 0 },
    numParticipants: { minParticipants: null, maxParticipants: null },
    courseTags: [],
    courseResponsible: null,
    subjectResponsible: null,
    classroomCourseFlags: {
      diplomaDisabled: false,
      canPurchase: true,
      certificateDisabled: false,
      hotWorks: false,
      competenceCalculationValue: null,
      competenceCalculationMethod: null,
    },
    diplomaTemplateId: null,
    courseDateTimes: '08:00-16:00',
  });
}

export type DraftErrors = Record<string, string>;

/** The same schema the service validates with; errors keyed by field path, values message keys or zod text. */
export function validateDraft(draft: CourseDraft): { body: ClassroomCourseGeneralInput; errors: DraftErrors } {
  const body = { ...draft.general, courseDateTimes: formatCourseDateTimes(draft.dayTimes) };
  const result = classroomCourseGeneralSchema.safeParse(body);
  const errors: DraftErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  if (draft.dayTimes.length === 0) errors.courseDateTimes = TIME_MISSING;
  return { body, errors };
}
