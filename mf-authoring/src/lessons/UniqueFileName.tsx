import { fileMaintenanceEndpoints, type LessonDetail } from '@atrium/authoring-contract';
import { Button, callEndpoint, failureKey, fieldErrorsOf, TextField, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import '../files/messages';

/** §7 rename unique file name: the name the mass upload sends files to this lesson by. */
export function UniqueFileName({ detail, onChange }: { detail: LessonDetail; onChange: (detail: LessonDetail) => void }) {
  const t = useT();
  const [name, setName] = useState(detail.uniqueFileName ?? '');
  const [error, setError] = useState<string>();
  const rename = () => {
    setError(undefined);
    void callEndpoint(fileMaintenanceEndpoints.renameUniqueFileName, { params: { uuid: detail.uuid }, body: { uniqueFileName: name } })
      .then((renamed) => {
        toast.success('kpg.files.renamed');
        onChange(renamed);
      })
      .catch((failure: unknown) => {
        const field = fieldErrorsOf(failure).uniqueFileName;
        setError(t(field ?? failureKey(failure)));
      });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        rename();
      }}
    >
      <TextField
        label={t('kpg.files.uniqueName')}
        hint={t('kpg.files.uniqueNameHint')}
        value={name}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit">{t('kpg.files.rename')}</Button>
    </form>
  );
}
