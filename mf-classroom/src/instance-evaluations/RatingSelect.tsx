import { RATING_SCALE } from '@atrium/classroom-contract';
import { Select, useT } from '@atrium/shared-ui';

/** A rating of 1 to 5 (document 002 §9), or none when `optional`. */
export function RatingSelect({
  label,
  value,
  onChange,
  optional = true,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  optional?: boolean;
}) {
  const t = useT();
  return (
    <Select
      label={label}
      required={!optional}
      value={value === null ? '' : String(value)}
      placeholder={t('evaluations.rating.none')}
      options={RATING_SCALE.map((stars) => ({ value: String(stars), label: t(`evaluations.rating.${stars}`) }))}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}
