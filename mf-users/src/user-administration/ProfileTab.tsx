import { PLATFORM_ADMINS } from '@atrium/core-contract';
import { callEndpoint, toast, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { userAdministrationEndpoints, type AdminUser } from '@atrium/users-contract';
import { AuditList } from './AuditList';
import { ContextCard } from './ContextCard';
import { PasswordForm } from './PasswordForm';
import { PrivateCustomerForm } from './PrivateCustomerForm';
import { UserFieldsForm } from './UserFieldsForm';
import { UsernameForm } from './UsernameForm';

interface ProfileTabProps {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
  /** Bumped by every save, so the audit below shows the change just made. */
  saves: number;
}

/** profile (document 002 §2): user fields, username and password, each customer context, and the audit. */
export function ProfileTab({ user, onSaved, saves }: ProfileTabProps) {
  const t = useT();
  const isPlatformAdmin = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const grantable = useEndpoint(userAdministrationEndpoints.roles, {});
  // A customer's locked fields changed: read the person again, so every form shows the new locks.
  const reload = () =>
    void callEndpoint(userAdministrationEndpoints.get, { params: { userId: user.id } }).then(onSaved, () => toast.error('error.generic'));
  return (
    <>
      <UserFieldsForm key={`fields-${saves}`} user={user} onSaved={onSaved} />
      {isPlatformAdmin && (
        <>
          <h2>{t('useradmin.signIn')}</h2>
          <UsernameForm key={`username-${saves}`} user={user} onSaved={onSaved} />
          <PasswordForm userId={user.id} />
        </>
      )}
      <h2>{t('useradmin.contexts')}</h2>
      {user.contexts.length === 0 && <p>{t('useradmin.noContexts')}</p>}
      {user.contexts.map((context) => (
        <ContextCard
          key={`${context.customer.id}-${saves}`}
          user={user}
          context={context}
          grantable={grantable.data ?? []}
          onSaved={onSaved}
          reload={reload}
        />
      ))}
      {isPlatformAdmin && (
        <>
          <h2>{t('useradmin.private')}</h2>
          <PrivateCustomerForm key={`private-${saves}`} user={user} onSaved={onSaved} />
        </>
      )}
      <h2>{t('useradmin.audit')}</h2>
      <AuditList key={saves} userId={user.id} />
    </>
  );
}
