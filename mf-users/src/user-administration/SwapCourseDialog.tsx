import { Button, callEndpoint, Checkbox, formatDate, Modal, Select, Spinner, useAuth, useT } from '@atrium/shared-ui';
import { COURSE_ADMINS } from '@atrium/core-contract';
import {
  courseProgramEnrollmentEndpoints as endpoints,
  type CourseProgramEnrollment,
  type EnrollmentCourse,
} from '@atrium/reports-contract';
import { useEffect, useState } from 'react';
import { applyChange } from './user-administration-api';

interface Props {
  course: EnrollmentCourse;
  onClose: () => void;
  onSwapped: (enrollment: CourseProgramEnrollment) => void;
}

interface Choice {
  value: string;
  label: string;
}

/**
 * Document 002 §4 and §7: swap one course of an enrolment for another the "available" call offers (another instance
 * of a classroom course, another e-course), confirmed in the dialog; course staff may ignore the cancellation rules.
 */
export function SwapCourseDialog({ course, onClose, onSwapped }: Props) {
  const t = useT();
  const staff = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [target, setTarget] = useState('');
  const [ignoreRules, setIgnoreRules] = useState(false);
  const classroom = course.courseType === 'CLASSROOM';
  const licenseId = course.licenseId!;

  useEffect(() => {
    let live = true;
    const load = async (): Promise<Choice[]> =>
      classroom
        ? (await callEndpoint(endpoints.availableClassroomCourses, { body: { licenseId } })).map((instance) => ({
            value: String(instance.id),
            label: [instance.name, instance.startDate && formatDate(instance.startDate), instance.placeName].filter(Boolean).join(' · '),
          }))
        : (await callEndpoint(endpoints.availableElearningCourses, { body: { licenseId } })).map((ecourse) => ({
            value: String(ecourse.id),
            label: ecourse.name,
          }));
    load().then(
      (loaded) => live && setChoices(loaded),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [classroom, licenseId]);

  const swap = async () => {
    const id = Number(target);
    const done = await applyChange(
      () =>
        classroom
          ? callEndpoint(endpoints.swapClassroomCourse, {
              body: { licenseId, swapToClassroomCourseId: id, ignoreCancellationRules: staff && ignoreRules },
            })
          : callEndpoint(endpoints.swapElearningCourse, { body: { licenseId, swapToElearningCourseId: id } }),
      'useradmin.programs.swapped',
      onSwapped,
    );
    if (done) onClose();
  };

  const targetLabel = choices?.find((choice) => choice.value === target)?.label ?? '';
  return (
    <Modal
      open
      title={t('useradmin.programs.swap', { course: course.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={target === ''} onClick={() => void swap()}>
            {t('useradmin.programs.swap.yes')}
          </Button>
        </>
      }
    >
      {choices === null && <Spinner />}
      {choices?.length === 0 && <p>{t('useradmin.programs.swap.none')}</p>}
      {choices && choices.length > 0 && (
        <>
          <Select
            label={t('useradmin.programs.swap.to')}
            placeholder=""
            options={choices}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
          {classroom && staff && (
            <Checkbox
              label={t('useradmin.programs.swap.ignoreRules')}
              checked={ignoreRules}
              onChange={(event) => setIgnoreRules(event.target.checked)}
            />
          )}
          {target !== '' && <p role="status">{t('useradmin.programs.swap.confirm', { course: course.name, target: targetLabel })}</p>}
        </>
      )}
    </Modal>
  );
}
