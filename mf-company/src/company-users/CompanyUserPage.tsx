import { COMPANY_USER_TABS, type CompanyUserTab } from '@atrium/company-contract';
import { companyPeopleEndpoints } from '@atrium/users-contract';
import { ErrorPanel, Link, Page, Spinner, Tabs, useEndpoint, useT } from '@atrium/shared-ui';
import { navigateToUrl } from 'single-spa';
import { companyHref } from '../company-routes';
import { UserDepartmentsTab } from './UserDepartmentsTab';
import { UserLicensesTab } from './UserLicensesTab';
import './messages';

/** /my-company/users/{id}/{tab?} (document 001 §2 "user/{id}"): one of the company's people, licenses by default. */
export default function CompanyUserPage({ userId, tab }: { userId: number; tab: CompanyUserTab }) {
  const t = useT();
  const person = useEndpoint(companyPeopleEndpoints.get, { params: { userId } });
  const back = <Link href={companyHref('my-company.users')}>{t('my-company.users.back')}</Link>;

  if (person.error) {
    return (
      <Page title={t('my-company.users.title')} actions={back}>
        <ErrorPanel error={person.error} onRetry={person.reload} />
      </Page>
    );
  }
  const user = person.data;
  if (!user) return <Spinner />;

  return (
    <Page title={`${user.firstName} ${user.lastName}`} actions={back}>
      <p>
        {user.email}
        {user.phone ? ` · ${user.phone}` : ''}
      </p>
      <Tabs
        tabs={COMPANY_USER_TABS.map((id) => ({ id, label: t(`my-company.user.tab.${id}`) }))}
        active={tab}
        onChange={(id) => navigateToUrl(companyHref('my-company.user', { id: user.id, tab: id }))}
      >
        {tab === 'licenses' ? <UserLicensesTab userId={user.id} /> : <UserDepartmentsTab userId={user.id} />}
      </Tabs>
    </Page>
  );
}
