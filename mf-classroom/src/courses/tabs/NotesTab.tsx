import { useId, useState } from 'react';
import { Button, callEndpoint, ErrorPanel, formatDateTime, LeaveGuard, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { courseLookupEndpoints, newCommentSchema } from '@atrium/classroom-contract';

/** notes: the course's comments of type note, newest first. */
export function NotesTab({ courseId }: { courseId: number }) {
  const t = useT();
  const id = useId();
  const params = { id: courseId, type: 'note' } as const;
  const notes = useEndpoint(courseLookupEndpoints.comments, { params });
  const [text, setText] = useState('');

  if (notes.error) return <ErrorPanel error={notes.error} onRetry={notes.reload} />;
  if (!notes.data) return <Spinner />;

  const add = async () => {
    const body = newCommentSchema.safeParse({ text });
    if (!body.success) return;
    try {
      notes.set(await callEndpoint(courseLookupEndpoints.addComment, { params, body: body.data }));
      setText('');
      toast.success('saved');
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  return (
    <div>
      <div className="atr-field">
        <label htmlFor={id} className="atr-field-label">
          {t('courses.classroom.notes.new')}
        </label>
        <textarea id={id} className="atr-input" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button variant="primary" onClick={() => void add()}>
        {t('courses.classroom.notes.add')}
      </Button>
      <ul className="atr-notes">
        {notes.data.map((note) => (
          <li key={note.id}>
            <p>{note.text}</p>
            <small>
              {note.authorName} · {formatDateTime(note.createdAt)}
            </small>
          </li>
        ))}
      </ul>
      {/* Document 000 §2: unsaved notes warn when the page (or, here, the tab) is left. */}
      <LeaveGuard
        active={text.trim() !== ''}
        title={t('courses.classroom.notes.unsavedTitle')}
        message={t('courses.classroom.notes.unsavedMessage')}
        leaveLabel={t('courses.classroom.notes.leave')}
      />
    </div>
  );
}
