import { ErrorPanel, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { personClassroomLicenseEndpoints } from '@atrium/classroom-contract';
import { personLicenseEndpoints } from '@atrium/elearning-contract';
import { courseProgramEnrollmentEndpoints, type CourseProgramEnrollment } from '@atrium/reports-contract';
import { useEffect, useRef } from 'react';
import { ClassroomLicenseTable } from './ClassroomLicenseTable';
import { CourseProgramTable } from './CourseProgramTable';
import { ElearningLicenseTable } from './ElearningLicenseTable';
import './course-tab-messages';

/**
 * courses (document 002 §2): the person's e-learning and classroom licenses and course-programme enrolments, each read
 * from the area that holds it. A change to an enrolment changes its licenses too, so they are read again.
 */
export function CoursesTab({ userId }: { userId: number }) {
  const t = useT();
  const elearning = useEndpoint(personLicenseEndpoints.list, { params: { userId } });
  const classroom = useEndpoint(personClassroomLicenseEndpoints.list, { params: { userId } });
  const programs = useEndpoint(courseProgramEnrollmentEndpoints.list, { params: { userId } });
  const programsPart = useRef<HTMLDivElement>(null);
  const changedEnrollment = useRef<number | null>(null);
  // A change can take away the button that had focus (the seat chosen, a cancelled enrolment moving to the finished
  // table): once the enrolments are read again, focus goes to the changed enrolment's row instead of the page.
  useEffect(() => {
    const enrollmentId = changedEnrollment.current;
    if (enrollmentId === null || programs.loading) return;
    changedEnrollment.current = null;
    if (document.activeElement !== document.body) return;
    const row = programsPart.current?.querySelector<HTMLElement>(`[data-enrollment-id="${enrollmentId}"]`);
    (row?.querySelector('button') ?? row)?.focus();
  }, [programs.data, programs.loading]);
  const failed = elearning.error ?? classroom.error ?? programs.error;
  if (failed)
    return (
      <ErrorPanel
        error={failed}
        onRetry={() => {
          elearning.reload();
          classroom.reload();
          programs.reload();
        }}
      />
    );
  if (!elearning.data || !classroom.data || !programs.data) return <Spinner />;
  const programChanged = (changed: CourseProgramEnrollment) => {
    changedEnrollment.current = changed.enrollmentId;
    programs.reload();
    elearning.reload();
    classroom.reload();
  };
  return (
    <>
      <h2>{t('useradmin.courses.elearning')}</h2>
      <ElearningLicenseTable
        userId={userId}
        licenses={elearning.data}
        onChanged={(changed) => elearning.set(elearning.data!.map((row) => (row.id === changed.id ? changed : row)))}
      />
      <h2>{t('useradmin.courses.classroom')}</h2>
      <ClassroomLicenseTable
        userId={userId}
        licenses={classroom.data}
        onChanged={(changed) => classroom.set(classroom.data!.map((row) => (row.id === changed.id ? changed : row)))}
      />
      <div ref={programsPart}>
        <h2>{t('useradmin.programs.title')}</h2>
        <CourseProgramTable enrollments={programs.data} ongoing onChanged={programChanged} />
        <CourseProgramTable enrollments={programs.data} ongoing={false} onChanged={programChanged} />
      </div>
    </>
  );
}
