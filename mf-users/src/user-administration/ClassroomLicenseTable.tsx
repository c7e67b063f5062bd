import { Button, callEndpoint, ConfirmDialog, formatDateRange, useT } from '@atrium/shared-ui';
import { personClassroomLicenseEndpoints, type PersonClassroomLicense } from '@atrium/classroom-contract';
import { useState } from 'react';
import { applyChange } from './user-administration-api';

interface Props {
  userId: number;
  licenses: PersonClassroomLicense[];
  onChanged: (license: PersonClassroomLicense) => void;
}

const CLOSED = new Set(['cancelled', 'courseCancelled']);

/** Classroom licenses (participations) with force-cancel, confirmed first (document 002 §5 "Destructive actions"). */
export function ClassroomLicenseTable({ userId, licenses, onChanged }: Props) {
  const t = useT();
  const [cancelling, setCancelling] = useState<PersonClassroomLicense | null>(null);

  const cancel = async (license: PersonClassroomLicense) => {
    setCancelling(null);
    const params = { licenseId: license.id, userId };
    await applyChange(
      () => callEndpoint(personClassroomLicenseEndpoints.forceCancel, { params }),
      'useradmin.courses.cancelled',
      onChanged,
    );
  };

  return (
    <>
      <table className="atr-table">
        <caption>{t('useradmin.courses.classroom')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.courses.course')}</th>
            <th scope="col">{t('useradmin.courses.dates')}</th>
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
                {license.place && ` · ${license.place}`}
                {license.asPartOfCourseProgram && ` (${t('useradmin.courses.inProgramme')})`}
              </td>
              <td>{license.startDate ? formatDateRange(license.startDate, license.endDate ?? license.startDate) : ''}</td>
              <td>{t(`useradmin.courses.clcourse.${license.status}`)}</td>
              <td>{t(license.ongoing ? 'useradmin.courses.yes' : 'useradmin.courses.no')}</td>
              <td>
                {/* A course programme's license is cancelled with its enrolment, below (decision 0252). */}
                {!CLOSED.has(license.status) && !license.asPartOfCourseProgram && (
                  <Button variant="danger" onClick={() => setCancelling(license)}>
                    {t('useradmin.courses.forceCancel', { course: license.courseName })}
                  </Button>
                )}
              </td>
            </tr>
          ))}
          {licenses.length === 0 && (
            <tr>
              <td colSpan={5}>{t('useradmin.courses.none')}</td>
            </tr>
          )}
        </tbody>
      </table>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('useradmin.courses.forceCancel', { course: cancelling?.courseName ?? '' })}
        message={t('useradmin.courses.cancel.confirm', { course: cancelling?.courseName ?? '' })}
        confirmLabel={t('useradmin.courses.confirmCancel')}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}
