import type { Ecourse } from '@atrium/elearning-contract';
import { ToastHost } from '@atrium/shared-ui';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';

export const TEST_COURSE: Ecourse = {
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  productId: 'E-7',
  internalName: 'Working at heights',
  courseLanguage: 'nb_NO',
  length: { hours: 1, minutes: 30 },
  daysAvailable: 365,
  courseTags: [],
  userVerificationTags: [],
  productCategories: [],
  sku: null,
  courseProviderId: null,
  diplomaTemplateId: null,
  eLearningCourseFlags: { canStart: true, canPurchase: true, availableOfflineApp: false, disableEvaluation: false, hotWorks: false },
  competenceCalculation: { method: null, months: null },
  skipLandingPage: false,
  courseResponsible: null,
  subjectResponsible: null,
  classroomCourseId: null,
  packageId: null,
};

/** Renders a tab the way the editor mounts it, with the toasts it shows. */
export function renderTab(Tab: ComponentType<EcourseTabProps>, course: Ecourse = TEST_COURSE, onCourseChanged = jest.fn()) {
  return render(
    <>
      <Tab course={course} onCourseChanged={onCourseChanged} />
      <ToastHost />
    </>,
  );
}
