import { POST_WORK_ITEMS } from '@atrium/classroom-contract';
import { useT } from '@atrium/shared-ui';
import { InternalControlPanel } from './InternalControlPanel';
import { ParticipantGrid } from './ParticipantGrid';
import type { OverviewTabProps } from './PreTab';
import { WorkItemsPanel } from './WorkItemsPanel';

/** post: the work after the course, its internal control and who cancelled. */
export function PostTab({ overview, reload }: OverviewTabProps) {
  const t = useT();
  return (
    <>
      <WorkItemsPanel overview={overview} keys={POST_WORK_ITEMS} reload={reload} />
      <InternalControlPanel overview={overview} />
      <section className="atr-section">
        <h2>{t('classroom-management.cancelled')}</h2>
        <ParticipantGrid ariaLabel={t('classroom-management.cancelled')} participants={overview.participants.cancelled} />
      </section>
    </>
  );
}
