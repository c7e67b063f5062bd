import { Checkbox, Select, TextField, useT } from '@atrium/shared-ui';
import type { EcourseGeneral } from '@atrium/elearning-contract';
import type { FormErrors } from './form-errors';
import { useValueList } from './use-value-list';

interface Props {
  form: EcourseGeneral;
  errors: FormErrors;
  onChange: (form: EcourseGeneral) => void;
}

// An emptied number field is sent as such, so the contract's rule names it instead of reading a 0.
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const shown = (value: number | null) => (value === null || Number.isNaN(value) ? '' : String(value));

/** The technical tab: length, how long a license lasts, article number, competence expiry and whether it is a hot-works course. */
export function TechnicalFields({ form, errors, onChange }: Props) {
  const t = useT();
  const methods = useValueList('calculationMethods');
  const set = (patch: Partial<EcourseGeneral>) => onChange({ ...form, ...patch });
  const { competenceCalculation: calculation } = form;

  return (
    <div className="atr-ecourse-form">
      <TextField
        label={t('ecourse.form.hours')}
        type="number"
        min={0}
        max={999}
        value={shown(form.length.hours)}
        error={errors['length.hours']}
        onChange={(event) => set({ length: { ...form.length, hours: wholeNumber(event.target.value) } })}
      />
      <TextField
        label={t('ecourse.form.minutes')}
        type="number"
        min={0}
        max={59}
        value={shown(form.length.minutes)}
        error={errors['length.minutes']}
        onChange={(event) => set({ length: { ...form.length, minutes: wholeNumber(event.target.value) } })}
      />
      <TextField
        label={t('ecourse.form.daysAvailable')}
        hint={t('ecourse.form.daysAvailableHint')}
        type="number"
        min={1}
        max={3650}
        value={shown(form.daysAvailable)}
        error={errors.daysAvailable}
        onChange={(event) => set({ daysAvailable: numberOrNull(event.target.value) })}
      />
      <TextField
        label={t('ecourse.form.sku')}
        value={form.sku ?? ''}
        error={errors.sku}
        onChange={(event) => set({ sku: event.target.value === '' ? null : event.target.value })}
      />
      <Select
        label={t('ecourse.form.calculationMethod')}
        placeholder={t('ecourse.form.none')}
        options={methods.map((key) => ({ value: key, label: t(`ecourse.calculationMethod.${key}`) }))}
        value={calculation.method ?? ''}
        error={errors['competenceCalculation.method']}
        onChange={(event) =>
          set({
            competenceCalculation: {
              ...calculation,
              method: (event.target.value || null) as EcourseGeneral['competenceCalculation']['method'],
            },
          })
        }
      />
      <TextField
        label={t('ecourse.form.calculationMonths')}
        type="number"
        min={0}
        max={1200}
        value={shown(calculation.months)}
        error={errors['competenceCalculation.months']}
        onChange={(event) => set({ competenceCalculation: { ...calculation, months: numberOrNull(event.target.value) } })}
      />
      <Checkbox
        label={t('ecourse.form.hotWorks')}
        hint={t('ecourse.form.hotWorksHint')}
        checked={form.eLearningCourseFlags.hotWorks}
        onChange={(event) => set({ eLearningCourseFlags: { ...form.eLearningCourseFlags, hotWorks: event.target.checked } })}
      />
    </div>
  );
}
