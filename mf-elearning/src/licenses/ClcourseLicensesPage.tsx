import { CLASSROOM_LICENSE_FILTERS, CLASSROOM_LICENSE_SORTS, type ClassroomLicense } from '@atrium/classroom-contract';
import { useT, type ColDef, formatDate } from '@atrium/shared-ui';
import { useCallback, useMemo } from 'react';
import { AddClassroomLicensesDialog } from './AddClassroomLicensesDialog';
import { clcourseLicenseSource } from './clcourse-license-api';
import { instanceDays } from './instance-label';
import { LicenseListPage } from './LicenseListPage';

/**
 * /license/clcourse/:id (document 001 §2, §4): the licenses of one classroom course, i.e. the
 * participants of its instances. Company admins only read them (ARCHITECTURE.md).
 */
export default function ClcourseLicensesPage({ courseId }: { courseId: number }) {
  const t = useT();
  const source = useMemo(() => clcourseLicenseSource(courseId), [courseId]);
  // Approved carries its day and started the first course day, as the e-course list's completed and started do.
  const statusText = useCallback(
    (license: ClassroomLicense) => {
      const date = license.derivedStatus === 'approved' ? license.approved : license.derivedStatus === 'started' ? license.startDate : null;
      return t(`license.classroom.status.${license.derivedStatus}`, { date: formatDate(date) });
    },
    [t],
  );
  const extraColumns = useMemo<ColDef<ClassroomLicense>[]>(
    () => [
      {
        headerName: t('license.classroom.column.instance'),
        colId: 'instance',
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: ({ data }) => (data ? instanceDays(t, { id: data.cliId, startDate: data.startDate, endDate: data.endDate }) : ''),
      },
    ],
    [t],
  );
  return (
    <LicenseListPage
      source={source}
      filters={CLASSROOM_LICENSE_FILTERS}
      sorts={CLASSROOM_LICENSE_SORTS}
      statusText={statusText}
      extraColumns={extraColumns}
      cancelledBy="approvers"
      renderAddDialog={({ list, ...dialog }) => (
        <AddClassroomLicensesDialog courseId={courseId} instances={list?.instances ?? []} {...dialog} />
      )}
    />
  );
}
