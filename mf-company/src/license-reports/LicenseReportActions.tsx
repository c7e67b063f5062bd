import type { LicenseReportRow, LicenseType } from '@atrium/company-contract';
import { Button, Checkbox, ConfirmDialog, failureKey, formatMoney, TextField, toast, useAuth, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { cancelLicenses, downloadDiplomas, sendReminders } from './license-report-api';

// Document 001 §8: a refused change shows the server's message (a message key); anything else the generic one.
const showFailure = (error: unknown) => toast.error(failureKey(error));

export interface LicenseReportActionsProps {
  licenseType: LicenseType;
  selected: LicenseReportRow[];
  /** After a change: clear the selection and search again. */
  onChanged: () => void;
}

/**
 * The action a report type offers on the selected rows (document 001 §5: with none selected nothing happens):
 * diplomas, expiry reminders with the admin's message, or cancellation with its confirmations.
 */
export function LicenseReportActions({ licenseType, selected, onChanged }: LicenseReportActionsProps) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const currency = useAuth((state) => state.currency);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [cancelStep, setCancelStep] = useState<'confirm' | 'confirmFee' | null>(null);
  const none = selected.length === 0;
  const fee = selected.reduce((sum, row) => sum + row.cancellationFee, 0);
  const inProgramme = selected.some((row) => row.asPartOfCourseProgram);

  const run = (work: () => Promise<void>) => {
    if (none) return;
    setBusy(true);
    work()
      .catch(showFailure)
      .finally(() => setBusy(false));
  };

  const remind = () =>
    run(async () => {
      const answer = await sendReminders(selected, message, repeat);
      toast.success('my-company.licenses.expires.remindersSent', { sent: answer.sent, already: answer.alreadyReminded });
      onChanged();
    });

  const cancel = () => {
    if (cancelStep === 'confirm' && fee > 0) {
      setCancelStep('confirmFee');
      return;
    }
    setCancelStep(null);
    run(async () => {
      await cancelLicenses(selected, fee > 0);
      toast.success('license.cancellationok');
      onChanged();
    });
  };

  return (
    <div className="atr-toolbar" role="group" aria-label={t('my-company.licenses.actions')}>
      {licenseType === 'DOWNLOAD_DIPLOMA' && (
        <Button variant="primary" busy={busy} disabled={none} onClick={() => run(() => downloadDiplomas(selected))}>
          {t('my-company.licenses.diplomas')}
        </Button>
      )}
      {licenseType === 'SEND_COURSE_SOON_EXPIRES_REMINDER' && (
        <>
          <TextField
            label={t('my-company.licenses.reminder.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Checkbox
            label={t('my-company.licenses.reminder.repeat')}
            checked={repeat}
            onChange={(event) => setRepeat(event.target.checked)}
          />
          <Button variant="primary" busy={busy} disabled={none} onClick={remind}>
            {t('my-company.licenses.reminder.send')}
          </Button>
        </>
      )}
      {licenseType === 'CANCEL_LICENSE' && (
        <>
          <Button variant="danger" busy={busy} disabled={none || inProgramme} onClick={() => setCancelStep('confirm')}>
            {t('my-company.licenses.cancel')}
          </Button>
          {inProgramme && (
            <p role="status" className="atr-form-error">
              {t('my-company.licenses.cancel.courseProgramSelected')}
            </p>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelStep === 'confirm'}
        title={t('my-company.licenses.cancel.title')}
        message={t('my-company.licenses.cancel.confirm', { count: selected.length })}
        confirmLabel={t('my-company.licenses.cancel.yes')}
        onConfirm={cancel}
        onCancel={() => setCancelStep(null)}
      />
      <ConfirmDialog
        open={cancelStep === 'confirmFee'}
        title={t('my-company.licenses.cancel.feeTitle')}
        message={t('my-company.licenses.cancel.feeConfirm', { fee: formatMoney(fee, currency, locale) })}
        confirmLabel={t('my-company.licenses.cancel.feeYes')}
        onConfirm={cancel}
        onCancel={() => setCancelStep(null)}
      />
    </div>
  );
}
