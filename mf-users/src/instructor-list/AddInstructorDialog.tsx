import {
  INSTRUCTOR_USER_SEARCH_LIMIT,
  type InstructorRole,
  type InstructorUserSearchAnswer,
  type UserSelectItem,
} from '@atrium/users-contract';
import { Button, ConfirmDialog, Modal, Select, TextField, toast, useT } from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';
import { addInstructor, searchInstructorCandidates } from './instructor-list-api';
import './messages';

export interface AddInstructorDialogProps {
  roles: readonly InstructorRole[];
  onClose: () => void;
  onAdded: () => void;
}

const nameOf = (person: UserSelectItem) => `${person.firstname} ${person.lastname}`;

/**
 * Document 003 §2, §5: pick an instructor role, search people (200 at most), pick one, and confirm the
 * addition naming the person.
 */
export function AddInstructorDialog({ roles, onClose, onAdded }: AddInstructorDialogProps) {
  const t = useT();
  const [role, setRole] = useState<InstructorRole | ''>('');
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string>();
  const [found, setFound] = useState<InstructorUserSearchAnswer | null>(null);
  const [person, setPerson] = useState<UserSelectItem | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    setQueryError(q.length < 2 ? 'validation.length.min' : undefined);
    if (q.length < 2) return;
    setBusy(true);
    searchInstructorCandidates(q)
      .then(
        (answer) => {
          setFound(answer);
          setPerson(null);
        },
        () => toast.error('error.generic'),
      )
      .finally(() => setBusy(false));
  };

  const ask = () => {
    setMissing(!role || !person);
    if (role && person) setConfirming(true);
  };

  const add = () => {
    if (!role || !person) return;
    setConfirming(false);
    setBusy(true);
    addInstructor({ userId: person.id, instructorRole: role })
      .then(
        (added) => {
          if (added) toast.success('notification.instructoradded', { name: nameOf(person) });
          else toast.info('instructors.alreadyInstructor', { name: nameOf(person) });
          onAdded();
        },
        () => toast.error('error.generic'),
      )
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Modal
        open
        title={t('instructors.add')}
        onClose={onClose}
        footer={
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button variant="primary" busy={busy} onClick={ask}>
              {t('instructors.add')}
            </Button>
          </>
        }
      >
        <p>{t('notification.instructor.defineinfo')}</p>
        <Select
          label={t('instructors.role')}
          required
          placeholder={t('picker.choose')}
          options={roles.map((value) => ({ value, label: t(`role.${value}`) }))}
          value={role}
          onChange={(event) => setRole(event.target.value as InstructorRole | '')}
        />
        <form noValidate onSubmit={search} className="atr-toolbar">
          <TextField
            label={t('instructors.add.search')}
            type="search"
            value={query}
            error={queryError}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" busy={busy}>
            {t('instructors.add.searchButton')}
          </Button>
        </form>
        {found && found.total > found.hits.length && (
          <p role="status">{t('notification.instructor.tomany', { total: found.total, shown: INSTRUCTOR_USER_SEARCH_LIMIT })}</p>
        )}
        {found && found.hits.length === 0 && <p role="status">{t('notification.instructor.nohits')}</p>}
        {found && found.hits.length > 0 && (
          <fieldset>
            <legend>{t('instructors.add.people')}</legend>
            {found.hits.map((hit) => (
              <label key={hit.id} className="atr-check-row">
                <input type="radio" name="instructor-person" checked={person?.id === hit.id} onChange={() => setPerson(hit)} />
                {nameOf(hit)}
              </label>
            ))}
          </fieldset>
        )}
        {missing && (
          <p role="alert" className="atr-form-error">
            {t('notification.instructor.first')}
          </p>
        )}
      </Modal>
      {confirming && role && person && (
        <ConfirmDialog
          open
          title={t('instructors.add.confirmTitle')}
          message={t('notification.instructor.addconfirm', { name: nameOf(person), role: t(`role.${role}`) })}
          confirmLabel={t('instructors.add')}
          onConfirm={add}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
