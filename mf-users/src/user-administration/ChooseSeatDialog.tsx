import { callEndpoint, useEndpoint, useT } from '@atrium/shared-ui';
import {
  courseProgramEndpoints,
  courseProgramEnrollmentEndpoints as endpoints,
  type CourseProgramEnrollment,
  type EnrollmentCourse,
} from '@atrium/reports-contract';
import { ChoiceDialog, instanceChoice } from './ChoiceDialog';
import { applyChange } from './user-administration-api';

interface Props {
  enrollment: CourseProgramEnrollment;
  course: EnrollmentCourse;
  onClose: () => void;
  onChosen: (enrollment: CourseProgramEnrollment) => void;
}

/**
 * A PENDING enrolment's classroom course takes its seat (decision 0252): the instances of that course with a free seat
 * that have not started, as the programme's instance call offers them; the enrolment is ENROLLED once every classroom
 * course has one.
 */
export function ChooseSeatDialog({ enrollment, course, onClose, onChosen }: Props) {
  const t = useT();
  const instances = useEndpoint(courseProgramEndpoints.instances, { params: { programId: enrollment.programId } });
  return (
    <ChoiceDialog
      title={t('useradmin.programs.seat', { course: course.name })}
      label={t('useradmin.programs.seat.instance')}
      confirmLabel={t('useradmin.programs.seat.yes')}
      noneKey="useradmin.programs.seat.none"
      choices={instances.data?.filter((instance) => instance.courseId === course.courseId).map(instanceChoice)}
      failure={instances.error}
      onRetry={instances.reload}
      onClose={onClose}
      onConfirm={(instanceId) =>
        applyChange(
          () =>
            callEndpoint(endpoints.chooseSeat, {
              params: { enrollmentId: enrollment.enrollmentId },
              body: { classroomCourseId: course.courseId, instanceId: Number(instanceId) },
            }),
          'useradmin.programs.seat.chosen',
          onChosen,
        )
      }
    />
  );
}
