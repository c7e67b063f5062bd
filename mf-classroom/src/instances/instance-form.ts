import type { Instance, InstanceWrite } from '@atrium/classroom-contract';

export type InstanceForm = Required<Omit<InstanceWrite, 'locale'>> & { locale: NonNullable<InstanceWrite['locale']> };

/** A new instance of the course: participant pricing (document 000 §9) and status new. */
export function newInstanceForm(courseId: number, locale: InstanceForm['locale']): InstanceForm {
  return {
    courseClassroom: courseId,
    locale,
    status: 1,
    sku: null,
    length: { days: 1, hours: 0, minutes: 0 },
    numParticipants: { minParticipants: null, maxParticipants: null },
    info: null,
    priceType: 'participant',
    price: null,
    currency: 'NOK',
    internalCourse: { courseInternal: false, customerId: null, price: null, orderReference: null },
    classroomCourseInstanceFlags: {
      diplomaDisabled: false,
      canPurchase: true,
      certificateDisabled: false,
      isAtriumCoursePlaceResponsible: false,
      coursePlaceConfirmed: false,
    },
    coursePlaceId: null,
    competenceCalculationValue: null,
    competenceCalculationMethod: null,
    diplomaTemplateId: null,
    taskSets: [],
    courseReportComments: null,
    customerContactPersonId: null,
    customerRapportPersonId: null,
  };
}

export function formOf(instance: Instance): InstanceForm {
  const { id: _id, uuid: _uuid, startDate: _s, endDate: _e, parentId: _p, happeningCount: _h, dayMismatch: _d, ...form } = instance;
  return form;
}

/** Amounts are entered in major units and stored in minor units (times 100). */
export const toMinor = (text: string): number | null =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Math.round(Number(text) * 100);
export const toMajor = (value: number | null): string => (value === null ? '' : String(value / 100));

/** A number field's text as an integer, or null when empty. */
export const intOrNull = (text: string): number | null => (text.trim() === '' ? null : Math.trunc(Number(text)));
