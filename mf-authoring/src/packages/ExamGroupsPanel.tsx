import { examGroupEndpoints, taskEndpoints, type ExamGroup, type PackageDetail } from '@atrium/authoring-contract';
import { Button, callEndpoint, failureKey, RemoveButton, TextField, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';

const failed = (error: unknown) => toast.error(failureKey(error));

/** One group: name, how many tasks each exam takes from it, and its tasks chosen from the task library. */
function GroupForm({ detail, group, onChange }: { detail: PackageDetail; group?: ExamGroup; onChange: (detail: PackageDetail) => void }) {
  const t = useT();
  const tasks = useEndpoint(taskEndpoints.search, { query: { search: '', page: 0 } });
  const [name, setName] = useState(group?.internalName ?? '');
  const [take, setTake] = useState(String(group?.take ?? 1));
  const [chosen, setChosen] = useState<string[]>(group?.tasks.map((task) => task.uuid) ?? []);
  const toggle = (uuid: string, on: boolean) => setChosen((current) => (on ? [...current, uuid] : current.filter((one) => one !== uuid)));
  return (
    <form
      className="atr-panel"
      aria-label={group ? group.internalName : t('kpg.exam.newGroup')}
      onSubmit={(event) => {
        event.preventDefault();
        void callEndpoint(examGroupEndpoints.save, {
          params: { uuid: detail.uuid },
          body: { id: group?.id, internalName: name, take: Number(take), taskUuids: chosen },
        })
          .then((next) => {
            if (!group) setName('');
            onChange(next);
          })
          .catch(failed);
      }}
    >
      <TextField label={t('kpg.exam.groupName')} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label={t('kpg.exam.take')} type="number" min={1} value={take} onChange={(e) => setTake(e.target.value)} />
      <fieldset>
        <legend>{t('kpg.exam.tasks')}</legend>
        {(tasks.data?.rows ?? []).map((task) => (
          <label key={task.uuid} className="atr-checkbox">
            <input type="checkbox" checked={chosen.includes(task.uuid)} onChange={(e) => toggle(task.uuid, e.target.checked)} />{' '}
            {task.title || task.uuid}
          </label>
        ))}
      </fieldset>
      {group && group.tasks.length < group.take && (
        <p role="alert">{t('kpg.check.examGroupTooFew', { name: group.internalName, take: group.take, count: group.tasks.length })}</p>
      )}
      <Button type="submit">{group ? t('kpg.save') : t('kpg.exam.addGroup')}</Button>
      {group && (
        <RemoveButton
          label={t('kpg.exam.deleteGroup', { name: group.internalName })}
          onClick={() =>
            void callEndpoint(examGroupEndpoints.remove, { params: { uuid: detail.uuid, groupId: group.id } })
              .then(onChange)
              .catch(failed)
          }
        />
      )}
    </form>
  );
}

/** The exam's groups (§3, §5), shown when the package has an exam. */
export function ExamGroupsPanel({ detail, onChange }: { detail: PackageDetail; onChange: (detail: PackageDetail) => void }) {
  const t = useT();
  if (!detail.exam) return null;
  return (
    <section aria-labelledby="kpg-exam">
      <h2 id="kpg-exam">{t('kpg.exam.title', { percent: detail.examPercentRequired })}</h2>
      {detail.examGroups.map((group) => (
        <GroupForm key={`${group.id}-${detail.updatedAt}`} detail={detail} group={group} onChange={onChange} />
      ))}
      <GroupForm key={`new-${detail.updatedAt}`} detail={detail} onChange={onChange} />
    </section>
  );
}
