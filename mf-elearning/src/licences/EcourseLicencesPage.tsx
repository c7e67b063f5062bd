import { LICENCE_FILTERS, LICENCE_SORTS, licenceStatus, type EcourseLicence } from '@atrium/elearning-service/contract';
import { useT } from '@atrium/shared-ui';
import { useCallback, useMemo } from 'react';
import { formatDay } from '../formatDay';
import { AddLicencesDialog } from './AddLicencesDialog';
import { ecourseLicenceSource } from './licenceApi';
import { LicenceListPage } from './LicenceListPage';

/** /license/ecourse/:id (document 001 §2, §4): the licences of one e-course. Anyone who reads them may cancel them (ARCHITECTURE.md). */
export default function EcourseLicencesPage({ courseId }: { courseId: number }) {
  const t = useT();
  const source = useMemo(() => ecourseLicenceSource(courseId), [courseId]);
  const statusText = useCallback(
    (licence: EcourseLicence) => {
      const status = licenceStatus(licence);
      return status.date ? t(`license.status.${status.key}.on`, { date: formatDay(status.date) }) : t(`license.status.${status.key}`);
    },
    [t],
  );
  return (
    <LicenceListPage
      source={source}
      filters={LICENCE_FILTERS}
      sorts={LICENCE_SORTS}
      statusText={statusText}
      cancelledBy="readers"
      renderAddDialog={({ list: _list, ...dialog }) => <AddLicencesDialog courseId={courseId} {...dialog} />}
    />
  );
}
