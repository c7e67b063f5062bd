import { useEffect, useState } from 'react';
import { Button, callEndpoint, TextField, toast, useAuth, useDebouncedValue, useEndpoint, useT } from '@atrium/shared-ui';
import {
  COURSE_LOCALES,
  duplicateQuoteCodes,
  QUOTE_CODE_CHECK_DELAY_MS,
  quoteCodeEndpoints,
  quoteCodesSchema,
  type CourseLocale,
} from '@atrium/classroom-contract';

/** Asks the service whether another course has the code, 250 ms after the last keystroke; empty never exists. */
function useCodeTaken(code: string, courseId: number, enabled: boolean): boolean {
  const settled = useDebouncedValue(code.trim(), QUOTE_CODE_CHECK_DELAY_MS);
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    if (!enabled || settled === '') return setTaken(false);
    const controller = new AbortController();
    callEndpoint(
      quoteCodeEndpoints.validate,
      { query: { code: settled, classroomCourseId: courseId } },
      { signal: controller.signal },
    ).then(
      (answer) => setTaken(answer.exists),
      () => undefined,
    );
    return () => controller.abort();
  }, [settled, courseId, enabled]);
  return taken && settled !== '';
}

function CodeField({
  locale,
  value,
  courseId,
  editable,
  duplicate,
  onChange,
}: {
  locale: CourseLocale;
  value: string;
  courseId: number;
  editable: boolean;
  duplicate: boolean;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const taken = useCodeTaken(value, courseId, editable);
  const error = duplicate
    ? 'courses.classroom.invalid.quoteCodeDuplicate'
    : taken
      ? 'courses.classroom.invalid.quoteCodeExists'
      : undefined;
  return (
    <TextField
      label={t('courses.classroom.quoteCode', { language: t(`locale.name.${locale}`) })}
      value={value}
      disabled={!editable}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Quote codes per locale: platform admins only, and only once the course has a product id. */
export function QuoteCodesEditor({ courseId, productId }: { courseId: number; productId: string | null }) {
  const t = useT();
  const isAdmin = useAuth((state) => state.hasRole('atrium'));
  const saved = useEndpoint(quoteCodeEndpoints.list, { params: { id: courseId } });
  const [codes, setCodes] = useState<Partial<Record<CourseLocale, string>>>({});
  const editable = isAdmin && productId !== null;
  const valueOf = (locale: CourseLocale) => codes[locale] ?? saved.data?.find((code) => code.locale === locale)?.code ?? '';
  const all = COURSE_LOCALES.map((locale) => ({ locale, code: valueOf(locale) }));
  const duplicates = duplicateQuoteCodes(all);

  const save = async () => {
    const body = quoteCodesSchema.safeParse(all);
    if (!body.success) return;
    try {
      saved.set(await callEndpoint(quoteCodeEndpoints.save, { params: { id: courseId }, body: body.data }));
      setCodes({});
      toast.success('saved');
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  return (
    <fieldset>
      <legend>{t('courses.classroom.quoteCodes')}</legend>
      {!editable && (
        <p className="atr-field-hint">
          {t(isAdmin ? 'courses.classroom.quoteCodes.needProductId' : 'courses.classroom.quoteCodes.adminOnly')}
        </p>
      )}
      {COURSE_LOCALES.map((locale) => (
        <CodeField
          key={locale}
          locale={locale}
          courseId={courseId}
          editable={editable}
          value={valueOf(locale)}
          duplicate={duplicates.includes(valueOf(locale).trim().toLowerCase())}
          onChange={(code) => setCodes({ ...codes, [locale]: code })}
        />
      ))}
      {editable && (
        <Button onClick={() => void save()} aria-disabled={duplicates.length > 0 || undefined}>
          {t('courses.classroom.quoteCodes.save')}
        </Button>
      )}
    </fieldset>
  );
}
