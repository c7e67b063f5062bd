import { Button, callEndpoint, formatDate, Modal, Select, Spinner, useT } from '@atrium/shared-ui';
import {
  courseProgramEndpoints,
  courseProgramEnrollmentEndpoints as endpoints,
  type CourseProgramEnrollment,
  type EnrollmentCourse,
} from '@atrium/reports-contract';
import { useEffect, useState } from 'react';
import { applyChange } from './user-administration-api';

interface Props {
  enrollment: CourseProgramEnrollment;
  course: EnrollmentCourse;
  onClose: () => void;
  onChosen: (enrollment: CourseProgramEnrollment) => void;
}

interface Choice {
  value: string;
  label: string;
}

/**
 * A PENDING enrolment's classroom course takes its seat (decision 0252): the instances of that course with a free seat
 * that have not started, as the programme's instance call offers them; the enrolment is ENROLLED once every classroom
 * course has one.
 */
export function ChooseSeatDialog({ enrollment, course, onClose, onChosen }: Props) {
  const t = useT();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [target, setTarget] = useState('');

  useEffect(() => {
    let live = true;
    callEndpoint(courseProgramEndpoints.instances, { params: { programId: enrollment.programId } }).then(
      (instances) =>
        live &&
        setChoices(
          instances
            .filter((instance) => instance.courseId === course.courseId)
            .map((instance) => ({
              value: String(instance.id),
              label: [instance.name, instance.startDate && formatDate(instance.startDate), instance.placeName].filter(Boolean).join(' · '),
            })),
        ),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [enrollment.programId, course.courseId]);

  const choose = async () => {
    const done = await applyChange(
      () =>
        callEndpoint(endpoints.chooseSeat, {
          params: { enrollmentId: enrollment.enrollmentId },
          body: { classroomCourseId: course.courseId, instanceId: Number(target) },
        }),
      'useradmin.programs.seat.chosen',
      onChosen,
    );
    if (done) onClose();
  };

  return (
    <Modal
      open
      title={t('useradmin.programs.seat', { course: course.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={target === ''} onClick={() => void choose()}>
            {t('useradmin.programs.seat.yes')}
          </Button>
        </>
      }
    >
      {choices === null && <Spinner />}
      {choices?.length === 0 && <p>{t('useradmin.programs.seat.none')}</p>}
      {choices && choices.length > 0 && (
        <Select
          label={t('useradmin.programs.seat.instance')}
          placeholder=""
          options={choices}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
      )}
    </Modal>
  );
}
