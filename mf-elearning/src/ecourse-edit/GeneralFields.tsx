import { Checkbox, Select, TextField, useT } from '@atrium/shared-ui';
import type { EcourseFlags, EcourseGeneral } from '@atrium/elearning-contract';
import type { FormErrors } from './form-errors';
import { KeyChoices } from './KeyChoices';
import { ProviderFields } from './ProviderFields';
import type { ValueListName } from '@atrium/elearning-contract';
import { useValueList } from './use-value-list';

interface Props {
  form: EcourseGeneral;
  errors: FormErrors;
  onChange: (form: EcourseGeneral) => void;
}

const FLAGS: readonly (keyof EcourseFlags)[] = ['canStart', 'canPurchase', 'availableOfflineApp', 'disableEvaluation'];

// The form's lists of keys; the list answers which keys there are, the contract checks what is sent.
const KEY_LISTS: readonly {
  list: ValueListName;
  field: 'courseTags' | 'userVerificationTags' | 'productCategories';
  legend: string;
  labels: string;
}[] = [
  { list: 'tags', field: 'courseTags', legend: 'ecourse.form.courseTags', labels: 'ecourse.tag' },
  {
    list: 'verificationTags',
    field: 'userVerificationTags',
    legend: 'ecourse.form.userVerificationTags',
    labels: 'ecourse.verificationTag',
  },
  { list: 'productCategories', field: 'productCategories', legend: 'ecourse.form.productCategories', labels: 'ecourses.productCategory' },
];

/** The general tab's fields of the e-course form (document 001 §3). */
export function GeneralFields({ form, errors, onChange }: Props) {
  const t = useT();
  const languages = useValueList('languages');
  const set = (patch: Partial<EcourseGeneral>) => onChange({ ...form, ...patch });

  return (
    <div className="atr-ecourse-form">
      <TextField
        label={t('ecourse.form.internalName')}
        required
        value={form.internalName}
        error={errors.internalName}
        onChange={(event) => set({ internalName: event.target.value })}
      />
      <Select
        label={t('ecourse.form.language')}
        placeholder={t('ecourse.form.none')}
        options={languages.map((key) => ({ value: key, label: t(`ecourses.language.${key}`) }))}
        value={form.courseLanguage ?? ''}
        error={errors.courseLanguage}
        onChange={(event) => set({ courseLanguage: (event.target.value || null) as EcourseGeneral['courseLanguage'] })}
      />
      <ProviderFields form={form} errors={errors} onChange={set} />
      <fieldset className="atr-ecourse-choices">
        <legend>{t('ecourse.form.flags')}</legend>
        {FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`ecourse.form.flag.${flag}`)}
            checked={form.eLearningCourseFlags[flag]}
            onChange={(event) => set({ eLearningCourseFlags: { ...form.eLearningCourseFlags, [flag]: event.target.checked } })}
          />
        ))}
      </fieldset>
      {KEY_LISTS.map(({ list, field, legend, labels }) => (
        <KeyChoices
          key={list}
          legend={t(legend)}
          list={list}
          chosen={form[field]}
          labelOf={(key) => t(`${labels}.${key}`)}
          error={errors[field]}
          onChange={(chosen) => set({ [field]: chosen })}
        />
      ))}
    </div>
  );
}
