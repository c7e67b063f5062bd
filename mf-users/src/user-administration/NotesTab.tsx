import { Button, callEndpoint, ConfirmDialog, ErrorPanel, formatDateTime, LeaveGuard, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { NOTE_MAX_LENGTH, personRecordEndpoints as endpoints, USER_COMMENT_TYPE, type Note } from '@atrium/users-contract';
import { useId, useState } from 'react';
import { applyChange } from './user-administration-api';

/** notes (document 002 §2): comments about the person (document 003 comments), newest first; deleting asks first. */
export function NotesTab({ userId }: { userId: number }) {
  const t = useT();
  const id = useId();
  const notes = useEndpoint(endpoints.notes, { query: { commentType: USER_COMMENT_TYPE, typeId: userId } });
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<Note | null>(null);
  if (notes.error) return <ErrorPanel error={notes.error} onRetry={notes.reload} />;
  if (!notes.data) return <Spinner />;

  const add = () =>
    void applyChange(
      () => callEndpoint(endpoints.addNote, { body: { text, commentType: USER_COMMENT_TYPE, typeId: userId } }),
      'useradmin.notes.added',
      (note) => {
        notes.set([note, ...notes.data!]);
        setText('');
      },
    );
  const remove = (note: Note) =>
    void applyChange(
      () => callEndpoint(endpoints.deleteNotes, { body: { ids: [note.id] } }),
      'useradmin.notes.deleted',
      () => notes.set(notes.data!.filter((row) => row.id !== note.id)),
    );

  return (
    <div>
      <div className="atr-field">
        <label htmlFor={id} className="atr-field-label">
          {t('useradmin.notes.new')}
        </label>
        <textarea
          id={id}
          className="atr-input"
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button variant="primary" disabled={text.trim() === ''} onClick={add}>
        {t('useradmin.notes.add')}
      </Button>
      <ul className="atr-notes" aria-label={t('useradmin.notes')}>
        {notes.data.map((note) => (
          <li key={note.id}>
            <p>{note.text}</p>
            <small>
              {note.author ?? t('useradmin.audit.system')} · {formatDateTime(note.timestamp)}
            </small>{' '}
            <Button variant="secondary" onClick={() => setDeleting(note)}>
              {t('useradmin.notes.delete')}
            </Button>
          </li>
        ))}
        {notes.data.length === 0 && <li>{t('useradmin.notes.none')}</li>}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('useradmin.notes.delete')}
        message={t('useradmin.notes.delete.confirm')}
        confirmLabel={t('useradmin.notes.delete')}
        onConfirm={() => {
          if (deleting) remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <LeaveGuard
        active={text.trim() !== ''}
        title={t('useradmin.notes.unsavedTitle')}
        message={t('useradmin.notes.unsavedMessage')}
        leaveLabel={t('useradmin.notes.leave')}
      />
    </div>
  );
}
