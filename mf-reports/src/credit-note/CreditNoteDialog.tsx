import { creditNoteEndpoints } from '@atrium/reports-contract';
import { ApiError, Button, callEndpoint, Modal, TextField, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';

interface CreditNoteDialogProps {
  line: { purchaseId: number; title: string };
  onClose: (credited: boolean) => void;
}

/** Credits one invoiced line in full, with the reason printed on the credit note (decision 0146). */
export function CreditNoteDialog({ line, onClose }: CreditNoteDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!reason.trim()) {
      setError('validation.required');
      return;
    }
    setSaving(true);
    try {
      const note = await callEndpoint(creditNoteEndpoints.create, { body: { purchaseId: line.purchaseId, reason } });
      toast.success('creditNote.made', { number: note.number });
      onClose(true);
    } catch (failure) {
      toast.error(failure instanceof ApiError && failure.status === 409 ? failure.message : 'creditNote.failed');
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('creditNote.dialogTitle', { title: line.title })}
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
    </Modal>
  );
}
