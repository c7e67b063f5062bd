import { useState } from 'react';
import { addParentCourseSchema } from '@atrium/classroom-contract';
import { apiFetch, Button, TextField, toast, useLoad, useT } from '@atrium/shared-ui';
import { API } from './instance-api';

interface Child {
  id: number;
  internalName: string;
  startDate: string | null;
}

/**
 * The instances that make up this group course. Looking up an unknown id shows 'not found'
 * (document 000 §5); an id already in the group is ignored.
 */
export function GroupCourseTab({ instanceId }: { instanceId: number }) {
  const t = useT();
  const children = useLoad(`children/${instanceId}`, () => apiFetch<Child[]>(`${API}/clicourse/${instanceId}/children`));
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState(false);

  const add = async () => {
    const id = Number(text.trim());
    setNotFound(false);
    if (!Number.isInteger(id) || id < 1) return setNotFound(true);
    if (id === instanceId || children.data?.some((child) => child.id === id)) return setText('');
    try {
      await apiFetch(`${API}/clicourses/${id}`);
    } catch {
      return setNotFound(true);
    }
    try {
      await apiFetch(`${API}/clicourse/${id}/addParentCourse`, {
        method: 'POST',
        body: addParentCourseSchema.parse({ parentId: instanceId }),
      });
    } catch {
      return void toast.error('instances.group.addFailed');
    }
    setText('');
    children.reload();
  };

  return (
    <div className="atr-form">
      <h2>{t('instances.group.children')}</h2>
      {children.data?.length ? (
        <ul data-testid="group-children">
          {children.data.map((child) => (
            <li key={child.id}>
              {child.id} {child.internalName} {child.startDate ?? ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('instances.group.none')}</p>
      )}
      <div className="atr-toolbar">
        <TextField
          label={t('instances.group.addId')}
          inputMode="numeric"
          value={text}
          error={notFound ? 'instances.group.notFound' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <Button onClick={() => void add()}>{t('instances.group.add')}</Button>
      </div>
    </div>
  );
}
