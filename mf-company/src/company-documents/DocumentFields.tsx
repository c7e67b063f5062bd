import { Select, TextField, useT } from '@atrium/shared-ui';

export interface DocumentFieldValues {
  name: string;
  description: string;
  locale: string;
}

/** Name, description and language of a document, in the upload and the edit dialog alike. */
export function DocumentFields({ values, onChange }: { values: DocumentFieldValues; onChange: (values: DocumentFieldValues) => void }) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('my-company.documents.name')}
        value={values.name}
        maxLength={200}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <TextField
        label={t('my-company.documents.description')}
        value={values.description}
        maxLength={2000}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
      />
      <Select
        label={t('my-company.documents.locale')}
        placeholder={t('my-company.documents.locale.none')}
        options={['nb_NO', 'sv_SE', 'en_US'].map((locale) => ({ value: locale, label: t(`locale.name.${locale}`) }))}
        value={values.locale}
        onChange={(event) => onChange({ ...values, locale: event.target.value })}
      />
    </>
  );
}
