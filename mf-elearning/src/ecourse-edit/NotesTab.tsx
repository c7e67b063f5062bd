import {
  callEndpoint,
  Button,
  ErrorPanel,
  fieldErrorsOf,
  FormField,
  LeaveGuard,
  Spinner,
  toast,
  useEndpoint,
  useT,
  formatDateTime,
} from '@atrium/shared-ui';
import { ecourseCommentEndpoints, newEcourseCommentSchema } from '@atrium/elearning-contract';
import { useState } from 'react';
import { useSaveFailure } from '../ecourse-tabs/use-save-failure';

// The notes tab shows the comments of type ELEARNINGCOURSE (document 001 §7).
const NOTES = (id: number) => ({ id, type: 'ELEARNINGCOURSE' }) as const;

/** notes: the course's comments of type ELEARNINGCOURSE (document 001 §4), newest first. */
export function NotesTab({ ecourseId }: { ecourseId: number }) {
  const t = useT();
  const notes = useEndpoint(ecourseCommentEndpoints.list, { params: NOTES(ecourseId) });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const saveFailed = useSaveFailure();

  if (notes.error) return <ErrorPanel error={notes.error} onRetry={notes.reload} />;
  if (!notes.data) return <Spinner />;

  const add = async () => {
    const body = newEcourseCommentSchema.safeParse({ text });
    setError(body.success ? undefined : body.error.issues[0]?.message);
    if (!body.success) return;
    setBusy(true);
    try {
      notes.set(await callEndpoint(ecourseCommentEndpoints.add, { params: NOTES(ecourseId), body: body.data }));
      setText('');
      toast.success('ecourse.notes.added');
    } catch (failure) {
      const fieldError = fieldErrorsOf(failure).text;
      setError(fieldError);
      if (!fieldError) saveFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <FormField label={t('ecourse.notes.new')} error={error}>
        <textarea className="atr-input" rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button variant="primary" busy={busy} onClick={() => void add()}>
        {t('ecourse.notes.add')}
      </Button>
      <ul className="atr-ecourse-notes" aria-label={t('ecourse.notes.list')}>
        {notes.data.map((note) => (
          <li key={note.id}>
            <p>{note.text}</p>
            <small>
              {note.authorName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
            </small>
          </li>
        ))}
      </ul>
      <LeaveGuard
        active={text.trim() !== ''}
        title={t('ecourse.notes.unsavedTitle')}
        message={t('ecourse.notes.unsavedMessage')}
        leaveLabel={t('ecourse.notes.leave')}
      />
    </div>
  );
}
