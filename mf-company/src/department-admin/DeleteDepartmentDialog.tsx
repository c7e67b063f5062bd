import { departmentAdminEndpoints, type CompanyDepartment } from '@atrium/company-contract';
import { Button, callEndpoint, failureKey, Modal, Select, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';

export interface DeleteDepartmentDialogProps {
  department: CompanyDepartment;
  /** The other departments its people may move to. */
  others: CompanyDepartment[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting asks first; a department with people asks where they move (decision 0181). */
export function DeleteDepartmentDialog({ department, others, onClose, onDeleted }: DeleteDepartmentDialogProps) {
  const t = useT();
  const [transferTo, setTransferTo] = useState('');
  const [busy, setBusy] = useState(false);
  const needsTransfer = department.userCount > 0;

  const remove = () => {
    if (needsTransfer && !transferTo) {
      toast.error('my-company.departments.transferNeeded');
      return;
    }
    setBusy(true);
    callEndpoint(departmentAdminEndpoints.remove, {
      params: { id: department.id },
      query: needsTransfer ? { transferTo: Number(transferTo) } : {},
    })
      .then(() => {
        toast.info('my-company.departments.deleted');
        onDeleted();
      })
      .catch((error: unknown) => toast.error(failureKey(error)))
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      open
      title={t('my-company.departments.delete.title')}
      onClose={onClose}
      footer={
        <Button variant="danger" busy={busy} onClick={remove}>
          {t('my-company.departments.delete.yes')}
        </Button>
      }
    >
      <p>{t('my-company.departments.delete.confirm', { name: department.name })}</p>
      {needsTransfer && (
        <Select
          label={t('my-company.departments.delete.transfer', { count: department.userCount })}
          placeholder={t('picker.choose')}
          options={others.map((other) => ({ value: String(other.id), label: other.name }))}
          value={transferTo}
          onChange={(event) => setTransferTo(event.target.value)}
          required
        />
      )}
    </Modal>
  );
}
