import { companyUserEndpoints } from '@atrium/company-contract';
import { DataGrid, ErrorPanel, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { useMemo } from 'react';
import { licenseReportColumns, licenseRowKey } from '../license-reports/LicenseReportColumns';
import '../license-reports/messages';
import './messages';

// The report's columns without those that name or select the person: the page is theirs.
const PERSON_COLUMNS = new Set(['select', 'name']);
const NO_SELECTION = new Set<string>();

/** The person's licenses at the company, with the report's statuses and dates. */
export function UserLicensesTab({ userId }: { userId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const currency = useAuth((state) => state.currency);
  const licenses = useEndpoint(companyUserEndpoints.licenses, { params: { userId } });
  const columns = useMemo(
    () =>
      licenseReportColumns({ t, locale, currency, selected: NO_SELECTION, toggle: () => undefined }).filter(
        (column) => !PERSON_COLUMNS.has(column.colId ?? ''),
      ),
    [t, locale, currency],
  );

  if (licenses.error) return <ErrorPanel error={licenses.error} onRetry={licenses.reload} />;
  if (!licenses.data) return <Spinner />;
  if (licenses.data.length === 0) return <p>{t('my-company.user.licenses.none')}</p>;
  return <DataGrid ariaLabel={t('my-company.user.tab.licenses')} rows={licenses.data} columns={columns} getRowId={licenseRowKey} />;
}
