import { externalCourseIdEndpoints, type ProductSummary } from '@atrium/company-contract';
import { Button, callEndpoint, ConfirmDialog, failureKey, Modal, TextField, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';

export interface EditExternalIdDialogProps {
  product: ProductSummary;
  onClose: () => void;
  onSaved: () => void;
}

/** Document 001 §4: saving a duplicate external id asks first (my-company.external-course-id.confirm), then moves it. */
export function EditExternalIdDialog({ product, onClose, onSaved }: EditExternalIdDialogProps) {
  const t = useT();
  const [externalId, setExternalId] = useState(product.externalId ?? '');
  const [competenceId, setCompetenceId] = useState(product.competenceId ?? '');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = (force: boolean) => {
    setConfirming(false);
    setBusy(true);
    callEndpoint(externalCourseIdEndpoints.set, {
      body: { productId: product.productId, productType: product.productType, externalId, competenceId, force },
    })
      .then((answer) => {
        if (answer.isDuplicate) {
          setConfirming(true);
          return;
        }
        toast.success('my-company.external-course-id.saved');
        onSaved();
      })
      .catch((error: unknown) => toast.error(failureKey(error)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Modal
        open={!confirming}
        title={t('my-company.external-course-id.edit.title', { title: product.title })}
        onClose={onClose}
        footer={
          <Button variant="primary" busy={busy} onClick={() => save(false)}>
            {t('my-company.external-course-id.save')}
          </Button>
        }
      >
        <TextField
          label={t('my-company.external-course-id.column.externalId')}
          value={externalId}
          maxLength={100}
          onChange={(event) => setExternalId(event.target.value)}
        />
        <TextField
          label={t('my-company.external-course-id.column.competenceId')}
          value={competenceId}
          maxLength={100}
          onChange={(event) => setCompetenceId(event.target.value)}
        />
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('my-company.external-course-id.confirm.title')}
        message={t('my-company.external-course-id.confirm')}
        confirmLabel={t('my-company.external-course-id.confirm.yes')}
        onConfirm={() => save(true)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
