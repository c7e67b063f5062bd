import { courseLookupEndpoints } from '@atrium/classroom-contract';
import { Select, useEndpoint, useT } from '@atrium/shared-ui';
import type { EcourseGeneral } from '@atrium/elearning-contract';
import type { FormErrors } from './form-errors';

interface Props {
  form: EcourseGeneral;
  errors: FormErrors;
  onChange: (patch: Pick<EcourseGeneral, 'courseProviderId' | 'diplomaTemplateId'>) => void;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));
const optionOf = (item: { id: number; name: string }) => ({ value: String(item.id), label: item.name });

/** Course provider and its diploma templates; choosing a provider takes its default template (document 001 §3). */
export function ProviderFields({ form, errors, onChange }: Props) {
  const t = useT();
  const providers = useEndpoint(courseLookupEndpoints.providers, {});
  const templates = useEndpoint(
    courseLookupEndpoints.diplomaTemplates,
    form.courseProviderId === null ? null : { params: { providerId: form.courseProviderId } },
  );

  const chooseProvider = (value: string) => {
    const provider = providers.data?.find((candidate) => String(candidate.id) === value);
    onChange({ courseProviderId: provider?.id ?? null, diplomaTemplateId: provider?.defaultDiplomaTemplateId ?? null });
  };

  return (
    <>
      <Select
        label={t('ecourse.form.courseProvider')}
        placeholder={t('ecourse.form.none')}
        options={(providers.data ?? []).map(optionOf)}
        value={form.courseProviderId === null ? '' : String(form.courseProviderId)}
        error={errors.courseProviderId}
        onChange={(event) => chooseProvider(event.target.value)}
      />
      <Select
        label={t('ecourse.form.diplomaTemplate')}
        placeholder={t('ecourse.form.none')}
        options={form.courseProviderId === null ? [] : (templates.data ?? []).map(optionOf)}
        value={form.diplomaTemplateId === null ? '' : String(form.diplomaTemplateId)}
        error={errors.diplomaTemplateId}
        onChange={(event) => onChange({ courseProviderId: form.courseProviderId, diplomaTemplateId: idOrNull(event.target.value) })}
      />
    </>
  );
}
