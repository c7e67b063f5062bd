import { instructorPageEndpoints as endpoints, type InstructorCourse, type WorkItemKey } from '@atrium/classroom-contract';
import { Button, callEndpoint, Checkbox, toast, useT } from '@atrium/shared-ui';

const KEYS: readonly WorkItemKey[] = [
  'acceptCourseMaterials',
  'signParticipantList',
  'registerResults',
  'uploadPreTest',
  'uploadPostTest',
  'uploadScannedEvaluations',
];

/**
 * Document 002 §4: "required" switches done between not required (false) and undefined; an item is active unless
 * done is false, and marking it done sends an update. Finalising saves the results item on the server.
 */
export function InstructorWorkItems({ course, reload }: { course: InstructorCourse; reload: () => void }) {
  const t = useT();
  const instanceId = course.details.instanceId;
  const save = async (key: WorkItemKey, done: boolean | null) => {
    try {
      await callEndpoint(endpoints.updateWorkItem, { params: { instanceId }, body: { key, done } });
      toast.success('workItem.updated');
      reload();
    } catch {
      toast.error('instructor-page.failed');
    }
  };
  const finalize = async () => {
    try {
      await callEndpoint(endpoints.finalize, { params: { instanceId } });
      toast.success('instructor-page.finalized');
      reload();
    } catch (error) {
      toast.error(
        error instanceof Error && error.message === 'instructors.finalize.unrecorded'
          ? 'instructor-page.unrecorded'
          : 'instructor-page.failed',
      );
    }
  };
  return (
    <section className="atr-section">
      <h2>{t('classroom-management.workItems')}</h2>
      <ul className="atr-plain-list">
        {course.workItems
          .filter((item) => KEYS.includes(item.key))
          .map((item) => {
            const label = t(`classroom-management.workItem.${item.key}`);
            const active = item.done !== false;
            return (
              <li key={item.key} className="atr-toolbar">
                <Checkbox
                  label={label}
                  disabled={!active}
                  checked={item.done === true}
                  onChange={(event) => void save(item.key, event.target.checked ? true : null)}
                />
                <Checkbox
                  label={t('instructor-page.required', { item: label })}
                  checked={active}
                  onChange={(event) => void save(item.key, event.target.checked ? null : false)}
                />
              </li>
            );
          })}
      </ul>
      <Button variant="primary" onClick={() => void finalize()}>
        {t('instructor-page.finalize')}
      </Button>
    </section>
  );
}
