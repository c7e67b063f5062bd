import { COURSE_ADMINS } from '@atrium/core-contract';
import { courseProgramEndpoints, type CourseProgram } from '@atrium/reports-contract';
import { Button, DataGrid, DeadEndPage, ErrorPanel, Page, useAuth, useEndpoint, useT, type ColDef } from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { EnrolDialog } from './EnrolDialog';
import { NewCourseProgramDialog } from './NewCourseProgramDialog';
import './messages';

/**
 * /sales/course-programs (decision 0252): course staff make course programmes of classroom courses and e-courses and
 * enrol people on them; each person's enrolments are then on the courses tab of their administration.
 */
export default function CourseProgramsPage() {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const programs = useEndpoint(courseProgramEndpoints.list, allowed ? {} : null);
  const [creating, setCreating] = useState(false);
  const [enrolling, setEnrolling] = useState<CourseProgram | null>(null);

  const columns = useMemo<ColDef<CourseProgram>[]>(
    () => [
      { headerName: t('courseProgram.admin.title'), field: 'title', flex: 1, minWidth: 180 },
      {
        headerName: t('courseProgram.admin.courses'),
        colId: 'courses',
        flex: 2,
        minWidth: 220,
        context: { priority: 2 },
        valueGetter: ({ data }) => data?.courses.map((course) => course.name).join(' · ') ?? '',
      },
      { headerName: t('courseProgram.admin.enrolled'), field: 'enrolled', width: 120, context: { priority: 3 } },
      {
        headerName: t('courseProgram.admin.actions'),
        colId: 'actions',
        width: 150,
        sortable: false,
        cellRenderer: ({ data }: { data: CourseProgram | undefined }) =>
          data ? (
            <Button variant="link" aria-label={t('courseProgram.admin.enrol', { title: data.title })} onClick={() => setEnrolling(data)}>
              {t('courseProgram.admin.enrolShort')}
            </Button>
          ) : null,
      },
    ],
    [t],
  );

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  return (
    <Page
      title={t('courseProgram.admin.pageTitle')}
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('courseProgram.admin.new')}
        </Button>
      }
    >
      {programs.error ? (
        <ErrorPanel error={programs.error} onRetry={programs.reload} />
      ) : (
        <DataGrid
          ariaLabel={t('courseProgram.admin.grid')}
          rows={programs.data ?? []}
          columns={columns}
          loading={programs.loading}
          getRowId={(row) => String(row.id)}
        />
      )}
      {creating && (
        <NewCourseProgramDialog
          onClose={(saved) => {
            setCreating(false);
            if (saved) programs.reload();
          }}
        />
      )}
      {enrolling && (
        <EnrolDialog
          program={enrolling}
          onClose={(saved) => {
            setEnrolling(null);
            if (saved) programs.reload();
          }}
        />
      )}
    </Page>
  );
}
