import { Select, useAuth, useT } from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { birthYears, clampDay, dateOf, daysInMonth, partsOf, type DayMonthYear } from './date-of-birth';

export interface DateOfBirthInputProps {
  /** Already translated. */
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The newest year offered: absolute, or relative to this year as '+n' or '-n' (document 003 §5). */
  maxYear?: number | string;
  /** A message key. */
  error?: string | undefined;
}

/**
 * Document 003 §5: day, month and year selects; the day clamped to the month's days (leap years counted); a value
 * only when all three are chosen; the years from the max year down 100 years.
 */
export function DateOfBirthInput({ label, value, onChange, maxYear = '+0', error }: DateOfBirthInputProps) {
  const t = useT();
  const locale = useAuth((state) => state.locale).replace('_', '-');
  const [parts, setParts] = useState<DayMonthYear>(() => partsOf(value));
  const monthName = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }), [locale]);
  const days = daysInMonth(parts.year ?? 2000, parts.month ?? 1);

  const change = (part: keyof DayMonthYear, raw: string) => {
    const next = clampDay({ ...parts, [part]: raw === '' ? null : Number(raw) });
    setParts(next);
    onChange(dateOf(next));
  };
  const option = (n: number, text = String(n)) => ({ value: String(n), label: text });

  return (
    <fieldset className="atr-date-of-birth">
      <legend>{label}</legend>
      <Select
        label={t('userMassImport.birthdate.day')}
        placeholder=""
        value={parts.day === null ? '' : String(parts.day)}
        options={Array.from({ length: days }, (_, i) => option(i + 1))}
        onChange={(event) => change('day', event.target.value)}
      />
      <Select
        label={t('userMassImport.birthdate.month')}
        placeholder=""
        value={parts.month === null ? '' : String(parts.month)}
        options={Array.from({ length: 12 }, (_, i) => option(i + 1, monthName.format(new Date(Date.UTC(2000, i, 1)))))}
        onChange={(event) => change('month', event.target.value)}
      />
      <Select
        label={t('userMassImport.birthdate.year')}
        placeholder=""
        value={parts.year === null ? '' : String(parts.year)}
        options={birthYears(maxYear).map((year) => option(year))}
        onChange={(event) => change('year', event.target.value)}
        error={error}
      />
    </fieldset>
  );
}
