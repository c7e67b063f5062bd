import { Button, Link, NewUserFields, NewUserOutcome, Page, useAuth, useNewUserForm, useT } from '@atrium/shared-ui';
import type { FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { companyHref } from '../company-routes';
import './messages';

/**
 * /my-company/add-user (document 001 §2): registers a person at the company the admin acts for, with the users
 * area's new-user rules (a possible duplicate stops it; the admin takes that person or registers anyway).
 */
export default function AddUserPage() {
  const t = useT();
  const me = useAuth((state) => state.me);
  const customer = me?.contexts.find((context) => context.customerId === me.activeCustomerId);
  const form = useNewUserForm(customer?.customerId, (user) => navigateToUrl(companyHref('my-company.user', { id: user.id })));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send();
  };

  return (
    <Page title={t('my-company.addUser.title')} actions={<Link href={companyHref('my-company.users')}>{t('my-company.users.back')}</Link>}>
      {customer && <p>{t('my-company.addUser.at', { name: customer.customerName })}</p>}
      <form noValidate onSubmit={submit} className="atr-form">
        <NewUserFields form={form} />
        <Button variant="primary" type="submit" busy={form.busy}>
          {t('picker.newUser.create')}
        </Button>
      </form>
      {/* Only an admin acting for no company lacks one: the page has no customer field to mark. */}
      {form.errors.customerId && (
        <p role="alert" className="atr-field-error">
          {t('my-company.users.noCompany')}
        </p>
      )}
      <NewUserOutcome form={form} />
    </Page>
  );
}
