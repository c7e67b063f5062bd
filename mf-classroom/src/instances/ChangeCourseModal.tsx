import { useEffect, useState } from 'react';
import { classroomCourseEndpoints, type ClassroomCourseListResponse } from '@atrium/classroom-contract';
import { Button, callEndpoint, Modal, TextField, toast, useDebouncedValue, useT } from '@atrium/shared-ui';
import { instanceApi } from './instance-api';

export interface ChangeCourseModalProps {
  instanceId: number;
  open: boolean;
  onClose: () => void;
  onMoved: (courseId: number) => void;
}

/** Document 000 §2: search classroom courses, then pick one to move the instance to. */
export function ChangeCourseModal({ instanceId, open, onClose, onMoved }: ChangeCourseModalProps) {
  const t = useT();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const [hits, setHits] = useState<ClassroomCourseListResponse['items']>([]);

  useEffect(() => {
    if (!open || !q) return setHits([]);
    callEndpoint(classroomCourseEndpoints.list, { query: { q, canPurchaseOnly: false, pageSize: 20 } }).then(
      (page) => setHits(page.items),
      () => setHits([]),
    );
  }, [q, open]);

  const pick = async (courseId: number) => {
    try {
      await instanceApi.changeCourse(instanceId, courseId);
    } catch {
      return void toast.error('instances.changeCourse.failed');
    }
    toast.success('notification.templatechange');
    onMoved(courseId);
  };

  return (
    <Modal open={open} title={t('instances.changeCourse')} onClose={onClose}>
      <TextField label={t('instances.changeCourse.search')} value={text} onChange={(event) => setText(event.target.value)} />
      <ul className="atr-plain-list">
        {hits.map((course) => (
          <li key={course.id}>
            <Button variant="link" onClick={() => void pick(course.id)}>
              {t('instances.changeCourse.pick', { name: `${course.id} ${course.internalName}` })}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
