import { PLATFORM_ADMINS } from '@atrium/core-contract';
import { DeadEndPage, ErrorPanel, Link, Page, Spinner, Tabs, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { USER_ADMIN_TABS, userAdministrationEndpoints, type AdminUser, type UserAdminTab } from '@atrium/users-contract';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { userPaths } from '../user-paths';
import { CartTab } from './CartTab';
import { ConsentTab } from './ConsentTab';
import { CoursesTab } from './CoursesTab';
import { InstructorTab } from './InstructorTab';
import { LoginsTab } from './LoginsTab';
import { NotesTab } from './NotesTab';
import { NotificationsTab } from './NotificationsTab';
import { OrdersTab } from './OrdersTab';
import { PersonDataActions } from './PersonDataActions';
import { ProfileTab } from './ProfileTab';
import { SafetyCardsTab } from './SafetyCardsTab';
import './messages';
import './record-tab-messages';
import './person-data-messages';
import './person-tab-messages';
import './locked-field-messages';
import './context-move-messages';
import './private-customer-messages';
import './enter-context-messages';
import '../person-audit/messages';

/** /atriumusersearch/users/{userId}/{tab?} (document 002 §2): one person, a tab per view, profile by default. */
export default function UserAdministrationPage({ userId, tab }: { userId: number; tab: UserAdminTab }) {
  const t = useT();
  const mayOpen = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const loaded = useEndpoint(userAdministrationEndpoints.get, mayOpen ? { params: { userId } } : null);
  const [saves, setSaves] = useState(0);

  if (!mayOpen) return <DeadEndPage kind="noaccess" />;
  if (loaded.error) {
    return (
      <Page title={t('useradmin.title')}>
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      </Page>
    );
  }
  const user = loaded.data;
  if (!user) return <Spinner />;

  const onSaved = (saved: AdminUser) => {
    loaded.set(saved);
    setSaves((count) => count + 1);
  };
  const panel = () => {
    switch (tab) {
      case 'profile':
        return <ProfileTab user={user} onSaved={onSaved} saves={saves} />;
      case 'courses':
        return <CoursesTab userId={user.id} />;
      case 'logins':
        return <LoginsTab userId={user.id} />;
      case 'consent':
        return <ConsentTab user={user} />;
      case 'notes':
        return <NotesTab userId={user.id} />;
      case 'safetycards':
        return <SafetyCardsTab userId={user.id} />;
      case 'notifications':
        return <NotificationsTab userId={user.id} />;
      case 'orders':
        return <OrdersTab userId={user.id} />;
      case 'instructor':
        return <InstructorTab userId={user.id} />;
      case 'cart':
        return <CartTab userId={user.id} />;
    }
  };

  return (
    <Page
      title={`${user.firstname} ${user.lastname}`}
      actions={
        <>
          <Link href={userPaths.search}>{t('useradmin.backToSearch')}</Link>{' '}
          <Link href={userPaths.merge(user.id)}>{t('usersearch.merge')}</Link>{' '}
          <Link href={userPaths.audit(user.id)}>{t('personaudit.link')}</Link> <PersonDataActions user={user} onErased={loaded.reload} />
        </>
      }
    >
      <p>
        {user.username} · {user.email}
        {user.deleted && <strong> · {t('usersearch.status.deleted')}</strong>}
      </p>
      <Tabs
        tabs={USER_ADMIN_TABS.map((id) => ({ id, label: t(`useradmin.tab.${id}`) }))}
        active={tab}
        onChange={(id) => navigateToUrl(userPaths.user(user.id, id))}
      >
        {panel()}
      </Tabs>
    </Page>
  );
}
