import {
  Button,
  type ColDef,
  ConfirmDialog,
  DataGrid,
  DateField,
  ErrorPanel,
  failureKey,
  formatMoney,
  Page,
  Select,
  TextField,
  toast,
  useAuth,
  useDebouncedValue,
  useHasRole,
  useT,
} from '@atrium/shared-ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useCustomerNames } from '../customer-names';
import { localIsoDay } from '../format-day';
import { cancelSteps, type CancelStep } from './cancel-steps';
import { licenseColumns, type UserLink } from './LicenseColumns';
import type { LicenseListData, LicenseListSource, ListedLicense } from './license-list-types';
import './messages';
import { useLicenses } from './use-licenses';

const TEXT_FILTER_DELAY_MS = 300;

// Document 001 §8: a refused change shows the server's message (a message key); anything else the generic one.
const showFailure = (error: unknown) => toast.error(failureKey(error));

interface AddDialogProps<D> {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
  /** The list as last loaded. */
  list: D | undefined;
}

export interface LicenseListPageProps<L extends ListedLicense, D extends LicenseListData<L>> {
  /** Must keep its identity between renders (memoise it): a new one reloads the list. */
  source: LicenseListSource<L, D>;
  filters: readonly string[];
  sorts: readonly string[];
  statusText: (license: L) => string;
  /** The list's own columns, after the status; built with the page's translations. */
  extraColumns?: ColDef<L>[];
  /** Who may cancel: every reader of the list, or only those who approve. */
  cancelledBy: 'readers' | 'approvers';
  renderAddDialog: (props: AddDialogProps<D>) => ReactNode;
}

/**
 * A license list of document 001 §2, §4 and §9: derived status, the six filters, text search, sort,
 * approve at a date (default today), cancel with its confirmations, at most 300 rows, Excel and adding
 * users. Platform admins and course staff approve and add; company admins read their company's licenses.
 */
export function LicenseListPage<L extends ListedLicense, D extends LicenseListData<L>>({
  source,
  filters,
  sorts,
  statusText,
  extraColumns,
  cancelledBy,
  renderAddDialog,
}: LicenseListPageProps<L, D>) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const currency = useAuth((state) => state.currency);
  const isAdmin = useHasRole('atrium');
  const isStaff = useHasRole('staff');
  const isCompanyAdmin = useHasRole('companyadmin');
  const canApprove = isAdmin || isStaff;
  const canCancel = cancelledBy === 'readers' || canApprove;
  const userLink: UserLink = isAdmin ? 'admin' : isCompanyAdmin ? 'company' : null;

  const [filterKey, setFilterKey] = useState('all');
  const [text, setText] = useState('');
  const [sort, setSort] = useState('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const query = useDebouncedValue(text.trim(), TEXT_FILTER_DELAY_MS);
  const filter = { filter: filterKey, query: query || undefined, sort, order };
  const { list, total, loading, error, reload } = useLicenses(source, filter);
  const customers = useCustomerNames();

  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [approveDate, setApproveDate] = useState<string | null>(() => localIsoDay(new Date()));
  const [cancelStep, setCancelStep] = useState<CancelStep | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);

  const licenses = useMemo(() => list?.licenses ?? [], [list]);
  // Only shown licenses count as selected: a filter change leaves hidden ones out of every action.
  const selected = useMemo(() => licenses.filter((license) => selectedIds.has(license.id)), [licenses, selectedIds]);
  const cancelling = cancelSteps(selected);

  const columns = useMemo(() => {
    const names = new Map(customers.map((customer) => [customer.id, customer.name]));
    const toggle = (id: number) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    const customerName = (id: number | null) => (id === null ? '' : (names.get(id) ?? t('license.customerId', { id })));
    return licenseColumns<L>({
      t,
      locale,
      currency,
      userLink,
      customerName,
      selected: selectedIds,
      toggle,
      statusText,
      ...(extraColumns && { extra: extraColumns }),
    });
  }, [t, locale, currency, userLink, customers, selectedIds, statusText, extraColumns]);

  const afterChange = (message: string, params?: Record<string, number>) => {
    toast.success(message, params);
    setSelectedIds(new Set());
    reload();
  };

  const run = (action: () => Promise<L[]>, message: string) => {
    setBusy(true);
    action()
      .then((changed) => afterChange(message, { count: changed.length }), showFailure)
      .finally(() => setBusy(false));
  };

  const approve = () => {
    if (selected.length === 0 || !approveDate) return;
    run(
      () =>
        source.approve(
          selected.map((license) => license.id),
          approveDate,
        ),
      'notification.settodone',
    );
  };

  const confirmCancel = () => {
    const next = cancelling.steps[cancelling.steps.indexOf(cancelStep ?? 'confirm') + 1];
    if (next) {
      setCancelStep(next);
      return;
    }
    setCancelStep(null);
    run(
      () =>
        source.cancel(
          selected.map((license) => license.id),
          cancelling.steps.includes('confirmFee'),
        ),
      'license.cancellationok',
    );
  };

  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  const shown = licenses.length;

  return (
    <Page
      title={list ? t('license.title', { course: list.courseName }) : t('license.titlePlain')}
      actions={
        <>
          {canApprove && <Button onClick={() => setAdding(true)}>{t('license.add.open')}</Button>}
          <a className="atr-button atr-button--secondary" href={source.excelHref(filter)} download>
            {t('common.download.excel')}
          </a>
        </>
      }
    >
      <div className="atr-toolbar" role="search" aria-label={t('license.filters')}>
        <Select
          label={t('license.filter')}
          options={filters.map((value) => ({ value, label: t(`license.filter.${value}`) }))}
          value={filterKey}
          onChange={(event) => setFilterKey(event.target.value)}
        />
        <TextField label={t('license.search')} value={text} onChange={(event) => setText(event.target.value)} />
        <Select
          label={t('license.sort')}
          options={sorts.map((value) => ({ value, label: t(`license.sort.${value}`) }))}
          value={sort}
          onChange={(event) => setSort(event.target.value)}
        />
        <Select
          label={t('license.order')}
          options={[
            { value: 'asc', label: t('license.order.asc') },
            { value: 'desc', label: t('license.order.desc') },
          ]}
          value={order}
          onChange={(event) => setOrder(event.target.value as 'asc' | 'desc')}
        />
      </div>

      <div className="atr-toolbar" aria-label={t('license.actions')} role="group">
        <Button onClick={() => setSelectedIds(new Set(licenses.map((license) => license.id)))} disabled={shown === 0}>
          {t('license.selectAll')}
        </Button>
        <Button onClick={() => setSelectedIds(new Set())} disabled={selected.length === 0}>
          {t('license.selectNone')}
        </Button>
        <span data-testid="license-selected">{t('license.selectedCount', { count: selected.length })}</span>
        {canApprove && (
          <>
            <DateField label={t('license.approveDate')} value={approveDate} onChange={setApproveDate} required />
            <Button variant="primary" busy={busy} disabled={selected.length === 0 || !approveDate} onClick={approve}>
              {t('license.approve')}
            </Button>
          </>
        )}
        {canCancel && (
          <Button variant="danger" busy={busy} disabled={cancelling.blocked} onClick={() => setCancelStep('confirm')}>
            {t('license.cancel')}
          </Button>
        )}
      </div>
      {canCancel && selected.some((license) => license.asPartOfCourseProgram) && (
        <p role="status" className="atr-form-error">
          {t('license.cancel.courseProgramSelected')}
        </p>
      )}

      {total !== undefined && total > shown && (
        <p role="status" data-testid="license-limited">
          {t('license.tooMany', { total, shown })}
        </p>
      )}
      <p aria-live="polite" data-testid="license-total">
        {total === undefined ? '' : t('license.total', { total })}
      </p>
      <DataGrid
        ariaLabel={t('license.grid')}
        rows={licenses}
        columns={columns}
        loading={loading}
        getRowId={(license) => String(license.id)}
      />

      {canApprove && renderAddDialog({ open: adding, onClose: () => setAdding(false), onAdded: reload, list })}
      <ConfirmDialog
        open={cancelStep === 'confirm'}
        title={t('license.cancel.title')}
        message={t('license.cancel.confirm', { count: selected.length })}
        confirmLabel={t('license.cancel.yes')}
        onConfirm={confirmCancel}
        onCancel={() => setCancelStep(null)}
      />
      <ConfirmDialog
        open={cancelStep === 'confirmFee'}
        title={t('license.cancel.feeTitle')}
        message={t('license.cancel.feeConfirm', { fee: formatMoney(cancelling.fee, currency, locale) })}
        confirmLabel={t('license.cancel.feeYes')}
        onConfirm={confirmCancel}
        onCancel={() => setCancelStep(null)}
      />
    </Page>
  );
}
