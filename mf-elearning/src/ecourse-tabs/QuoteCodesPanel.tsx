import { ECOURSE_LANGUAGES, ecourseQuoteCodeEndpoints, ecourseQuoteCodesSchema, type EcourseLanguage } from '@atrium/elearning-contract';
import { Button, callEndpoint, ErrorPanel, Spinner, TextField, toast, useEndpoint, useHasRole, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { useQuoteCodeTaken } from './use-quote-code-taken';
import { useSaveFailure } from './use-save-failure';
import './messages';

interface QuoteCodeFieldProps {
  locale: EcourseLanguage;
  value: string;
  /** Only a changed code is looked up: the saved ones are this course's own. */
  edited: boolean;
  ecourseId: number;
  /** A message key from the contract's rules. */
  error: string | undefined;
  onChange: (code: string) => void;
}

function QuoteCodeField({ locale, value, edited, ecourseId, error, onChange }: QuoteCodeFieldProps) {
  const t = useT();
  const taken = useQuoteCodeTaken(edited ? value : '', ecourseId);
  return (
    <TextField
      label={t('ecourse.quoteCodes.code', { language: t(`locale.name.${locale}`) })}
      value={value}
      maxLength={50}
      error={error ?? (taken ? 'ecourse.quoteCodes.taken' : undefined)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function QuoteCodesEditor({ ecourseId }: { ecourseId: number }) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const params = { id: ecourseId };
  const saved = useEndpoint(ecourseQuoteCodeEndpoints.list, { params });
  const [edits, setEdits] = useState<Partial<Record<EcourseLanguage, string>>>({});

  if (saved.error) return <ErrorPanel error={saved.error} onRetry={saved.reload} />;
  if (!saved.data) return <Spinner />;
  const savedCodes = saved.data;

  const codes = ECOURSE_LANGUAGES.map((locale) => ({
    locale,
    code: edits[locale] ?? savedCodes.find((code) => code.locale === locale)?.code ?? '',
  }));
  const checked = ecourseQuoteCodesSchema.safeParse(codes);
  const errorOf = (index: number) => checked.error?.issues.find((issue) => issue.path[0] === index)?.message;

  const save = async () => {
    if (!checked.success) return;
    try {
      saved.set(await callEndpoint(ecourseQuoteCodeEndpoints.save, { params, body: checked.data }));
      setEdits({});
      toast.success('ecourse.quoteCodes.saved');
    } catch (error) {
      saveFailed(error);
    }
  };

  return (
    <fieldset>
      <legend>{t('ecourse.quoteCodes.title')}</legend>
      {codes.map(({ locale, code }, index) => (
        <QuoteCodeField
          key={locale}
          locale={locale}
          value={code}
          edited={edits[locale] !== undefined}
          ecourseId={ecourseId}
          error={errorOf(index)}
          onChange={(next) => setEdits({ ...edits, [locale]: next })}
        />
      ))}
      <Button variant="primary" onClick={() => void save()} aria-disabled={!checked.success || undefined}>
        {t('ecourse.quoteCodes.save')}
      </Button>
    </fieldset>
  );
}

/** Quote codes per language; only platform admins may look them up or set them (document 001 §6). */
export function QuoteCodesPanel({ course }: EcourseTabProps) {
  const isPlatformAdmin = useHasRole('atrium');
  return isPlatformAdmin ? <QuoteCodesEditor ecourseId={course.id} /> : null;
}
