import { callEndpoint, CourseTextsEditor, ErrorPanel, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import {
  ECOURSE_LANGUAGES,
  COURSE_TEXT_FIELDS,
  ecourseDetailEndpoints,
  ecourseLocalizedTextsSchema,
  emptyEcourseText,
  type EcourseLanguage,
  type EcourseLocalizedText,
} from '@atrium/elearning-contract';
import { useSaveFailure } from '../ecourse-tabs/use-save-failure';

/** courseTexts: the course's texts per language, rich text with the toolbar of document 001 §9. */
export function CourseTextsTab({ ecourseId }: { ecourseId: number }) {
  const t = useT();
  const saved = useEndpoint(ecourseDetailEndpoints.texts, { params: { id: ecourseId } });
  const saveFailed = useSaveFailure();

  if (saved.error) return <ErrorPanel error={saved.error} onRetry={saved.reload} />;
  if (!saved.data) return <Spinner />;

  // A language without a text and never typed in stays without one; the posted list is all the course keeps.
  const save = async (texts: Partial<Record<EcourseLanguage, EcourseLocalizedText>>) => {
    try {
      const body = ecourseLocalizedTextsSchema.parse(ECOURSE_LANGUAGES.flatMap((locale) => texts[locale] ?? []));
      saved.set(await callEndpoint(ecourseDetailEndpoints.saveTexts, { params: { id: ecourseId }, body }));
      toast.success('ecourse.texts.saved');
      return true;
    } catch (error) {
      saveFailed(error);
      return false;
    }
  };

  return (
    <CourseTextsEditor
      locales={ECOURSE_LANGUAGES}
      fields={COURSE_TEXT_FIELDS}
      saved={saved.data}
      emptyText={emptyEcourseText}
      localeLabel={(locale) => t(`ecourses.language.${locale}`)}
      fieldLabel={(field) => t(`ecourse.text.${field}`)}
      saveLabel={t('ecourse.texts.save')}
      onSave={save}
    />
  );
}
