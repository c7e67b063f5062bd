import {
  CONTRACTOR_ERRORS,
  contractorPortalEndpoints as endpoints,
  hasFreeMailMarker,
  isAllowedContactEmail,
  LOCALES,
  type ContractorPortal,
  type Locale,
} from '@atrium/users-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  ErrorPanel,
  failureKey,
  fieldErrorsOf,
  Page,
  Select,
  Spinner,
  TextField,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { companyOptions } from './company-options';
import './messages';

interface FormState {
  locale: Locale;
  currentlyOffshore: boolean;
  contactEmail: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  customerId: string;
}

type Field = keyof FormState;

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

function RegistrationForm({ portal, slug }: { portal: ContractorPortal; slug: string }) {
  const t = useT();
  const pageLocale = useAuth((state) => state.locale);
  const [form, setForm] = useState<FormState>({
    locale: isLocale(pageLocale) ? pageLocale : 'en_US',
    currentlyOffshore: false,
    contactEmail: '',
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    customerId: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [registered, setRegistered] = useState(false);
  const set = <K extends Field>(field: K, value: FormState[K]) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    // Document 001 §5: a contact outside the oil company's domains stops the form with the alert; nothing is sent.
    if (!isAllowedContactEmail(form.contactEmail, portal.contactDomains)) {
      setAlert(t(CONTRACTOR_ERRORS.contactEmail, { portal: portal.name }));
      setErrors({ contactEmail: CONTRACTOR_ERRORS.contactEmail });
      return;
    }
    if (hasFreeMailMarker(form.email)) {
      setErrors({ email: CONTRACTOR_ERRORS.freeMail });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await callEndpoint(endpoints.register, {
        params: { portal: slug },
        body: { ...form, customerId: Number(form.customerId) || 0, phone: form.phone.trim() || undefined },
      });
      setRegistered(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setAlert(t(failureKey(error), { portal: portal.name }));
      if (fields.contactEmail === CONTRACTOR_ERRORS.contactEmail) setAlert(t(CONTRACTOR_ERRORS.contactEmail, { portal: portal.name }));
    } finally {
      // Document 001 §4: the save button is hidden while saving and shown again on error.
      setSaving(false);
    }
  };

  if (registered) {
    return (
      <p role="status" className="atr-contractor-done">
        {t('contractor.registration.done', { email: form.email.trim() })}
      </p>
    );
  }
  const errorOf = (field: Field) => errors[field];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('contractor.registration.title', { portal: portal.name })}>
      <p>{t('contractor.registration.intro', { portal: portal.name })}</p>
      <Select
        label={t('contractor.registration.locale')}
        value={form.locale}
        options={LOCALES.map((value) => ({ value, label: t(`locale.name.${value}`) }))}
        onChange={(event) => isLocale(event.target.value) && set('locale', event.target.value)}
        error={errorOf('locale')}
      />
      <Checkbox
        label={t('contractor.registration.currentlyOffshore')}
        checked={form.currentlyOffshore}
        onChange={(event) => set('currentlyOffshore', event.target.checked)}
      />
      <TextField
        label={t('contractor.registration.contactEmail', { portal: portal.name })}
        hint={t('contractor.registration.contactEmail.hint', { portal: portal.name, domains: portal.contactDomains.join(', ') })}
        type="email"
        required
        maxLength={254}
        value={form.contactEmail}
        error={errorOf('contactEmail')}
        onChange={(event) => set('contactEmail', event.target.value)}
      />
      <Select
        label={t('contractor.registration.company')}
        required
        placeholder={t('contractor.registration.company.choose')}
        value={form.customerId}
        options={companyOptions(portal.contractors, t)}
        error={errorOf('customerId')}
        onChange={(event) => set('customerId', event.target.value)}
      />
      <TextField
        label={t('contractor.registration.firstName')}
        required
        maxLength={100}
        autoComplete="given-name"
        value={form.firstName}
        error={errorOf('firstName')}
        onChange={(event) => set('firstName', event.target.value)}
      />
      <TextField
        label={t('contractor.registration.lastName')}
        required
        maxLength={100}
        autoComplete="family-name"
        value={form.lastName}
        error={errorOf('lastName')}
        onChange={(event) => set('lastName', event.target.value)}
      />
      <TextField
        label={t('contractor.registration.email')}
        hint={t('contractor.registration.email.hint')}
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        value={form.email}
        error={errorOf('email')}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        label={t('contractor.registration.phone')}
        type="tel"
        maxLength={40}
        autoComplete="tel"
        value={form.phone}
        error={errorOf('phone')}
        onChange={(event) => set('phone', event.target.value)}
      />
      {alert && (
        <p role="alert" className="atr-form-error">
          {alert}
        </p>
      )}
      {saving ? (
        <Spinner />
      ) : (
        <Button type="submit" variant="primary">
          {t('contractor.registration.save')}
        </Button>
      )}
    </form>
  );
}

/** /copnologin (document 001 §2, §3, §4, §5): contractors of an oil company register themselves; signed-in people go to my page. */
export default function ContractorRegistrationPage({ portal: slug }: { portal: string }) {
  const t = useT();
  const signedIn = useAuth((state) => state.status === 'signedIn');
  useEffect(() => {
    // /mypage is the shell's own route (not in the areas' route registry), as mf-reports' RoleGate uses it.
    if (signedIn) navigateToUrl('/mypage');
  }, [signedIn]);
  const portal = useEndpoint(endpoints.portal, signedIn ? null : { params: { portal: slug } });

  if (signedIn) return <Spinner />;
  if (portal.error) return <ErrorPanel error={portal.error} onRetry={portal.reload} />;
  if (!portal.data) return <Spinner />;
  return (
    <Page title={t('contractor.registration.title', { portal: portal.data.name })}>
      <RegistrationForm portal={portal.data} slug={slug} />
    </Page>
  );
}
