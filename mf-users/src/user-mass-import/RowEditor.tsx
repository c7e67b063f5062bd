import { Button, Modal, Select, TextField, useT } from '@atrium/shared-ui';
import { LOCALES, type MassImportRow } from '@atrium/users-contract';
import { useState } from 'react';
import { DateOfBirthInput } from './DateOfBirthInput';
import { rowProblems } from './row-problems';

interface RowEditorProps {
  row: MassImportRow;
  onSave: (row: MassImportRow) => void;
  onClose: () => void;
}

const TEXT_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'employeeNumber', 'title', 'departmentName'] as const;

/** Editing one person of the list (document 003 §2 step 3), with the date-of-birth selects of §5. */
export function RowEditor({ row, onSave, onClose }: RowEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<MassImportRow>(row);
  const problems = rowProblems(draft);
  const set = (change: Partial<MassImportRow>) => setDraft({ ...draft, ...change });

  return (
    <Modal
      open
      title={t('userMassImport.review.editTitle')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('userMassImport.cancel')}</Button>
          <Button variant="primary" onClick={() => onSave(draft)}>
            {t('userMassImport.review.save')}
          </Button>
        </>
      }
    >
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`userMassImport.column.${field}`)}
          required={field === 'firstname' || field === 'lastname' || field === 'email'}
          value={draft[field] ?? ''}
          error={problems[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      ))}
      <DateOfBirthInput
        label={t('userMassImport.column.birthdate')}
        value={draft.birthdate ?? null}
        error={problems.birthdate}
        onChange={(birthdate) => set({ birthdate })}
      />
      <Select
        label={t('userMassImport.column.locale')}
        placeholder={t('userMassImport.review.siteLocale')}
        value={draft.locale ?? ''}
        options={LOCALES.map((locale) => ({ value: locale, label: t(`locale.name.${locale}`) }))}
        onChange={(event) => set({ locale: (event.target.value || null) as MassImportRow['locale'] })}
      />
    </Modal>
  );
}
