import { ErrorPanel, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { personClassroomLicenseEndpoints } from '@atrium/classroom-contract';
import { personLicenseEndpoints } from '@atrium/elearning-contract';
import { courseProgramEnrollmentEndpoints } from '@atrium/reports-contract';
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
  const programChanged = () => {
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
      <h2>{t('useradmin.programs.title')}</h2>
      <CourseProgramTable enrollments={programs.data} ongoing onChanged={programChanged} />
      <CourseProgramTable enrollments={programs.data} ongoing={false} onChanged={programChanged} />
    </>
  );
}
