import { contractorPortalEndpoints as endpoints, type ContractorPortalAdmin, type PortalCourse } from '@atrium/users-contract';
import { Button, callEndpoint, DataGrid, failureKey, Select, toast, useT, type ColDef } from '@atrium/shared-ui';
import { useMemo, useState } from 'react';

export interface PortalTabProps {
  slug: string;
  portal: ContractorPortalAdmin;
  reload: () => void;
}

/** The e-courses everyone registering through the portal gets; one added reaches those registered already. */
export function PortalCoursesTab({ slug, portal, reload }: PortalTabProps) {
  const t = useT();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      reload();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setBusy(false);
    }
  };
  const add = () =>
    run(async () => {
      const course = portal.courseChoices.find((choice) => String(choice.ecourseId) === chosen);
      if (!course) return;
      const { granted } = await callEndpoint(endpoints.addCourse, { params: { portal: slug }, body: { ecourseId: course.ecourseId } });
      toast.success('contractor.admin.courseAdded', { name: course.name, count: granted });
      setChosen('');
    });
  const remove = (course: PortalCourse) =>
    run(async () => {
      await callEndpoint(endpoints.removeCourse, { params: { portal: slug, ecourseId: course.ecourseId } });
      toast.success('contractor.admin.courseRemoved', { name: course.name });
    });

  const columns = useMemo<ColDef<PortalCourse>[]>(
    () => [
      { headerName: t('contractor.admin.course'), field: 'name', flex: 2 },
      {
        colId: 'actions',
        headerName: t('contractor.admin.actions'),
        width: 160,
        cellRenderer: ({ data }: { data?: PortalCourse }) =>
          data && (
            <Button data-main-action aria-label={t('contractor.admin.removeCourse', { name: data.name })} onClick={() => void remove(data)}>
              {t('contractor.admin.remove')}
            </Button>
          ),
      },
    ],
    // remove reads only the row it is given and stable props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, slug],
  );

  return (
    <div>
      <div className="atr-toolbar">
        <Select
          label={t('contractor.admin.addCourse')}
          placeholder={t('contractor.admin.chooseCourse')}
          value={chosen}
          options={portal.courseChoices.map((course) => ({ value: String(course.ecourseId), label: course.name }))}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button variant="primary" busy={busy} aria-disabled={!chosen || undefined} onClick={() => chosen && void add()}>
          {t('contractor.admin.add')}
        </Button>
      </div>
      {portal.courses.length === 0 ? (
        <p role="status">{t('contractor.admin.noCourses')}</p>
      ) : (
        <DataGrid
          ariaLabel={t('contractor.admin.tab.courses')}
          rows={portal.courses}
          columns={columns}
          getRowId={(row) => String(row.ecourseId)}
        />
      )}
    </div>
  );
}
