import { callEndpoint, CourseTextsEditor, ErrorPanel, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import {
  COURSE_LOCALES,
  COURSE_TEXT_FIELDS,
  courseTextEndpoints,
  emptyLocalizedText,
  localizedTextsSchema,
  type CourseLocale,
  type LocalizedText,
} from '@atrium/classroom-contract';

/** courseTexts: every text per locale, rich text with the shared toolbar. */
export function CourseTextsTab({ courseId }: { courseId: number }) {
  const t = useT();
  const params = { id: courseId };
  const loaded = useEndpoint(courseTextEndpoints.list, { params });

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;

  // Every locale is posted, an untouched one without a text as an empty text.
  const save = async (texts: Partial<Record<CourseLocale, LocalizedText>>) => {
    const body = localizedTextsSchema.parse(COURSE_LOCALES.map((locale) => texts[locale] ?? emptyLocalizedText(locale)));
    try {
      loaded.set(await callEndpoint(courseTextEndpoints.save, { params, body }));
      toast.success('saved');
      return true;
    } catch {
      toast.error('courses.classroom.saveFailed');
      return false;
    }
  };

  return (
    <CourseTextsEditor
      locales={COURSE_LOCALES}
      fields={COURSE_TEXT_FIELDS}
      saved={loaded.data}
      emptyText={emptyLocalizedText}
      localeLabel={(locale) => t(`locale.name.${locale}`)}
      fieldLabel={(field) => t(`courses.classroom.text.${field}`)}
      saveLabel={t('common.save')}
      onSave={save}
    />
  );
}
