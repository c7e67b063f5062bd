import { Checkbox, Select, TextField, useEndpoint, useT } from '@atrium/shared-ui';
import { courseLookupEndpoints } from '@atrium/classroom-contract';
import type { CourseDraft, DraftErrors } from './course-draft';

interface Props {
  draft: CourseDraft;
  errors: DraftErrors;
  onChange: (draft: CourseDraft) => void;
}

/** The technical tab: flags (among them the hot-works course, decision 0263), competence calculation and the diploma template. */
export function TechnicalFields({ draft, errors, onChange }: Props) {
  const t = useT();
  const { general } = draft;
  const flags = general.classroomCourseFlags;
  const templates = useEndpoint(
    courseLookupEndpoints.diplomaTemplates,
    general.courseProviderId === null ? null : { params: { providerId: general.courseProviderId } },
  );
  const setFlags = (patch: Partial<typeof flags>) =>
    onChange({ ...draft, general: { ...general, classroomCourseFlags: { ...flags, ...patch } } });

  return (
    <div className="atr-form-grid">
      <Checkbox
        label={t('courses.classroom.canPurchase')}
        checked={flags.canPurchase}
        onChange={(e) => setFlags({ canPurchase: e.target.checked })}
      />
      <Checkbox
        label={t('courses.classroom.diplomaDisabled')}
        checked={flags.diplomaDisabled}
        onChange={(e) => setFlags({ diplomaDisabled: e.target.checked })}
      />
      <Checkbox
        label={t('courses.classroom.certificateDisabled')}
        checked={flags.certificateDisabled}
        onChange={(e) => setFlags({ certificateDisabled: e.target.checked })}
      />
      <Checkbox
        label={t('courses.classroom.hotWorks')}
        hint={t('courses.classroom.hotWorksHint')}
        checked={flags.hotWorks}
        onChange={(e) => setFlags({ hotWorks: e.target.checked })}
      />
      <TextField
        label={t('courses.classroom.competenceCalculationValue')}
        type="number"
        min={0}
        value={flags.competenceCalculationValue ?? ''}
        error={errors['classroomCourseFlags.competenceCalculationValue']}
        onChange={(e) => setFlags({ competenceCalculationValue: e.target.value === '' ? null : Number(e.target.value) })}
      />
      <TextField
        label={t('courses.classroom.competenceCalculationMethod')}
        value={flags.competenceCalculationMethod ?? ''}
        onChange={(e) => setFlags({ competenceCalculationMethod: e.target.value === '' ? null : e.target.value })}
      />
      <Select
        label={t('courses.classroom.diplomaTemplate')}
        placeholder={t('courses.classroom.none')}
        options={(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
        value={general.diplomaTemplateId == null ? '' : String(general.diplomaTemplateId)}
        onChange={(e) =>
          onChange({ ...draft, general: { ...general, diplomaTemplateId: e.target.value === '' ? null : Number(e.target.value) } })
        }
      />
    </div>
  );
}
