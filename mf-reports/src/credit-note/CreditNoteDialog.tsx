import { creditNoteEndpoints, type CreditDisposition } from '@atrium/reports-contract';
import { Button, callEndpoint, Checkbox, failureKey, Modal, Select, TextField, toast, useIdempotencyKey, useT } from '@atrium/shared-ui';
import { useState } from 'react';

interface CreditNoteDialogProps {
  invoiceId: number;
  /** The lines to credit; null credits every line not credited yet. */
  purchaseIds: number[] | null;
  onClose: (credited: boolean) => void;
}

/**
 * Credits the whole invoice or the chosen lines (decision 0213): the reason printed on the credit note, whether the
 * lines are invoiced again or cancelled, and whether the purchasers get it by e-mail.
 */
export function CreditNoteDialog({ invoiceId, purchaseIds, onClose }: CreditNoteDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [disposition, setDisposition] = useState<CreditDisposition>('REINVOICE');
  const [sendEmail, setSendEmail] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const idempotency = useIdempotencyKey(purchaseIds?.join(',') ?? 'whole');
  const save = async () => {
    if (!reason.trim()) {
      setError('validation.required');
      return;
    }
    setSaving(true);
    try {
      const note = await callCreate();
      toast.success('creditNote.made', { number: note.number });
      onClose(true);
    } catch (failure) {
      toast.error(failureKey(failure));
      setSaving(false);
    }
  };
  const callCreate = () =>
    callEndpoint(
      creditNoteEndpoints.create,
      { body: { invoiceId, reason, disposition, sendEmail, ...(purchaseIds ? { purchaseIds } : {}) } },
      { headers: idempotency },
    );
  return (
    <Modal
      open
      title={purchaseIds ? t('creditNote.dialogTitleLines', { count: purchaseIds.length }) : t('creditNote.dialogTitleWhole')}
      onClose={() => onClose(false)}
      footer={
        <Button variant="primary" disabled={saving} onClick={() => void save()}>
          {t('creditNote.make')}
        </Button>
      }
    >
      <TextField
        label={t('creditNote.reason')}
        value={reason}
        maxLength={500}
        required
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Select
        label={t('creditNote.disposition')}
        value={disposition}
        options={[
          { value: 'REINVOICE', label: t('creditNote.disposition.REINVOICE') },
          { value: 'CANCEL', label: t('creditNote.disposition.CANCEL') },
        ]}
        onChange={(event) => setDisposition(event.target.value as CreditDisposition)}
      />
      <Checkbox label={t('creditNote.sendEmail')} checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
    </Modal>
  );
}
