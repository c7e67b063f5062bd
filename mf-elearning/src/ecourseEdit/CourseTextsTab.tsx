import { apiFetch, Button, ErrorPanel, RichTextEditor, Spinner, Tabs, TextField, toast, useT } from '@atrium/shared-ui';
import {
  ECOURSE_LANGUAGES,
  ECOURSE_TEXT_FIELDS,
  ecourseLocalizedTextsSchema,
  emptyEcourseText,
  type EcourseLanguage,
  type EcourseLocalizedText,
} from '@atrium/elearning-service/contract';
import { useState } from 'react';
import { useEcourseData } from '../ecourseTabs/useEcourseData';
import { useSaveFailure } from '../ecourseTabs/useSaveFailure';
import { ecourseApi } from './ecourseApi';

/** courseTexts: the course's texts per language, rich text with the toolbar of document 001 §9. */
export function CourseTextsTab({ ecourseId }: { ecourseId: number }) {
  const t = useT();
  const saved = useEcourseData(ecourseApi.texts(ecourseId), ecourseLocalizedTextsSchema);
  const [edited, setEdited] = useState<Partial<Record<EcourseLanguage, EcourseLocalizedText>>>({});
  const [locale, setLocale] = useState<EcourseLanguage>(ECOURSE_LANGUAGES[0]);
  const [busy, setBusy] = useState(false);
  const saveFailed = useSaveFailure();

  if (saved.error) return <ErrorPanel error={saved.error} onRetry={saved.reload} />;
  if (!saved.data) return <Spinner />;
  const stored = saved.data;
  const textOf = (of: EcourseLanguage) => edited[of] ?? stored.find((text) => text.locale === of);
  const current = textOf(locale) ?? emptyEcourseText(locale);
  // The editors report from callbacks of earlier renders, so each change applies to the latest text.
  const patch = (change: (text: EcourseLocalizedText) => Partial<EcourseLocalizedText>) =>
    setEdited((all) => {
      const text = all[locale] ?? current;
      return { ...all, [locale]: { ...text, ...change(text) } };
    });

  const save = async () => {
    // A language without a text and never typed in stays without one; the posted list is all the course keeps.
    const texts = ECOURSE_LANGUAGES.map(textOf).filter((text) => text !== undefined);
    setBusy(true);
    try {
      saved.set(await apiFetch<EcourseLocalizedText[]>(ecourseApi.texts(ecourseId), { method: 'POST', body: ecourseLocalizedTextsSchema.parse(texts) }));
      setEdited({});
      toast.success('ecourse.texts.saved');
    } catch (error) {
      saveFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Tabs tabs={ECOURSE_LANGUAGES.map((id) => ({ id, label: t(`ecourses.language.${id}`) }))} active={locale} onChange={(id) => setLocale(id as EcourseLanguage)}>
        {/* One set of editors per language: an editor reads its text only when it is created. */}
        <div key={locale}>
          <TextField
            label={t('ecourse.text.title')}
            value={current.courseTextMain.title}
            onChange={(event) => {
              const title = event.target.value;
              patch((text) => ({ courseTextMain: { ...text.courseTextMain, title } }));
            }}
          />
          <RichTextEditor label={t('ecourse.text.courseTextMain')} value={current.courseTextMain.text} onChange={(html) => patch((text) => ({ courseTextMain: { ...text.courseTextMain, text: html } }))} />
          {ECOURSE_TEXT_FIELDS.map((field) => (
            <RichTextEditor key={field} label={t(`ecourse.text.${field}`)} value={current[field]} onChange={(html) => patch(() => ({ [field]: html }))} />
          ))}
        </div>
      </Tabs>
      <Button variant="primary" busy={busy} onClick={() => void save()}>
        {t('ecourse.texts.save')}
      </Button>
    </div>
  );
}
