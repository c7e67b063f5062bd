import { Button, Modal, useT } from '@atrium/shared-ui';
import type { RegistrationReport } from '@atrium/users-contract';
import { RegistrationReportView } from './RegistrationReportView';

interface DryRunDialogProps {
  report: RegistrationReport;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
}

/** The dry run (decision 0216): exactly what registering would create and change, before anything is written. */
export function DryRunDialog({ report, onConfirm, onClose, busy }: DryRunDialogProps) {
  const t = useT();
  return (
    <Modal
      open
      title={t('userMassImport.dryRun.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('userMassImport.cancel')}</Button>
          <Button variant="primary" disabled={busy} onClick={onConfirm}>
            {t('userMassImport.dryRun.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('userMassImport.dryRun.intro')}</p>
      <RegistrationReportView report={report} />
    </Modal>
  );
}
