import type { Selectable } from 'kysely';
import type { Ecourse, EcourseGeneral } from '@atrium/elearning-contract';
import type { ElearningTables } from '../db';

type EcourseRow = Selectable<ElearningTables['ecourse']>;

// The columns hold only keys the contract allowed in, so reading them back as its types is safe.
export function toEcourse(row: EcourseRow): Ecourse {
  return {
    id: row.id,
    uuid: row.uuid,
    productId: row.product_id,
    internalName: row.internal_name,
    courseLanguage: row.course_language as Ecourse['courseLanguage'],
    length: { hours: row.length_hours, minutes: row.length_minutes },
    daysAvailable: row.days_available,
    courseTags: row.course_tags as Ecourse['courseTags'],
    userVerificationTags: row.user_verification_tags as Ecourse['userVerificationTags'],
    productCategories: row.product_categories as Ecourse['productCategories'],
    sku: row.sku,
    courseProviderId: row.course_provider_id,
    diplomaTemplateId: row.diploma_template_id,
    eLearningCourseFlags: {
      canStart: row.can_start,
      canPurchase: row.can_purchase,
      availableOfflineApp: row.available_offline_app,
      disableEvaluation: row.disable_evaluation,
      hotWorks: row.hot_works,
    },
    competenceCalculation: {
      method: row.competence_calculation_method as Ecourse['competenceCalculation']['method'],
      months: row.competence_calculation_months,
    },
    skipLandingPage: row.skip_landing_page,
    courseResponsible: row.course_responsible,
    subjectResponsible: row.subject_responsible,
    classroomCourseId: row.classroom_course_id,
    packageId: row.package_id,
  };
}

/** The columns a create, update or copy writes. */
export function generalColumns(course: EcourseGeneral) {
  return {
    internal_name: course.internalName,
    course_language: course.courseLanguage,
    length_hours: course.length.hours,
    length_minutes: course.length.minutes,
    days_available: course.daysAvailable,
    course_tags: course.courseTags,
    user_verification_tags: course.userVerificationTags,
    product_categories: course.productCategories,
    sku: course.sku === '' ? null : course.sku,
    course_provider_id: course.courseProviderId,
    diploma_template_id: course.diplomaTemplateId,
    can_start: course.eLearningCourseFlags.canStart,
    can_purchase: course.eLearningCourseFlags.canPurchase,
    available_offline_app: course.eLearningCourseFlags.availableOfflineApp,
    disable_evaluation: course.eLearningCourseFlags.disableEvaluation,
    hot_works: course.eLearningCourseFlags.hotWorks,
    competence_calculation_method: course.competenceCalculation.method,
    competence_calculation_months: course.competenceCalculation.months,
    skip_landing_page: course.skipLandingPage,
  };
}
