import { useId } from 'react';
import { Checkbox, SUPPORTED_LOCALES, useT } from '@atrium/shared-ui';

interface LanguageChoiceProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** A message key. */
  error?: string | undefined;
}

/** A list field for the non-empty rule: the course languages ticked. */
export function LanguageChoice({ value, onChange, error }: LanguageChoiceProps) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset className={error ? 'atr-field atr-field--invalid' : 'atr-field'} aria-describedby={error ? errorId : undefined}>
      <legend className="atr-field-label">{t('validationtest.field.languages')}</legend>
      {SUPPORTED_LOCALES.map((locale) => (
        <Checkbox
          key={locale}
          label={t(`locale.name.${locale}`)}
          checked={value.includes(locale)}
          onChange={(event) => onChange(event.target.checked ? [...value, locale] : value.filter((chosen) => chosen !== locale))}
        />
      ))}
      {error && (
        <p id={errorId} className="atr-field-error">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
