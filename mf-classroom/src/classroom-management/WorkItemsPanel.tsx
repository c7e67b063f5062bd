import { classroomManagementEndpoints as endpoints, type CourseOverview, type WorkItemKey } from '@atrium/classroom-contract';
import { callEndpoint, Checkbox, formatDateTime, useT } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';

interface WorkItemsPanelProps {
  overview: CourseOverview;
  keys: readonly WorkItemKey[];
  reload: () => void;
}

/** Document 002 §4: staff toggle a work item done; each shows when it was last changed. */
export function WorkItemsPanel({ overview, keys, reload }: WorkItemsPanelProps) {
  const t = useT();
  const items = overview.workItems.items.filter((item) => keys.includes(item.key));
  const toggle = async (key: WorkItemKey, done: boolean) => {
    if (
      await perform(
        () => callEndpoint(endpoints.updateWorkItem, { params: { instanceId: overview.instanceId }, body: { key, done } }),
        'workItem.updated',
      )
    )
      reload();
  };
  return (
    <section className="atr-section">
      <h2>{t('classroom-management.workItems')}</h2>
      <ul className="atr-plain-list">
        {items.map((item) => (
          <li key={item.key}>
            <Checkbox
              label={t(`classroom-management.workItem.${item.key}`)}
              checked={item.done === true}
              hint={item.timestamp ? t('classroom-management.workItem.changed', { when: formatDateTime(item.timestamp) }) : undefined}
              onChange={(event) => void toggle(item.key, event.target.checked)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
