import { LICENSE_FILTERS, LICENSE_SORTS, licenseStatus, type EcourseLicense } from '@atrium/elearning-contract';
import { useT, formatDate } from '@atrium/shared-ui';
import { useCallback, useMemo } from 'react';
import { AddLicensesDialog } from './AddLicensesDialog';
import { ecourseLicenseSource } from './license-api';
import { LicenseListPage } from './LicenseListPage';

/** /license/ecourse/:id (document 001 §2, §4): the licenses of one e-course. Anyone who reads them may cancel them (ARCHITECTURE.md). */
export default function EcourseLicensesPage({ courseId }: { courseId: number }) {
  const t = useT();
  const source = useMemo(() => ecourseLicenseSource(courseId), [courseId]);
  const statusText = useCallback(
    (license: EcourseLicense) => {
      const status = licenseStatus(license);
      return status.date ? t(`license.status.${status.key}.on`, { date: formatDate(status.date) }) : t(`license.status.${status.key}`);
    },
    [t],
  );
  return (
    <LicenseListPage
      source={source}
      filters={LICENSE_FILTERS}
      sorts={LICENSE_SORTS}
      statusText={statusText}
      cancelledBy="readers"
      renderAddDialog={({ list: _list, ...dialog }) => <AddLicensesDialog courseId={courseId} {...dialog} />}
    />
  );
}
