import { lazy, Suspense, useState } from 'react';
import { defaultReportLocale, participantListPdfPath } from '@atrium/classroom-contract';
import { Button, useAuth, useT } from '@atrium/shared-ui';
import './messages';

const CourseReportDialog = lazy(() => import('./CourseReportDialog').then(({ CourseReportDialog }) => ({ default: CourseReportDialog })));

/** The course report form and the room-signing participant list, on the staff screen and the instructor page. */
export function CourseReportActions({ instanceId, customers }: { instanceId: number; customers: { id: number; name: string }[] }) {
  const t = useT();
  const site = useAuth((state) => state.learningSite);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('course-report.open')}</Button>
      <a
        className="atr-button"
        href={participantListPdfPath(instanceId, defaultReportLocale(site), 'all')}
        target="_blank"
        rel="noreferrer"
      >
        {t('course-report.participantList')}
      </a>
      {open && (
        <Suspense fallback={null}>
          <CourseReportDialog instanceId={instanceId} customers={customers} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The distinct customers of the participants, for the report's customer choice. */
export function customersOf(participants: readonly { customerId: number | null; customerName: string | null }[]) {
  const byId = new Map<number, string>();
  for (const p of participants) if (p.customerId !== null) byId.set(p.customerId, p.customerName ?? `#${p.customerId}`);
  return [...byId].map(([id, name]) => ({ id, name }));
}
