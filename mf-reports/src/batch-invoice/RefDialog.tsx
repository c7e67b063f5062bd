import { batchInvoiceEndpoints, type BatchInvoiceLine } from '@atrium/reports-contract';
import { Button, callEndpoint, Modal, TextField, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';

/** Changes the reference of one open line (document 003 §7 "update ref by purchase id"). */
export function RefDialog({ line, onClose }: { line: BatchInvoiceLine; onClose: (changed: boolean) => void }) {
  const t = useT();
  const [ref, setRef] = useState(line.yourRef);
  const save = async () => {
    const { updated } = await callEndpoint(batchInvoiceEndpoints.updateRef, { params: { purchaseId: line.purchaseId }, body: { ref } });
    toast.success('batchInvoice.refUpdated', { count: updated });
    onClose(true);
  };
  return (
    <Modal
      open
      title={`${t('batchInvoice.editRef')}: ${line.title}`}
      onClose={() => onClose(false)}
      footer={
        <Button variant="primary" onClick={() => void save()}>
          {t('batchInvoice.editRef')}
        </Button>
      }
    >
      <TextField label={t('batchInvoice.yourRef')} value={ref} maxLength={100} onChange={(event) => setRef(event.target.value)} />
    </Modal>
  );
}
