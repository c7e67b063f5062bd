import type { Selectable } from 'kysely';
import type { ClassroomCourse, ClassroomCourseGeneral, CourseLocale } from '@atrium/classroom-contract';
import type { ClassroomTables } from '../db';

type CourseRow = Selectable<ClassroomTables['classroom_course']>;

export function toClassroomCourse(row: CourseRow): ClassroomCourse {
  return {
    id: row.id,
    uuid: row.uuid,
    internalName: row.internal_name,
    courseId: row.course_id,
    productUUID: row.product_uuid,
    courseProviderId: row.course_provider_id,
    courseLanguages: row.course_languages as CourseLocale[],
    skus: row.skus,
    length: { days: row.length_days, hours: row.length_hours, minutes: row.length_minutes },
    numParticipants: { minParticipants: row.min_participants, maxParticipants: row.max_participants },
    courseTags: row.course_tags,
    courseResponsible: row.course_responsible,
    subjectResponsible: row.subject_responsible,
    classroomCourseFlags: {
      diplomaDisabled: row.diploma_disabled,
      canPurchase: row.can_purchase,
      certificateDisabled: row.certificate_disabled,
      hotWorks: row.hot_works,
      competenceCalculationValue: row.competence_calculation_value,
      competenceCalculationMethod: row.competence_calculation_method,
    },
    diplomaTemplateId: row.diploma_template_id,
    courseDateTimes: row.course_date_times ?? '',
    productId: row.product_id,
  };
}

/** The columns a create, update or copy writes; the article numbers keep only the chosen languages. */
export function generalColumns(course: ClassroomCourseGeneral) {
  return {
    internal_name: course.internalName,
    course_id: course.courseId,
    product_uuid: course.productUUID,
    course_provider_id: course.courseProviderId,
    course_languages: course.courseLanguages,
    skus: Object.fromEntries(Object.entries(course.skus).filter(([, sku]) => sku !== '')),
    length_days: course.length.days,
    length_hours: course.length.hours,
    length_minutes: course.length.minutes,
    min_participants: course.numParticipants.minParticipants,
    max_participants: course.numParticipants.maxParticipants,
    course_tags: course.courseTags,
    course_responsible: course.courseResponsible,
    subject_responsible: course.subjectResponsible,
    diploma_disabled: course.classroomCourseFlags.diplomaDisabled,
    can_purchase: course.classroomCourseFlags.canPurchase,
    certificate_disabled: course.classroomCourseFlags.certificateDisabled,
    hot_works: course.classroomCourseFlags.hotWorks,
    competence_calculation_value: course.classroomCourseFlags.competenceCalculationValue,
    competence_calculation_method: course.classroomCourseFlags.competenceCalculationMethod,
    diploma_template_id: course.diplomaTemplateId,
    course_date_times: course.courseDateTimes,
  };
}
