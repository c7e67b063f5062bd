import { hotworkEndpoints, type Hotwork, type HotworkUpdate } from '@atrium/elearning-contract';
import {
  Button,
  Checkbox,
  DateField,
  ErrorPanel,
  FormField,
  Link,
  Page,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useT,
  formatDate,
} from '@atrium/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useCustomerNames } from '../customer-names';
import { hotworksListHref } from './hotworks-route';
import './messages';
import { saveHotwork } from './use-hotworks';

const editableFields = ({
  id,
  certificateNumber,
  receivedProofOfFireDrill,
  fireDrillDate,
  comments,
  sentToCustomer,
}: Hotwork): HotworkUpdate => ({
  id,
  certificateNumber,
  receivedProofOfFireDrill,
  fireDrillDate,
  comments,
  sentToCustomer,
});

/** /hotworks/:id (document 001 §2): the administrator's fields of one hot-works record. */
export default function HotworkEditPage({ id }: { id: number }) {
  const t = useT();
  const customers = useCustomerNames();
  const loaded = useEndpoint(hotworkEndpoints.get, { params: { id } });
  const [draft, setDraft] = useState<HotworkUpdate>();
  const [saving, setSaving] = useState(false);
  const record = loaded.data;

  // The form starts from the record as loaded, and again from what a save answered.
  useEffect(() => {
    if (record) setDraft(editableFields(record));
  }, [record]);

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!record || !draft) return <Spinner />;

  const change = (fields: Partial<HotworkUpdate>) => setDraft({ ...draft, ...fields });
  // Document 001 §4, §8: the save button is away while saving and back afterwards; a failure is alert('ERROR').
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    saveHotwork({ ...draft, certificateNumber: draft.certificateNumber?.trim() || null, comments: draft.comments || null })
      .then(
        (saved) => {
          loaded.set(saved);
          toast.success('hotworks.saved');
        },
        () => window.alert('ERROR'),
      )
      .finally(() => setSaving(false));
  };
  const customer =
    record.customerId === null
      ? ''
      : (customers.find((c) => c.id === record.customerId)?.name ?? t('hotworks.customerId', { id: record.customerId }));

  return (
    <Page
      title={t('hotworks.edit.title', { name: record.name })}
      actions={<Link href={hotworksListHref()}>{t('hotworks.edit.back')}</Link>}
    >
      <dl data-testid="hotwork-summary">
        <dt>{t('hotworks.field.customer')}</dt>
        <dd>{customer}</dd>
        <dt>{t('hotworks.field.courseDate')}</dt>
        <dd>{formatDate(record.courseDate)}</dd>
        <dt>{t('hotworks.field.sentFire')}</dt>
        <dd>{t(record.sentFire ? 'hotworks.yes' : 'hotworks.no')}</dd>
        <dt>{t('hotworks.field.completed')}</dt>
        <dd>{t(record.completed ? 'hotworks.yes' : 'hotworks.no')}</dd>
      </dl>
      <form onSubmit={save} aria-label={t('hotworks.edit.form')}>
        <TextField
          label={t('hotworks.field.certificateNumber')}
          value={draft.certificateNumber ?? ''}
          maxLength={100}
          onChange={(event) => change({ certificateNumber: event.target.value })}
        />
        <Checkbox
          label={t('hotworks.field.receivedProofOfFireDrill')}
          checked={draft.receivedProofOfFireDrill}
          onChange={(event) => change({ receivedProofOfFireDrill: event.target.checked })}
        />
        <DateField
          label={t('hotworks.field.fireDrillDate')}
          value={draft.fireDrillDate}
          onChange={(fireDrillDate) => change({ fireDrillDate })}
        />
        <FormField label={t('hotworks.field.comments')}>
          {(control) => (
            <textarea
              {...control}
              className="atr-input"
              rows={4}
              maxLength={4000}
              value={draft.comments ?? ''}
              onChange={(event) => change({ comments: event.target.value })}
            />
          )}
        </FormField>
        <Checkbox
          label={t('hotworks.field.sentToCustomer')}
          checked={draft.sentToCustomer}
          onChange={(event) => change({ sentToCustomer: event.target.checked })}
        />
        <div className="atr-toolbar">
          {saving ? (
            <span role="status">{t('hotworks.edit.saving')}</span>
          ) : (
            <Button type="submit" variant="primary">
              {t('common.save')}
            </Button>
          )}
        </div>
      </form>
    </Page>
  );
}
