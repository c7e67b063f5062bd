import { Select, useT } from '@atrium/shared-ui';
import { dayTimeError, twoDigits, type DayTime } from '@atrium/classroom-contract';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: twoDigits(hour) }));
const MINUTES = Array.from({ length: 60 }, (_, minute) => ({ value: String(minute), label: twoDigits(minute) }));

interface Props {
  /** Already one row per course day (see resizeDayTimes). */
  days: readonly DayTime[];
  onChange(days: DayTime[]): void;
  /** A message key for the whole list, e.g. courses.classroom.invalid.timeMissing. */
  error?: string | undefined;
}

/** One row per course day; hours 00-23 and minutes 00-59 are all that can be chosen. */
export function DayTimesEditor({ days, onChange, error }: Props) {
  const t = useT();
  const update = (index: number, patch: Partial<DayTime>) => onChange(days.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  return (
    <fieldset className="atr-daytimes">
      <legend>{t('courses.classroom.dayTimes')}</legend>
      {days.map((day, index) => {
        const rowError = dayTimeError(day);
        const n = index + 1;
        return (
          <div key={index} className="atr-daytimes-row" data-testid={`daytime-${n}`}>
            <span className="atr-daytimes-day">{t('courses.classroom.day', { n })}</span>
            <Select
              label={t('courses.classroom.fromHour', { n })}
              options={HOURS}
              value={String(day.fromHour)}
              onChange={(e) => update(index, { fromHour: Number(e.target.value) })}
            />
            <Select
              label={t('courses.classroom.fromMinute', { n })}
              options={MINUTES}
              value={String(day.fromMinute)}
              onChange={(e) => update(index, { fromMinute: Number(e.target.value) })}
            />
            <Select
              label={t('courses.classroom.toHour', { n })}
              options={HOURS}
              value={String(day.toHour)}
              onChange={(e) => update(index, { toHour: Number(e.target.value) })}
            />
            <Select
              label={t('courses.classroom.toMinute', { n })}
              options={MINUTES}
              value={String(day.toMinute)}
              onChange={(e) => update(index, { toMinute: Number(e.target.value) })}
              error={rowError ?? undefined}
            />
          </div>
        );
      })}
      {error && (
        <p className="atr-form-error" role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
