import { callEndpoint, Checkbox, useAuth, useLoad, useT } from '@atrium/shared-ui';
import { COURSE_ADMINS } from '@atrium/core-contract';
import {
  courseProgramEnrollmentEndpoints as endpoints,
  type CourseProgramEnrollment,
  type EnrollmentCourse,
} from '@atrium/reports-contract';
import { useState } from 'react';
import { ChoiceDialog, instanceChoice, type Choice } from './ChoiceDialog';
import { applyChange } from './user-administration-api';

interface Props {
  course: EnrollmentCourse;
  onClose: () => void;
  onSwapped: (enrollment: CourseProgramEnrollment) => void;
}

/**
 * Document 002 §4 and §7: swap one course of an enrolment for another the "available" call offers (another instance
 * of a classroom course, another e-course), confirmed in the dialog; course staff may ignore the cancellation rules.
 */
export function SwapCourseDialog({ course, onClose, onSwapped }: Props) {
  const t = useT();
  const staff = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const [ignoreRules, setIgnoreRules] = useState(false);
  const classroom = course.courseType === 'CLASSROOM';
  const licenseId = course.licenseId!;
  const choices = useLoad(`${course.courseType}:${licenseId}`, async (signal): Promise<Choice[]> =>
    classroom
      ? (await callEndpoint(endpoints.availableClassroomCourses, { body: { licenseId } }, { signal })).map(instanceChoice)
      : (await callEndpoint(endpoints.availableElearningCourses, { body: { licenseId } }, { signal })).map((ecourse) => ({
          value: String(ecourse.id),
          label: ecourse.name,
        })),
  );

  const swap = (target: string) =>
    applyChange(
      () =>
        classroom
          ? callEndpoint(endpoints.swapClassroomCourse, {
              body: { licenseId, swapToClassroomCourseId: Number(target), ignoreCancellationRules: staff && ignoreRules },
            })
          : callEndpoint(endpoints.swapElearningCourse, { body: { licenseId, swapToElearningCourseId: Number(target) } }),
      'useradmin.programs.swapped',
      onSwapped,
    );

  return (
    <ChoiceDialog
      title={t('useradmin.programs.swap', { course: course.name })}
      label={t('useradmin.programs.swap.to')}
      confirmLabel={t('useradmin.programs.swap.yes')}
      noneKey="useradmin.programs.swap.none"
      choices={choices.data}
      failure={choices.error}
      onRetry={choices.reload}
      onClose={onClose}
      onConfirm={swap}
    >
      {(chosen) => (
        <>
          {classroom && staff && (
            <Checkbox
              label={t('useradmin.programs.swap.ignoreRules')}
              checked={ignoreRules}
              onChange={(event) => setIgnoreRules(event.target.checked)}
            />
          )}
          {chosen && <p role="status">{t('useradmin.programs.swap.confirm', { course: course.name, target: chosen.label })}</p>}
        </>
      )}
    </ChoiceDialog>
  );
}
