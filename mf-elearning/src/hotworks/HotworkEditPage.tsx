import type { Hotwork, HotworkUpdate } from '@atrium/elearning-service/contract';
import { Button, Checkbox, DateField, ErrorPanel, FormField, Link, Page, Spinner, TextField, toast, useT } from '@atrium/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useCustomerNames } from '../customerNames';
import { formatDay } from '../formatDay';
import { hotworksListHref } from './hotworksRoute';
import './messages';
import { fetchHotwork, saveHotwork } from './useHotworks';

const editableFields = ({ id, certificateNumber, receivedProofOfFireDrill, fireDrillDate, comments, sentToCustomer }: Hotwork): HotworkUpdate => ({
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
  const [record, setRecord] = useState<Hotwork>();
  const [draft, setDraft] = useState<HotworkUpdate>();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    fetchHotwork(id, controller.signal).then(
      (loaded) => {
        setRecord(loaded);
        setDraft(editableFields(loaded));
      },
      (error: Error) => {
        if (!controller.signal.aborted) setLoadError(error);
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  if (loadError) return <ErrorPanel error={loadError} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!record || !draft) return <Spinner />;

  const change = (fields: Partial<HotworkUpdate>) => setDraft({ ...draft, ...fields });
  // Document 001 §4, §8: the save button is away while saving and back afterwards; a failure is alert('ERROR').
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    saveHotwork({ ...draft, certificateNumber: draft.certificateNumber?.trim() || null, comments: draft.comments || null })
      .then(
        (saved) => {
          setRecord(saved);
          setDraft(editableFields(saved));
          toast.success('hotworks.saved');
        },
        () => window.alert('ERROR'),
      )
      .finally(() => setSaving(false));
  };
  const customer = record.customerId === null ? '' : (customers.find((c) => c.id === record.customerId)?.name ?? t('hotworks.customerId', { id: record.customerId }));

  return (
    <Page title={t('hotworks.edit.title', { name: record.name })} actions={<Link href={hotworksListHref()}>{t('hotworks.edit.back')}</Link>}>
      <dl data-testid="hotwork-summary">
        <dt>{t('hotworks.field.customer')}</dt>
        <dd>{customer}</dd>
        <dt>{t('hotworks.field.courseDate')}</dt>
        <dd>{formatDay(record.courseDate)}</dd>
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
        <DateField label={t('hotworks.field.fireDrillDate')} value={draft.fireDrillDate} onChange={(fireDrillDate) => change({ fireDrillDate })} />
        <FormField label={t('hotworks.field.comments')}>
          {(control) => (
            <textarea {...control} className="atr-input" rows={4} maxLength={4000} value={draft.comments ?? ''} onChange={(event) => change({ comments: event.target.value })} />
          )}
        </FormField>
        <Checkbox label={t('hotworks.field.sentToCustomer')} checked={draft.sentToCustomer} onChange={(event) => change({ sentToCustomer: event.target.checked })} />
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
