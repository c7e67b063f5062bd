import { useState } from 'react';
import { apiFetch, Button, ErrorPanel, RichTextEditor, Spinner, Tabs, TextField, toast, useT } from '@atrium/shared-ui';
import {
  COURSE_LOCALES,
  COURSE_TEXT_FIELDS,
  emptyLocalizedText,
  localizedTextsSchema,
  type CourseLocale,
  type LocalizedText,
} from '@atrium/classroom-service/contract';
import { API } from '../coursePaths';
import { useApiData } from '../useApiData';

/** courseTexts: every text per locale, rich text with the shared toolbar. */
export function CourseTextsTab({ courseId }: { courseId: number }) {
  const t = useT();
  const path = `${API}/classroomCourse/${courseId}/courseTexts`;
  const loaded = useApiData<LocalizedText[]>(path);
  const [edited, setEdited] = useState<Partial<Record<CourseLocale, LocalizedText>>>({});
  const [locale, setLocale] = useState<CourseLocale>('nb_NO');
  const [busy, setBusy] = useState(false);

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  const textOf = (of: CourseLocale) => edited[of] ?? loaded.data?.find((text) => text.locale === of) ?? emptyLocalizedText(of);
  const current = textOf(locale);
  // Functional updates: editors report changes from callbacks made in earlier renders.
  const patch = (change: (text: LocalizedText) => Partial<LocalizedText>) =>
    setEdited((all) => {
      const text = all[locale] ?? current;
      return { ...all, [locale]: { ...text, ...change(text) } };
    });

  const save = async () => {
    const body = localizedTextsSchema.parse(COURSE_LOCALES.map(textOf));
    setBusy(true);
    try {
      loaded.set(await apiFetch<LocalizedText[]>(path, { method: 'POST', body }));
      setEdited({});
      toast.success('saved');
    } catch {
      toast.error('courses.classroom.saveFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Tabs tabs={COURSE_LOCALES.map((id) => ({ id, label: t(`locale.name.${id}`) }))} active={locale} onChange={(id) => setLocale(id as CourseLocale)}>
        {/* The key gives each locale its own editors, which read their text when created. */}
        <div key={locale}>
          <TextField label={t('courses.classroom.text.title')} value={current.courseTextMain.title} onChange={(e) => {
              const title = e.target.value;
              patch((text) => ({ courseTextMain: { ...text.courseTextMain, title } }));
            }} />
          <RichTextEditor label={t('courses.classroom.text.courseTextMain')} value={current.courseTextMain.text} onChange={(html) => patch((text) => ({ courseTextMain: { ...text.courseTextMain, text: html } }))} />
          {COURSE_TEXT_FIELDS.map((field) => (
            <RichTextEditor key={field} label={t(`courses.classroom.text.${field}`)} value={current[field]} onChange={(html) => patch(() => ({ [field]: html }))} />
          ))}
        </div>
      </Tabs>
      <Button variant="primary" busy={busy} onClick={() => void save()}>
        {t('common.save')}
      </Button>
    </div>
  );
}
