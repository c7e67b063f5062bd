import type { Selectable } from 'kysely';
import type { Instance, InstanceWriteParsed } from '@atrium/classroom-contract';
import type { InstanceTables } from './instance-tables';

type InstanceRow = Selectable<InstanceTables['classroom_course_instance']>;

export function toInstance(row: InstanceRow, happeningCount: number, courseDays: number): Instance {
  return {
    id: row.id,
    uuid: row.uuid,
    courseClassroom: row.classroom_course_id,
    locale: row.locale as Instance['locale'],
    status: row.status,
    sku: row.sku,
    startDate: row.start_date,
    endDate: row.end_date,
    length: { days: row.length_days, hours: row.length_hours, minutes: row.length_minutes },
    numParticipants: { minParticipants: row.min_participants, maxParticipants: row.max_participants },
    info: row.info,
    priceType: row.price_type,
    price: row.price,
    currency: row.currency,
    internalCourse: {
      courseInternal: row.course_internal,
      customerId: row.customer_id,
      price: row.internal_price,
      orderReference: row.order_reference,
    },
    classroomCourseInstanceFlags: {
      diplomaDisabled: row.diploma_disabled,
      canPurchase: row.can_purchase,
      certificateDisabled: row.certificate_disabled,
      isAtriumCoursePlaceResponsible: row.is_atrium_course_place_responsible,
      coursePlaceConfirmed: row.course_place_confirmed,
    },
    coursePlaceId: row.course_place_id,
    competenceCalculationValue: row.competence_calculation_value,
    competenceCalculationMethod: row.competence_calculation_method,
    diplomaTemplateId: row.diploma_template_id,
    taskSets: row.task_sets,
    courseReportComments: row.course_report_comments,
    customerContactPersonId: row.customer_contact_person_id,
    customerRapportPersonId: row.customer_rapport_person_id,
    parentId: row.parent_id,
    happeningCount,
    dayMismatch: courseDays !== happeningCount,
  };
}

/** Column values of a write; the internal customer and price are kept only for an internal course. */
export function instanceColumns(write: InstanceWriteParsed) {
  const internal = write.internalCourse;
  const flags = write.classroomCourseInstanceFlags;
  return {
    classroom_course_id: write.courseClassroom,
    locale: write.locale,
    status: write.status,
    sku: write.sku || null,
    length_days: write.length.days,
    length_hours: write.length.hours,
    length_minutes: write.length.minutes,
    min_participants: write.numParticipants.minParticipants,
    max_participants: write.numParticipants.maxParticipants,
    info: write.info,
    price_type: write.priceType,
    price: write.price,
    currency: write.currency,
    course_internal: internal.courseInternal,
    customer_id: internal.courseInternal ? internal.customerId : null,
    internal_price: internal.courseInternal ? internal.price : null,
    order_reference: internal.courseInternal ? internal.orderReference : null,
    diploma_disabled: flags.diplomaDisabled,
    can_purchase: flags.canPurchase,
    certificate_disabled: flags.certificateDisabled,
    is_atrium_course_place_responsible: flags.isAtriumCoursePlaceResponsible,
    course_place_confirmed: flags.coursePlaceConfirmed,
    course_place_id: write.coursePlaceId,
    competence_calculation_value: write.competenceCalculationValue,
    competence_calculation_method: write.competenceCalculationMethod,
    diploma_template_id: write.diplomaTemplateId,
    task_sets: write.taskSets,
    course_report_comments: write.courseReportComments,
    customer_contact_person_id: write.customerContactPersonId,
    customer_rapport_person_id: write.customerRapportPersonId,
  };
}
