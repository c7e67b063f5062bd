import { useState } from 'react';
import { instanceEndpoints } from '@atrium/classroom-contract';
import { Button, callEndpoint, TextField, toast, useEndpoint, useT } from '@atrium/shared-ui';

/**
 * The instances that make up this group course. Looking up an unknown id shows 'not found'
 * (document 000 §5); an id already in the group is ignored.
 */
export function GroupCourseTab({ instanceId }: { instanceId: number }) {
  const t = useT();
  const children = useEndpoint(instanceEndpoints.children, { params: { id: instanceId } });
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState(false);

  const add = async () => {
    const id = Number(text.trim());
    setNotFound(false);
    if (!Number.isInteger(id) || id < 1) return setNotFound(true);
    if (id === instanceId || children.data?.some((child) => child.id === id)) return setText('');
    try {
      await callEndpoint(instanceEndpoints.get, { params: { id } });
    } catch {
      return setNotFound(true);
    }
    try {
      await callEndpoint(instanceEndpoints.addParent, { params: { id }, body: { parentId: instanceId } });
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
