import { externalCourseIdEndpoints, type ProductSummary } from '@atrium/company-contract';
import {
  Button,
  callEndpoint,
  type ColDef,
  DataGrid,
  ErrorPanel,
  failureKey,
  Page,
  Spinner,
  TextField,
  toast,
  useDebouncedValue,
  useLoad,
  useT,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { EditExternalIdDialog } from './EditExternalIdDialog';
import './messages';

const SEARCH_DELAY_MS = 300;

/** /my-company/external-course-id (document 001 §2, §4): the company's own ids per course (decision 0182). */
export default function ExternalCourseIdPage() {
  const t = useT();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const products = useLoad(`products:${query}`, (signal) =>
    callEndpoint(externalCourseIdEndpoints.search, { body: query ? { query } : {} }, { signal }),
  );
  const [editing, setEditing] = useState<ProductSummary | null>(null);
  // The columns hang on the stable reload only: new columns redraw every cell, and the button a closing dialog gives
  // focus back to would be gone.
  const { reload } = products;

  const columns = useMemo<ColDef<ProductSummary>[]>(() => {
    const remove = (product: ProductSummary) =>
      callEndpoint(externalCourseIdEndpoints.remove, {
        params: { productId: product.productId },
        query: { productType: product.productType },
      })
        .then(() => {
          toast.success('my-company.external-course-id.deleted');
          reload();
        })
        .catch((error: unknown) => toast.error(failureKey(error)));
    return [
      { headerName: t('my-company.external-course-id.column.title'), field: 'title', flex: 2, minWidth: 200 },
      {
        headerName: t('my-company.external-course-id.column.type'),
        colId: 'type',
        width: 130,
        valueGetter: ({ data }) => (data ? t(`my-company.external-course-id.type.${data.productType}`) : ''),
      },
      { headerName: t('my-company.external-course-id.column.externalId'), field: 'externalId', width: 160 },
      { headerName: t('my-company.external-course-id.column.competenceId'), field: 'competenceId', width: 160 },
      {
        headerName: t('my-company.external-course-id.column.actions'),
        colId: 'actions',
        width: 220,
        sortable: false,
        cellRenderer: ({ data }: { data?: ProductSummary }) =>
          data ? (
            <span className="atr-row-actions">
              <Button data-main-action onClick={() => setEditing(data)}>
                {t('my-company.external-course-id.edit')}
                <span className="atr-visually-hidden"> {data.title}</span>
              </Button>{' '}
              {(data.externalId ?? data.competenceId) !== null && (
                <Button variant="danger" onClick={() => void remove(data)}>
                  {t('my-company.external-course-id.delete')}
                  <span className="atr-visually-hidden"> {data.title}</span>
                </Button>
              )}
            </span>
          ) : null,
      },
    ];
  }, [t, reload]);

  return (
    <Page title={t('my-company.external-course-id.title')}>
      <div className="atr-toolbar" role="search">
        <TextField label={t('my-company.external-course-id.search')} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {products.error && <ErrorPanel error={products.error} onRetry={reload} />}
      {!products.data && !products.error && <Spinner />}
      {products.data && (
        <DataGrid
          ariaLabel={t('my-company.external-course-id.grid')}
          rows={products.data}
          columns={columns}
          getRowId={(row) => `${row.productType}-${row.productId}`}
        />
      )}
      {editing && (
        <EditExternalIdDialog
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Page>
  );
}
