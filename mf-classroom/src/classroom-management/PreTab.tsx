import type { CourseOverview } from '@atrium/classroom-contract';
import { PRE_WORK_ITEMS } from '@atrium/classroom-contract';
import { AddPeoplePanel } from './AddPeoplePanel';
import { AttendingPanel } from './AttendingPanel';
import { InfoPanel } from './InfoPanel';
import { InstructorCancellationsPanel } from './InstructorCancellationsPanel';
import { PackagedMaterialsForm } from './PackagedMaterialsForm';
import { ReservationsPanel } from './ReservationsPanel';
import { WaitingListPanel } from './WaitingListPanel';
import { WorkItemsPanel } from './WorkItemsPanel';

export interface OverviewTabProps {
  overview: CourseOverview;
  reload: () => void;
}

/** pre: who attends, waits and holds seats, the work before the course, materials and info. */
export function PreTab({ overview, reload }: OverviewTabProps) {
  return (
    <>
      <InstructorCancellationsPanel instanceId={overview.instanceId} />
      <AttendingPanel overview={overview} reload={reload} />
      <AddPeoplePanel overview={overview} reload={reload} />
      <WaitingListPanel overview={overview} reload={reload} />
      <ReservationsPanel overview={overview} reload={reload} />
      <WorkItemsPanel overview={overview} keys={PRE_WORK_ITEMS} reload={reload} />
      <PackagedMaterialsForm overview={overview} reload={reload} />
      <InfoPanel overview={overview} reload={reload} />
    </>
  );
}
