import {
  contractorPortalEndpoints as endpoints,
  contractorPortalParamsSchema,
  portalSettingsSchema,
  type PortalSummary,
} from '@atrium/users-contract';
import {
  Button,
  callEndpoint,
  CustomerPicker,
  failureKey,
  fieldErrorsOf,
  TextField,
  toast,
  useT,
  type CustomerItem,
} from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';

interface PortalSettingsFormProps {
  /** The portal changed; none for a new one, whose slug is asked for. */
  portal?: PortalSummary;
  onSaved: (saved: PortalSummary) => void;
}

// "contactDomains.2" and the like: the form has one field for the list.
const fieldOf = (path: string) => path.split('.')[0]!;

function errorsOf(entries: [string, string][]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of entries) errors[fieldOf(path)] ??= message;
  return errors;
}

/** A portal's settings (decision 0220): its name in the texts, its oil company and the contact e-mail domains it accepts. */
export function PortalSettingsForm({ portal, onSaved }: PortalSettingsFormProps) {
  const t = useT();
  const [slug, setSlug] = useState('');
  const [name, setName] = useState(portal?.name ?? '');
  const [owner, setOwner] = useState<CustomerItem | null>(
    portal ? { id: portal.ownerCustomerId, name: portal.ownerCustomerName ?? String(portal.ownerCustomerId) } : null,
  );
  const [domains, setDomains] = useState(portal?.contactDomains.join(', ') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const portalSlug = portal?.slug ?? slug.trim();
    const settings = portalSettingsSchema.safeParse({
      name,
      ownerCustomerId: owner?.id,
      contactDomains: domains.split(/[\s,;]+/).filter(Boolean),
    });
    const slugChecked = contractorPortalParamsSchema.safeParse({ portal: portalSlug });
    const found = settings.success ? [] : settings.error.issues.map((issue): [string, string] => [issue.path.join('.'), issue.message]);
    if (!slugChecked.success) found.push(['slug', 'contractor.settings.slug.invalid']);
    setErrors(errorsOf(found));
    if (!settings.success || !slugChecked.success) return;
    setBusy(true);
    try {
      const saved = await callEndpoint(endpoints.saveSettings, { params: { portal: portalSlug }, body: settings.data });
      toast.success('contractor.settings.saved', { name: saved.name });
      onSaved(saved);
    } catch (failure) {
      const refused = errorsOf(Object.entries(fieldErrorsOf(failure)));
      setErrors(refused);
      if (Object.keys(refused).length === 0) toast.error(failureKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="atr-form">
      {!portal && (
        <TextField
          label={t('contractor.settings.slug')}
          hint={t('contractor.settings.slug.hint')}
          required
          autoComplete="off"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          error={errors.slug}
        />
      )}
      <TextField
        label={t('contractor.settings.name')}
        hint={t('contractor.settings.name.hint')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <CustomerPicker label={t('contractor.settings.owner')} required value={owner} onChange={setOwner} error={errors.ownerCustomerId} />
      <TextField
        label={t('contractor.settings.domains')}
        hint={t('contractor.settings.domains.hint')}
        required
        autoComplete="off"
        value={domains}
        onChange={(event) => setDomains(event.target.value)}
        error={errors.contactDomains}
      />
      <Button variant="primary" type="submit" busy={busy}>
        {t(portal ? 'contractor.settings.save' : 'contractor.settings.create')}
      </Button>
    </form>
  );
}
