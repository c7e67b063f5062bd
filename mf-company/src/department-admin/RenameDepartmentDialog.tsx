import { departmentAdminEndpoints, departmentNameSchema, type CompanyDepartment } from '@atrium/company-contract';
import { Button, callEndpoint, failureKey, Modal, TextField, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';

export interface RenameDepartmentDialogProps {
  department: CompanyDepartment;
  onClose: () => void;
  onRenamed: () => void;
}

export function RenameDepartmentDialog({ department, onClose, onRenamed }: RenameDepartmentDialogProps) {
  const t = useT();
  const [name, setName] = useState(department.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const save = () => {
    const parsed = departmentNameSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    callEndpoint(departmentAdminEndpoints.rename, { params: { id: department.id }, body: parsed.data })
      .then(() => {
        toast.success('my-company.departments.renamed');
        onRenamed();
      })
      .catch((failure: unknown) => setError(failureKey(failure)))
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      open
      title={t('my-company.departments.rename.title')}
      onClose={onClose}
      footer={
        <Button variant="primary" busy={busy} onClick={save}>
          {t('my-company.departments.rename.save')}
        </Button>
      }
    >
      <TextField
        label={t('my-company.departments.rename.name')}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && save()}
      />
    </Modal>
  );
}
