import { formatMoney, Link, type ColDef } from '@atrium/shared-ui';
import type { ListedLicense } from './license-list-types';

export type UserLink = 'admin' | 'company' | null;

interface ColumnOptions<L extends ListedLicense> {
  t: (key: string, params?: Record<string, string | number>) => string;
  locale: string;
  currency: string;
  userLink: UserLink;
  customerName: (id: number | null) => string;
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** The license's derived status as the list shows it. */
  statusText: (license: L) => string;
  /** A list's own columns, shown after the status. */
  extra?: ColDef<L>[];
}

/** Document 001 §6: platform admins open the admin user page, company admins the company application's. */
function userHref(userLink: UserLink, userId: number): string | null {
  if (userLink === 'admin') return `/atriumusersearch/users/${userId}`;
  if (userLink === 'company') return `/my-company/users/${userId}`;
  return null;
}

/** The columns of every license list: selection, holder, status, the list's own, customer, fee and course programme. */
export function licenseColumns<L extends ListedLicense>({
  t,
  locale,
  currency,
  userLink,
  customerName,
  selected,
  toggle,
  statusText,
  extra = [],
}: ColumnOptions<L>): ColDef<L>[] {
  const displayName = (license: L) => {
    // A remote learner is no Atrium user: the name and id are what the customer's LMS gave.
    if (license.remoteLearnerId) return t('license.remoteLearner', { name: license.name ?? '', id: license.remoteLearnerId }).trim();
    return license.name ?? t('license.unknownUser', { id: license.userId ?? '' });
  };
  return [
    {
      headerName: t('license.column.select'),
      colId: 'select',
      width: 90,
      sortable: false,
      cellRenderer: ({ data }: { data?: L }) =>
        data ? (
          <input
            type="checkbox"
            className="atr-checkbox"
            aria-label={t('license.selectOne', { name: displayName(data) })}
            checked={selected.has(data.id)}
            onChange={() => toggle(data.id)}
          />
        ) : null,
    },
    {
      headerName: t('license.column.name'),
      colId: 'name',
      flex: 2,
      minWidth: 200,
      sortable: false,
      cellRenderer: ({ data }: { data?: L }) => {
        if (!data) return null;
        const href = data.userId === null ? null : userHref(userLink, data.userId);
        return href ? <Link href={href}>{displayName(data)}</Link> : displayName(data);
      },
    },
    {
      headerName: t('license.column.status'),
      colId: 'status',
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: ({ data }) => (data ? statusText(data) : ''),
    },
    ...extra,
    {
      headerName: t('license.column.customer'),
      colId: 'customer',
      // Less needed on a narrow grid (shared-ui's DataGrid hides by priority: 2 below a tablet, 3 on a phone).
      context: { priority: 3 },
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: ({ data }) => (data ? customerName(data.customerId) : ''),
    },
    {
      headerName: t('license.column.cancellationFee'),
      colId: 'cancellationFee',
      context: { priority: 2 },
      width: 150,
      type: 'rightAligned',
      sortable: false,
      valueGetter: ({ data }) => (data ? formatMoney(data.cancellationFee, currency, locale) : ''),
    },
    {
      headerName: t('license.column.courseProgram'),
      colId: 'courseProgram',
      context: { priority: 2 },
      width: 160,
      sortable: false,
      valueGetter: ({ data }) => (data ? t(data.asPartOfCourseProgram ? 'license.yes' : 'license.no') : ''),
    },
  ];
}
