import { CLASSROOM_LICENCE_FILTERS, CLASSROOM_LICENCE_SORTS, type ClassroomLicence } from '@atrium/classroom-service/contract';
import { useT, type ColDef } from '@atrium/shared-ui';
import { useCallback, useMemo } from 'react';
import { formatDay } from '../formatDay';
import { AddClassroomLicencesDialog } from './AddClassroomLicencesDialog';
import { clcourseLicenceSource } from './clcourseLicenceApi';
import { instanceDays } from './instanceLabel';
import { LicenceListPage } from './LicenceListPage';

/**
 * /license/clcourse/:id (document 001 §2, §4): the licences of one classroom course, i.e. the
 * participants of its instances. Company admins only read them (ARCHITECTURE.md).
 */
export default function ClcourseLicencesPage({ courseId }: { courseId: number }) {
  const t = useT();
  const source = useMemo(() => clcourseLicenceSource(courseId), [courseId]);
  // Approved carries its day and started the first course day, as the e-course list's completed and started do.
  const statusText = useCallback(
    (licence: ClassroomLicence) => {
      const date = licence.derivedStatus === 'approved' ? licence.approved : licence.derivedStatus === 'started' ? licence.startDate : null;
      return t(`license.classroom.status.${licence.derivedStatus}`, { date: formatDay(date) });
    },
    [t],
  );
  const extraColumns = useMemo<ColDef<ClassroomLicence>[]>(
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
    <LicenceListPage
      source={source}
      filters={CLASSROOM_LICENCE_FILTERS}
      sorts={CLASSROOM_LICENCE_SORTS}
      statusText={statusText}
      extraColumns={extraColumns}
      cancelledBy="approvers"
      renderAddDialog={({ list, ...dialog }) => (
        <AddClassroomLicencesDialog courseId={courseId} instances={list?.instances ?? []} {...dialog} />
      )}
    />
  );
}
