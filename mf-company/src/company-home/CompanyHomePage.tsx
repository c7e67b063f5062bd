import { companyHomeEndpoints, LICENSE_OVERVIEW_TYPES, LICENSE_REPORT_TYPES, type ProductLicenseSummary } from '@atrium/company-contract';
import { COURSE_ADMINS } from '@atrium/core-contract';
import { DataGrid, ErrorPanel, Link, Page, Spinner, useAuth, useEndpoint, useT, type ColDef } from '@atrium/shared-ui';
import { useMemo } from 'react';
import { companyHref } from '../company-routes';
import '../license-reports/messages';
import './messages';

// The company application's other screens (document 001 §2), reached from its home in the composed app and standalone.
const MANAGE_ROUTES = ['users', 'add-user', 'competence', 'departments', 'external-course-id', 'documents'] as const;

/** /my-company (document 001 §2): the customer, its licenses per course, and the way into every report. */
export default function CompanyHomePage() {
  const t = useT();
  const home = useEndpoint(companyHomeEndpoints.home, {});
  const isCourseStaff = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  // Document 001 §5: the all-customers overview is hidden when the customer holds no course's report role (course
  // staff see every customer's, decision 0260).
  const overviews = LICENSE_OVERVIEW_TYPES.filter(
    (type) => type !== 'COURSE_APPROVED_ALL_CUSTOMERS' || isCourseStaff || home.data?.hasReportRoleCourses,
  );

  const columns = useMemo<ColDef<ProductLicenseSummary>[]>(
    () => [
      { headerName: t('my-company.home.column.course'), field: 'courseTitle', flex: 2, minWidth: 200 },
      { headerName: t('my-company.home.column.licenses'), field: 'licenses', width: 120 },
      { headerName: t('my-company.home.column.notStarted'), field: 'notStarted', width: 130 },
      { headerName: t('my-company.home.column.started'), field: 'started', width: 120 },
      { headerName: t('my-company.home.column.completed'), field: 'completed', width: 130 },
      { headerName: t('my-company.home.column.expiringSoon'), field: 'expiringSoon', width: 200 },
    ],
    [t],
  );

  const typeLinks = (types: readonly string[]) => (
    <ul>
      {types.map((type) => (
        <li key={type}>
          <Link href={companyHref('my-company.licenses', { licenseType: type })}>{t(`my-company.licenses.type.${type}`)}</Link>
        </li>
      ))}
    </ul>
  );

  return (
    <Page title={t('my-company.title')}>
      {home.error && <ErrorPanel error={home.error} onRetry={home.reload} />}
      {!home.data && !home.error && <Spinner />}
      {home.data && (
        <>
          <p>{t('my-company.home.customer', { name: home.data.customerName })}</p>
          <nav aria-label={t('my-company.home.manage')}>
            <h2>{t('my-company.home.manage')}</h2>
            <ul>
              {MANAGE_ROUTES.map((route) => (
                <li key={route}>
                  <Link href={companyHref(`my-company.${route}`)}>{t(`my-company.home.link.${route}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('my-company.home.reports')}>
            <h2>{t('my-company.home.reports')}</h2>
            {typeLinks(LICENSE_REPORT_TYPES)}
          </nav>
          <nav aria-label={t('my-company.home.overviews')}>
            <h2>{t('my-company.home.overviews')}</h2>
            {typeLinks(overviews)}
          </nav>
          <h2>{t('my-company.home.products')}</h2>
          {home.data.products.length === 0 ? (
            <p>{t('my-company.home.noLicenses')}</p>
          ) : (
            <DataGrid
              ariaLabel={t('my-company.home.products')}
              rows={home.data.products}
              columns={columns}
              getRowId={(row) => `${row.courseType}-${row.courseId}`}
            />
          )}
        </>
      )}
    </Page>
  );
}
