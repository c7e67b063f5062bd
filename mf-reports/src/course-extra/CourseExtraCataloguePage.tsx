import { COURSE_ADMINS } from '@atrium/core-contract';
import { courseExtraEndpoints, type CourseExtra } from '@atrium/reports-contract';
import {
  Button,
  DataGrid,
  DeadEndPage,
  ErrorPanel,
  formatMoney,
  hrefTo,
  Link,
  Page,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { CourseExtraDialog } from './CourseExtraDialog';
import './messages';

/**
 * /sales/course-extra/catalogue (decision 0215): what course staff offer beside courses, with a price per currency,
 * created, changed and withdrawn here; buyers choose from the active ones at checkout.
 */
export default function CourseExtraCataloguePage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const extras = useEndpoint(courseExtraEndpoints.list, allowed ? {} : null);
  const [editing, setEditing] = useState<CourseExtra | 'new' | null>(null);

  const columns = useMemo<ColDef<CourseExtra>[]>(
    () => [
      { headerName: t('courseExtra.admin.name'), field: 'name', flex: 1, minWidth: 160 },
      { headerName: t('courseExtra.admin.code'), field: 'code', width: 130 },
      { headerName: t('courseExtra.kind'), field: 'kind', width: 150, valueFormatter: (p) => t(`courseExtra.kind.${String(p.value)}`) },
      {
        headerName: t('courseExtra.admin.prices'),
        colId: 'prices',
        flex: 1,
        minWidth: 180,
        valueGetter: ({ data }) => data?.prices.map((price) => formatMoney(price.unitNetPrice, price.currency, locale)).join(' · ') ?? '',
      },
      {
        headerName: t('courseExtra.admin.status'),
        // A text, not the boolean: the grid would draw a boolean field as a check box.
        colId: 'status',
        width: 120,
        valueGetter: ({ data }) => (data ? t(data.active ? 'courseExtra.admin.onOffer' : 'courseExtra.admin.withdrawn') : ''),
      },
      {
        headerName: t('courseExtra.admin.actions'),
        colId: 'actions',
        width: 120,
        sortable: false,
        cellRenderer: ({ data }: { data: CourseExtra | undefined }) =>
          data ? (
            <Button variant="link" aria-label={t('courseExtra.admin.edit', { name: data.name })} onClick={() => setEditing(data)}>
              {t('courseExtra.admin.editShort')}
            </Button>
          ) : null,
      },
    ],
    [t, locale],
  );

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  return (
    <Page
      title={t('courseExtra.admin.title')}
      actions={
        <>
          <Link href={hrefTo('sales.course-extra.search')}>{t('courseExtra.title')}</Link>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('courseExtra.admin.new')}
          </Button>
        </>
      }
    >
      {extras.error ? (
        <ErrorPanel error={extras.error} onRetry={extras.reload} />
      ) : (
        <DataGrid
          ariaLabel={t('courseExtra.admin.grid')}
          rows={extras.data ?? []}
          columns={columns}
          loading={extras.loading}
          getRowId={(row) => String(row.extraId)}
        />
      )}
      {editing && (
        <CourseExtraDialog
          extra={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) extras.reload();
          }}
        />
      )}
    </Page>
  );
}
