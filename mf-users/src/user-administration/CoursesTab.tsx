import { ErrorPanel, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { personClassroomLicenseEndpoints } from '@atrium/classroom-contract';
import { personLicenseEndpoints } from '@atrium/elearning-contract';
import { ClassroomLicenseTable } from './ClassroomLicenseTable';
import { ElearningLicenseTable } from './ElearningLicenseTable';
import './course-tab-messages';

/** courses (document 002 §2): the person's e-learning and classroom licenses, each read from the area that holds it. */
export function CoursesTab({ userId }: { userId: number }) {
  const t = useT();
  const elearning = useEndpoint(personLicenseEndpoints.list, { params: { userId } });
  const classroom = useEndpoint(personClassroomLicenseEndpoints.list, { params: { userId } });
  const failed = elearning.error ?? classroom.error;
  if (failed)
    return (
      <ErrorPanel
        error={failed}
        onRetry={() => {
          elearning.reload();
          classroom.reload();
        }}
      />
    );
  if (!elearning.data || !classroom.data) return <Spinner />;
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
    </>
  );
}
