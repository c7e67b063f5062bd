import { useMemo, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { INSTANCE_SPANS, INSTANCE_STATUSES, type InstanceListItem, type InstanceSpan } from '@atrium/classroom-contract';
import { Button, DataGrid, ErrorPanel, formatDate, Link, Page, Select, useLoad, useT, type ColDef } from '@atrium/shared-ui';
import { AddToCartButton } from './AddToCartButton';
import { CopyInstanceModal } from './CopyInstanceModal';
import { instanceApi } from './instance-api';
import { statusCellStyle, statusKey } from './status-style';

/** /clcourse/:clid/clicourses: one course's instances in a time span, by start date. */
export function InstanceListPage({ courseId }: { courseId: number }) {
  const t = useT();
  const [span, setSpan] = useState<InstanceSpan>('future');
  const [copying, setCopying] = useState<number | null>(null);
  const list = useLoad(`${courseId}/${span}`, () => instanceApi.courseInstances(courseId, span));
  const editUrl = (id: number) => `/clcourse/${courseId}/clicourse/${id}/edit`;

  const columns = useMemo<ColDef<InstanceListItem>[]>(() => {
    const style = ({ data }: { data: InstanceListItem | undefined }) => statusCellStyle(data?.status);
    return [
      { headerName: t('instances.column.id'), field: 'id', width: 90, cellStyle: style },
      {
        headerName: t('instances.column.startDate'),
        field: 'startDate',
        width: 130,
        cellStyle: style,
        valueFormatter: ({ value }) => formatDate(value as string | null),
      },
      {
        headerName: t('instances.column.endDate'),
        field: 'endDate',
        width: 130,
        cellStyle: style,
        valueFormatter: ({ value }) => formatDate(value as string | null),
      },
      {
        headerName: t('instances.column.status'),
        colId: 'status',
        width: 130,
        cellStyle: style,
        valueGetter: ({ data }) => {
          const status = INSTANCE_STATUSES.find((s) => s.id === data?.status);
          return status ? t(statusKey(status.name)) : '';
        },
      },
      { headerName: t('instances.column.sku'), field: 'sku', width: 150 },
      { headerName: t('instances.column.coursePlace'), field: 'coursePlaceName', flex: 1, minWidth: 160 },
      { headerName: t('instances.column.days'), field: 'happeningCount', width: 90 },
      {
        headerName: t('common.actions'),
        colId: 'actions',
        width: 400,
        cellRenderer: ({ data }: { data: InstanceListItem | undefined }) =>
          data ? (
            <span className="atr-row-actions">
              <Link href={editUrl(data.id)} aria-label={t('instances.action.edit', { id: data.id })}>
                {t('instances.editLink')}
              </Link>{' '}
              <Link href={`/classroom-management/${data.id}`} aria-label={t('instances.action.run', { id: data.id })}>
                {t('instances.runLink')}
              </Link>{' '}
              <Button variant="link" aria-label={t('instances.action.copy', { id: data.id })} onClick={() => setCopying(data.id)}>
                {t('instances.copyLink')}
              </Button>{' '}
              <AddToCartButton instanceId={data.id} label={t('instances.action.addToCart', { id: data.id })} />
            </span>
          ) : null,
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- editUrl depends on courseId only
  }, [t, courseId]);

  return (
    <Page
      title={t('instances.title')}
      actions={
        <Link className="atr-button atr-button--primary" href={`/clcourse/${courseId}/clicourse/new`}>
          {t('instances.new')}
        </Link>
      }
    >
      <div className="atr-toolbar">
        <Select
          label={t('instances.span')}
          value={span}
          options={INSTANCE_SPANS.map((value) => ({ value, label: t(`instances.span.${value}`) }))}
          onChange={(event) => setSpan(event.target.value as InstanceSpan)}
        />
      </div>
      {list.error ? (
        <ErrorPanel error={list.error} onRetry={list.reload} />
      ) : (
        <DataGrid
          ariaLabel={t('instances.grid')}
          rows={list.data ?? []}
          columns={columns}
          loading={list.loading}
          getRowId={(row) => String(row.id)}
        />
      )}
      <CopyInstanceModal instanceId={copying} onClose={() => setCopying(null)} onCopied={(id) => navigateToUrl(editUrl(id))} />
    </Page>
  );
}
