import type { HotworkSummary, LicenseReportRow } from '@atrium/company-contract';
import { formatDate, formatMoney, type ColDef } from '@atrium/shared-ui';

interface ColumnOptions {
  t: (key: string, params?: Record<string, string | number>) => string;
  locale: string;
  currency: string;
  /** Row keys (licenseRowKey): a classroom participant's id may equal an e-learning license's. */
  selected: ReadonlySet<string>;
  toggle: (key: string) => void;
}

/** The row's id: course type and licence id (decision 0256). */
export const licenseRowKey = (row: LicenseReportRow) => row.id;

const fullName = (row: LicenseReportRow) => `${row.firstName} ${row.lastName}`.trim();

/**
 * The attached hot-works record in one line (decision 0256): the certificate when issued, else whether the course is
 * completed, and the fire drill's date or that it is not registered yet.
 */
function hotworkSummary(hotwork: HotworkSummary, t: ColumnOptions['t']): string {
  const state = hotwork.certificateNumber
    ? t('my-company.licenses.hotwork.certificate', { number: hotwork.certificateNumber })
    : t(hotwork.completed ? 'my-company.licenses.hotwork.completed' : 'my-company.licenses.hotwork.notCompleted');
  const drill =
    hotwork.receivedProofOfFireDrill && hotwork.fireDrillDate
      ? t('my-company.licenses.hotwork.fireDrill', { date: formatDate(hotwork.fireDrillDate) })
      : t('my-company.licenses.hotwork.fireDrillMissing');
  return `${state}, ${drill}`;
}

/**
 * The report's columns: selection (keyboard: Tab to the box, Space), person, course, status and the dates. A box is
 * named for the person and the course, since one person often has several rows.
 */
export function licenseReportColumns({ t, locale, currency, selected, toggle }: ColumnOptions): ColDef<LicenseReportRow>[] {
  const day = (value: string | null) => (value ? formatDate(value) : '');
  return [
    {
      headerName: t('my-company.licenses.column.select'),
      colId: 'select',
      width: 90,
      sortable: false,
      cellRenderer: ({ data }: { data?: LicenseReportRow }) =>
        data ? (
          <input
            type="checkbox"
            className="atr-checkbox"
            data-main-action
            aria-label={t('my-company.licenses.selectOne', { name: fullName(data), course: data.courseTitle })}
            checked={selected.has(licenseRowKey(data))}
            onChange={() => toggle(licenseRowKey(data))}
          />
        ) : null,
    },
    {
      headerName: t('my-company.licenses.column.name'),
      colId: 'name',
      flex: 2,
      minWidth: 180,
      valueGetter: ({ data }) => (data ? fullName(data) : ''),
    },
    { headerName: t('my-company.licenses.column.course'), field: 'courseTitle', flex: 2, minWidth: 180 },
    {
      headerName: t('my-company.licenses.column.courseType'),
      colId: 'courseType',
      width: 130,
      context: { priority: 2 },
      valueGetter: ({ data }) => (data ? t(`my-company.licenses.courseType.${data.courseType}`) : ''),
    },
    {
      headerName: t('my-company.licenses.column.status'),
      colId: 'status',
      width: 140,
      valueGetter: ({ data }) => (data ? t(`my-company.licenses.status.${data.status}`) : ''),
    },
    {
      headerName: t('my-company.licenses.column.completed'),
      colId: 'completed',
      width: 130,
      valueGetter: ({ data }) => day(data?.completed ?? null),
    },
    {
      headerName: t('my-company.licenses.column.expires'),
      colId: 'expires',
      width: 130,
      valueGetter: ({ data }) => day(data?.competenceExpires ?? null),
    },
    {
      headerName: t('my-company.licenses.column.reminded'),
      colId: 'reminded',
      width: 130,
      valueGetter: ({ data }) => day(data?.reminderSent ?? null),
    },
    {
      headerName: t('my-company.licenses.column.hotwork'),
      colId: 'hotwork',
      width: 250,
      valueGetter: ({ data }) => (data?.hotwork ? hotworkSummary(data.hotwork, t) : ''),
    },
    {
      headerName: t('my-company.licenses.column.fee'),
      colId: 'fee',
      width: 150,
      valueGetter: ({ data }) => (data && data.cancellationFee > 0 ? formatMoney(data.cancellationFee, currency, locale) : ''),
    },
  ];
}
