import { PLATFORM_ADMINS, type Role } from '@atrium/core-contract';
import { Button, callEndpoint, ConfirmDialog, RemoveButton, Select, TextField, useAuth, useT } from '@atrium/shared-ui';
import { userAdministrationEndpoints as endpoints, USER_UPDATED, type AdminUser, type UserContext } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';
import { DisabledFieldsEditor } from './DisabledFieldsEditor';
import { EnterContextButton } from './EnterContextButton';
import { MoveContextForm } from './MoveContextForm';
import { applyChange } from './user-administration-api';

const FIELDS = ['workEmail', 'workPhone', 'employeeNumber', 'title', 'customerDepartment', 'externalId'] as const;

interface ContextCardProps {
  user: AdminUser;
  context: UserContext;
  /** The roles the signed-in admin may give (GET users/roles/general). */
  grantable: readonly Role[];
  onSaved: (user: AdminUser) => void;
  /** Loads the person again (after a customer's locked fields change). */
  reload: () => void;
}

/** One customer context (document 002 §2 profile): its fields, roles, and activate, deactivate or delete. */
export function ContextCard({ user, context, grantable, onSaved, reload }: ContextCardProps) {
  const t = useT();
  const isPlatformAdmin = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const customerId = context.customer.id;
  const params = { userId: user.id, customerId };
  const [values, setValues] = useState(() => Object.fromEntries(FIELDS.map((field) => [field, context[field] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [newRole, setNewRole] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const headingId = `useradmin-context-${customerId}`;
  const missing = grantable.filter((role) => !context.roles.includes(role));
  const lockedFields = FIELDS.filter((field) => context.customer.disabledUserFields.includes(field));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await applyChange(() => callEndpoint(endpoints.updateContext, { params, body: values }), USER_UPDATED, onSaved, setErrors);
  };
  const role = (role: Role, add: boolean) => {
    const change = { role, customer: customerId, user: user.id };
    void applyChange(
      () => (add ? callEndpoint(endpoints.addRole, { body: change }) : callEndpoint(endpoints.removeRole, { query: change })),
      add ? 'useradmin.roleAdded' : 'useradmin.roleRemoved',
      (saved) => {
        setNewRole('');
        onSaved(saved);
      },
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        {context.customer.name} ({t(context.active ? 'useradmin.context.active' : 'useradmin.context.inactive')})
      </h3>
      <form onSubmit={(event) => void save(event)} aria-label={t('useradmin.contextFieldsOf', { customer: context.customer.name })}>
        {context.apiLockdown && <p className="atr-field-hint">{t('useradmin.apiLockdown')}</p>}
        {lockedFields.length > 0 && (
          <p className="atr-field-hint">
            {t('useradmin.fieldLockedHint', { fields: lockedFields.map((field) => t(`useradmin.field.${field}`)).join(', ') })}
          </p>
        )}
        <div className="atr-toolbar">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`useradmin.field.${field}`)}
              value={values[field] ?? ''}
              readOnly={context.apiLockdown || lockedFields.includes(field)}
              error={errors[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          ))}
        </div>
        {!context.apiLockdown && <Button type="submit">{t('common.save')}</Button>}
      </form>

      <h4>{t('useradmin.roles')}</h4>
      <ul aria-label={t('useradmin.rolesAt', { customer: context.customer.name })}>
        {context.roles.map((held) => (
          <li key={held}>
            {t(`role.${held}`)}{' '}
            {grantable.includes(held) && (
              <RemoveButton
                label={t('useradmin.removeRole', { role: t(`role.${held}`), customer: context.customer.name })}
                onClick={() => role(held, false)}
              />
            )}
          </li>
        ))}
        {context.roles.length === 0 && <li>{t('useradmin.noRoles')}</li>}
      </ul>
      {missing.length > 0 && (
        <div className="atr-toolbar">
          <Select
            label={t('useradmin.addRoleAt', { customer: context.customer.name })}
            placeholder={t('useradmin.chooseRole')}
            value={newRole}
            options={missing.map((value) => ({ value, label: t(`role.${value}`) }))}
            onChange={(event) => setNewRole(event.target.value)}
          />
          <Button disabled={!newRole} onClick={() => newRole && role(newRole as Role, true)}>
            {t('useradmin.addRole')}
          </Button>
        </div>
      )}

      <div className="atr-toolbar">
        <Button
          onClick={() =>
            void applyChange(
              () => callEndpoint(context.active ? endpoints.deactivateContext : endpoints.activateContext, { params }),
              context.active ? 'useradmin.contextDeactivated' : 'useradmin.contextActivated',
              onSaved,
            )
          }
        >
          {t(context.active ? 'useradmin.deactivate' : 'useradmin.activate')}
        </Button>
        {isPlatformAdmin && <EnterContextButton context={context} />}
        {isPlatformAdmin && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t('useradmin.deleteContext')}
          </Button>
        )}
      </div>
      {isPlatformAdmin && <MoveContextForm user={user} context={context} onSaved={onSaved} />}
      {isPlatformAdmin && <DisabledFieldsEditor key={context.customer.disabledUserFields.join()} context={context} onSaved={reload} />}
      <ConfirmDialog
        open={confirmDelete}
        title={t('useradmin.deleteContext')}
        message={t('useradmin.deleteContext.confirm', { customer: context.customer.name })}
        confirmLabel={t('useradmin.deleteContext')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void applyChange(() => callEndpoint(endpoints.deleteContext, { params }), 'useradmin.contextDeleted', onSaved);
        }}
      />
    </section>
  );
}
