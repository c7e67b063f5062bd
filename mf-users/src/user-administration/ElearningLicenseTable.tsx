import { Button, callEndpoint, Checkbox, ConfirmDialog, DateField, formatDate, Modal, useT } from '@atrium/shared-ui';
import { personLicenseEndpoints, type PersonLicense } from '@atrium/elearning-contract';
import { useState } from 'react';
import { applyChange } from './user-administration-api';

interface Props {
  userId: number;
  licenses: PersonLicense[];
  onChanged: (license: PersonLicense) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * E-learning licenses with force-cancel (cancellation e-mail by default, document 002 §9), approve at a date, and reset
 * progress of a started or finished license whose course plays a package (§7 names the package and its type).
 */
export function ElearningLicenseTable({ userId, licenses, onChanged }: Props) {
  const t = useT();
  const [cancelling, setCancelling] = useState<PersonLicense | null>(null);
  const [sendEmail, setSendEmail] = useState(true);
  const [approving, setApproving] = useState<PersonLicense | null>(null);
  const [approveDate, setApproveDate] = useState<string | null>(today);
  const [resetting, setResetting] = useState<PersonLicense | null>(null);

  const cancel = async (license: PersonLicense) => {
    setCancelling(null);
    const params = { licenseId: license.id, userId, sendCancellationEmail: sendEmail ? 'true' : 'false' } as const;
    await applyChange(() => callEndpoint(personLicenseEndpoints.forceCancel, { params }), 'useradmin.courses.cancelled', onChanged);
  };
  const approve = async (license: PersonLicense, date: string) => {
    setApproving(null);
    await applyChange(
      () => callEndpoint(personLicenseEndpoints.approveAt, { body: { id: license.id, date } }),
      'useradmin.courses.approved',
      onChanged,
    );
  };

  const reset = async (license: PersonLicense) => {
    setResetting(null);
    const { id: packageId, type: packageType } = license.package!;
    await applyChange(
      () => callEndpoint(personLicenseEndpoints.resetProgress, { params: { licenseUuid: license.uuid, userId, packageId, packageType } }),
      'useradmin.courses.progressReset',
      onChanged,
    );
  };

  return (
    <>
      <table className="atr-table">
        <caption>{t('useradmin.courses.elearning')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.courses.course')}</th>
            <th scope="col">{t('useradmin.courses.status')}</th>
            <th scope="col">{t('useradmin.courses.ongoing')}</th>
            <th scope="col">{t('useradmin.courses.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {licenses.map((license) => (
            <tr key={license.id}>
              <td>
                {license.courseName}
                {license.asPartOfCourseProgram && ` (${t('useradmin.courses.inProgramme')})`}
              </td>
              <td>
                {t(`useradmin.courses.ecourse.${license.status}`, { date: license.statusDate ? formatDate(license.statusDate) : '' })}
              </td>
              <td>{t(license.ongoing ? 'useradmin.courses.yes' : 'useradmin.courses.no')}</td>
              <td>
                {/* A course programme's license is cancelled with its enrolment, below (decision 0252). */}
                {license.status !== 'cancelled' && !license.asPartOfCourseProgram && (
                  <Button variant="danger" onClick={() => (setSendEmail(true), setCancelling(license))}>
                    {t('useradmin.courses.forceCancel', { course: license.courseName })}
                  </Button>
                )}{' '}
                {license.status !== 'cancelled' && license.status !== 'completed' && (
                  <Button onClick={() => (setApproveDate(today()), setApproving(license))}>
                    {t('useradmin.courses.approve', { course: license.courseName })}
                  </Button>
                )}{' '}
                {license.package && license.status !== 'cancelled' && license.status !== 'notStarted' && (
                  <Button variant="secondary" onClick={() => setResetting(license)}>
                    {t('useradmin.courses.resetProgress', { course: license.courseName })}
                  </Button>
                )}
              </td>
            </tr>
          ))}
          {licenses.length === 0 && (
            <tr>
              <td colSpan={4}>{t('useradmin.courses.none')}</td>
            </tr>
          )}
        </tbody>
      </table>
      <Modal
        open={cancelling !== null}
        title={t('useradmin.courses.forceCancel', { course: cancelling?.courseName ?? '' })}
        onClose={() => setCancelling(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => cancelling && void cancel(cancelling)}>
              {t('useradmin.courses.confirmCancel')}
            </Button>
          </>
        }
      >
        <p>{t('useradmin.courses.cancel.confirm', { course: cancelling?.courseName ?? '' })}</p>
        <Checkbox
          label={t('useradmin.courses.sendCancellationEmail')}
          checked={sendEmail}
          onChange={(event) => setSendEmail(event.target.checked)}
        />
      </Modal>
      <ConfirmDialog
        open={resetting !== null}
        title={t('useradmin.courses.resetProgress', { course: resetting?.courseName ?? '' })}
        message={t('useradmin.courses.resetProgress.confirm', { course: resetting?.courseName ?? '' })}
        confirmLabel={t('useradmin.courses.resetProgress', { course: resetting?.courseName ?? '' })}
        onConfirm={() => resetting && void reset(resetting)}
        onCancel={() => setResetting(null)}
      />
      <Modal
        open={approving !== null}
        title={t('useradmin.courses.approve', { course: approving?.courseName ?? '' })}
        onClose={() => setApproving(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setApproving(null)}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!approveDate} onClick={() => approving && approveDate && void approve(approving, approveDate)}>
              {t('useradmin.courses.confirmApprove')}
            </Button>
          </>
        }
      >
        <p>{t('useradmin.courses.approve.confirm', { course: approving?.courseName ?? '' })}</p>
        <DateField label={t('useradmin.courses.approvedAt')} value={approveDate} onChange={setApproveDate} required />
      </Modal>
    </>
  );
}
