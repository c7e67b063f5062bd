import { Select, TextField, useEndpoint, useT } from '@atrium/shared-ui';
import { COURSE_LOCALES, courseLookupEndpoints, resizeDayTimes, withoutLanguage, type CourseLocale } from '@atrium/classroom-contract';
import { ChoiceList } from './ChoiceList';
import type { CourseDraft, DraftErrors } from './course-draft';
import { DayTimesEditor } from './DayTimesEditor';

interface Props {
  draft: CourseDraft;
  errors: DraftErrors;
  onChange: (draft: CourseDraft) => void;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The general tab: name, provider, languages with article numbers, length, participants, tags, day times. */
export function GeneralFields({ draft, errors, onChange }: Props) {
  const t = useT();
  const providers = useEndpoint(courseLookupEndpoints.providers, {});
  const users = useEndpoint(courseLookupEndpoints.responsibleUsers, {});
  const tags = useEndpoint(courseLookupEndpoints.tags, {});
  const { general } = draft;
  const set = (patch: Partial<CourseDraft['general']>) => onChange({ ...draft, general: { ...general, ...patch } });
  const userOptions = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));

  const setDays = (text: string) => {
    const days = Math.max(0, Math.min(365, Math.floor(Number(text) || 0)));
    onChange({ general: { ...general, length: { ...general.length, days } }, dayTimes: resizeDayTimes(draft.dayTimes, days) });
  };

  // The diploma template follows the provider's default until someone picks another one.
  const setProvider = (value: string) => {
    const provider = providers.data?.find((candidate) => String(candidate.id) === value);
    set({ courseProviderId: provider?.id ?? null, diplomaTemplateId: provider?.defaultDiplomaTemplateId ?? null });
  };

  return (
    <div className="atr-form-grid">
      <TextField
        label={t('courses.classroom.internalName')}
        required
        value={general.internalName}
        error={errors.internalName}
        onChange={(e) => set({ internalName: e.target.value })}
      />
      <Select
        label={t('courses.classroom.provider')}
        placeholder={t('courses.classroom.none')}
        options={(providers.data ?? []).map((provider) => ({ value: String(provider.id), label: provider.name }))}
        value={general.courseProviderId === null ? '' : String(general.courseProviderId)}
        onChange={(e) => setProvider(e.target.value)}
      />
      <ChoiceList
        label={t('courses.classroom.languages')}
        options={COURSE_LOCALES}
        chosen={general.courseLanguages}
        labelOf={(locale) => t(`locale.name.${locale}`)}
        onAdd={(locale) => set({ courseLanguages: [...general.courseLanguages, locale as CourseLocale] })}
        onRemove={(locale) => onChange({ ...draft, general: withoutLanguage(general, locale as CourseLocale) })}
      />
      {general.courseLanguages.map((locale) => (
        <TextField
          key={locale}
          label={t('courses.classroom.sku', { language: t(`locale.name.${locale}`) })}
          value={general.skus[locale] ?? ''}
          error={errors[`skus.${locale}`]}
          onChange={(e) => set({ skus: { ...general.skus, [locale]: e.target.value } })}
        />
      ))}
      <TextField
        label={t('courses.classroom.days')}
        type="number"
        min={0}
        max={365}
        value={String(general.length.days)}
        error={errors['length.days']}
        onChange={(e) => setDays(e.target.value)}
      />
      <TextField
        label={t('courses.classroom.hours')}
        type="number"
        min={0}
        max={23}
        value={String(general.length.hours)}
        error={errors['length.hours']}
        onChange={(e) => set({ length: { ...general.length, hours: Number(e.target.value) } })}
      />
      <TextField
        label={t('courses.classroom.minutes')}
        type="number"
        min={0}
        max={59}
        value={String(general.length.minutes)}
        error={errors['length.minutes']}
        onChange={(e) => set({ length: { ...general.length, minutes: Number(e.target.value) } })}
      />
      <TextField
        label={t('courses.classroom.minParticipants')}
        type="number"
        min={0}
        value={general.numParticipants.minParticipants ?? ''}
        onChange={(e) => set({ numParticipants: { ...general.numParticipants, minParticipants: numberOrNull(e.target.value) } })}
      />
      <TextField
        label={t('courses.classroom.maxParticipants')}
        type="number"
        min={0}
        value={general.numParticipants.maxParticipants ?? ''}
        error={errors['numParticipants.maxParticipants']}
        onChange={(e) => set({ numParticipants: { ...general.numParticipants, maxParticipants: numberOrNull(e.target.value) } })}
      />
      <ChoiceList
        label={t('courses.classroom.tags')}
        options={tags.data ?? []}
        chosen={general.courseTags}
        onAdd={(tag) => set({ courseTags: [...general.courseTags, tag] })}
        onRemove={(tag) => set({ courseTags: general.courseTags.filter((chosen) => chosen !== tag) })}
      />
      <Select
        label={t('courses.classroom.courseResponsible')}
        placeholder={t('courses.classroom.none')}
        options={userOptions}
        value={general.courseResponsible === null ? '' : String(general.courseResponsible)}
        onChange={(e) => set({ courseResponsible: numberOrNull(e.target.value) })}
      />
      <Select
        label={t('courses.classroom.subjectResponsible')}
        placeholder={t('courses.classroom.none')}
        options={userOptions}
        value={general.subjectResponsible === null ? '' : String(general.subjectResponsible)}
        onChange={(e) => set({ subjectResponsible: numberOrNull(e.target.value) })}
      />
      <DayTimesEditor days={draft.dayTimes} onChange={(dayTimes) => onChange({ ...draft, dayTimes })} error={errors.courseDateTimes} />
    </div>
  );
}
