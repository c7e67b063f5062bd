import { useEffect, useId, useState } from 'react';
import {
  COURSE_LOCALES,
  DIPLOMA_PLACEHOLDERS,
  diplomaTemplateEndpoints,
  type CourseLocale,
  type DiplomaTemplateText,
} from '@atrium/classroom-contract';
import { Button, callEndpoint, ErrorPanel, failureKey, Spinner, Tabs, TextField, toast, useEndpoint, useT } from '@atrium/shared-ui';

function BodyField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="atr-field">
      <label htmlFor={id} className="atr-field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="atr-input"
        rows={6}
        maxLength={2000}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="atr-field-hint">
        {hint}
      </p>
    </div>
  );
}

/** One template's title, body, issuer and signature line per language, saved together. */
export function DiplomaTemplateEditor({ templateId }: { templateId: number }) {
  const t = useT();
  const loaded = useEndpoint(diplomaTemplateEndpoints.texts, { params: { id: templateId } });
  const [texts, setTexts] = useState<DiplomaTemplateText[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [locale, setLocale] = useState<CourseLocale>('en_US');
  useEffect(() => {
    if (loaded.data) setTexts(loaded.data);
  }, [loaded.data]);

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!texts) return <Spinner />;

  const change = (patch: Partial<DiplomaTemplateText>) =>
    setTexts(texts.map((text) => (text.locale === locale ? { ...text, ...patch } : text)));
  const save = () => {
    setBusy(true);
    callEndpoint(diplomaTemplateEndpoints.saveTexts, { params: { id: templateId }, body: texts })
      .then((saved) => {
        setTexts(saved);
        toast.success('diploma-templates.saved');
      })
      .catch((error: unknown) => toast.error(failureKey(error)))
      .finally(() => setBusy(false));
  };

  const text = texts.find((candidate) => candidate.locale === locale)!;
  const tabs = COURSE_LOCALES.map((id) => ({ id, label: t(`diploma-templates.locale.${id}`) }));

  return (
    <section aria-label={t('diploma-templates.texts')}>
      <Tabs tabs={tabs} active={locale} onChange={(id) => setLocale(id as CourseLocale)}>
        <div className="atr-form">
          <TextField
            label={t('diploma-templates.field.title')}
            maxLength={200}
            value={text.title}
            onChange={(event) => change({ title: event.target.value })}
          />
          <BodyField
            label={t('diploma-templates.field.body')}
            hint={t('diploma-templates.field.bodyHint', { placeholders: DIPLOMA_PLACEHOLDERS.join(' ') })}
            value={text.body}
            onChange={(body) => change({ body })}
          />
          <TextField
            label={t('diploma-templates.field.issuer')}
            hint={t('diploma-templates.field.issuerHint')}
            maxLength={200}
            value={text.issuer}
            onChange={(event) => change({ issuer: event.target.value })}
          />
          <TextField
            label={t('diploma-templates.field.signatureLine')}
            maxLength={200}
            value={text.signatureLine}
            onChange={(event) => change({ signatureLine: event.target.value })}
          />
        </div>
      </Tabs>
      <Button variant="primary" busy={busy} onClick={save}>
        {t('diploma-templates.save')}
      </Button>
    </section>
  );
}
