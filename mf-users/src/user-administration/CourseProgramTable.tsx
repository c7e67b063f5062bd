import { Button, callEndpoint, ConfirmDialog, formatDate, useT } from '@atrium/shared-ui';
import {
  courseProgramEnrollmentEndpoints as endpoints,
  type CourseProgramEnrollment,
  type EnrollmentCourse,
} from '@atrium/reports-contract';
import { useState } from 'react';
import { ChooseSeatDialog } from './ChooseSeatDialog';
import { SwapCourseDialog } from './SwapCourseDialog';
import { applyChange } from './user-administration-api';
import './course-program-messages';

interface Props {
  enrollments: CourseProgramEnrollment[];
  /** Ongoing or finished, as document 002 §4 says (the server decides each one). */
  ongoing: boolean;
  onChanged: (enrollment: CourseProgramEnrollment) => void;
}

/** Course-programme enrolments with cancel (confirmed) and a swap per course the rules allow (document 002 §2, §4). */
export function CourseProgramTable({ enrollments, ongoing, onChanged }: Props) {
  const t = useT();
  const [cancelling, setCancelling] = useState<CourseProgramEnrollment | null>(null);
  const [swapping, setSwapping] = useState<EnrollmentCourse | null>(null);
  const [seating, setSeating] = useState<{ enrollment: CourseProgramEnrollment; course: EnrollmentCourse } | null>(null);
  const shown = enrollments.filter((enrollment) => enrollment.ongoing === ongoing);
  const caption = t(ongoing ? 'useradmin.programs.ongoing' : 'useradmin.programs.finished');

  const cancel = async (enrollment: CourseProgramEnrollment) => {
    setCancelling(null);
    await applyChange(
      () => callEndpoint(endpoints.cancel, { params: { enrollmentId: enrollment.enrollmentId } }),
      'useradmin.programs.cancelled',
      onChanged,
    );
  };

  return (
    <>
      <table className="atr-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.programs.program')}</th>
            <th scope="col">{t('useradmin.programs.enrolledAt')}</th>
            <th scope="col">{t('useradmin.programs.status')}</th>
            <th scope="col">{t('useradmin.programs.courses')}</th>
            <th scope="col">{t('useradmin.programs.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((enrollment) => (
            <tr key={enrollment.enrollmentId} data-enrollment-id={enrollment.enrollmentId} tabIndex={-1}>
              <td>{enrollment.courseProgramTitle}</td>
              <td>{formatDate(enrollment.enrolledAt)}</td>
              <td>{t(`useradmin.programs.status.${enrollment.status}`)}</td>
              <td>
                <ul>
                  {enrollment.courses.map((course) => (
                    <li key={course.position}>
                      {course.name}
                      {course.startDate && ` · ${formatDate(course.startDate)}`} ({t(`useradmin.programs.license.${course.licenseState}`)})
                      {enrollment.status === 'PENDING' && course.courseType === 'CLASSROOM' && course.licenseId === null && (
                        <>
                          {' '}
                          <Button variant="secondary" onClick={() => setSeating({ enrollment, course })}>
                            {t('useradmin.programs.seat', { course: course.name })}
                          </Button>
                        </>
                      )}
                      {course.swappable && (
                        <>
                          {' '}
                          <Button variant="secondary" onClick={() => setSwapping(course)}>
                            {t('useradmin.programs.swap', { course: course.name })}
                          </Button>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                {enrollment.ongoing && (
                  <Button variant="danger" onClick={() => setCancelling(enrollment)}>
                    {t('useradmin.programs.cancel', { program: enrollment.courseProgramTitle })}
                  </Button>
                )}
              </td>
            </tr>
          ))}
          {shown.length === 0 && (
            <tr>
              <td colSpan={5}>{t('useradmin.programs.none')}</td>
            </tr>
          )}
        </tbody>
      </table>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('useradmin.programs.cancel', { program: cancelling?.courseProgramTitle ?? '' })}
        message={t('useradmin.programs.cancel.confirm', { program: cancelling?.courseProgramTitle ?? '' })}
        confirmLabel={t('useradmin.programs.cancel.yes')}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
      {seating && (
        <ChooseSeatDialog enrollment={seating.enrollment} course={seating.course} onClose={() => setSeating(null)} onChosen={onChanged} />
      )}
      {swapping && <SwapCourseDialog course={swapping} onClose={() => setSwapping(null)} onSwapped={onChanged} />}
    </>
  );
}
