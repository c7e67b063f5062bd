import { Checkbox } from '@atrium/shared-ui';
import { FieldError } from './FieldError';
import type { ValueListName } from '@atrium/elearning-contract';
import { useValueList } from './use-value-list';

interface Props {
  /** Already translated. */
  legend: string;
  list: ValueListName;
  chosen: readonly string[];
  labelOf: (key: string) => string;
  onChange: (chosen: string[]) => void;
  /** A message key. */
  error?: string | undefined;
}

/** A value list (tags, verification tags, product categories) as one box per key, so no key can be chosen twice. */
export function KeyChoices({ legend, list, chosen, labelOf, onChange, error }: Props) {
  const keys = useValueList(list);
  // Kept in the list's order, whatever order the boxes were ticked in.
  const toggle = (key: string, on: boolean) => onChange(keys.filter((candidate) => (candidate === key ? on : chosen.includes(candidate))));
  return (
    <fieldset className="atr-ecourse-choices">
      <legend>{legend}</legend>
      {keys.map((key) => (
        <Checkbox key={key} label={labelOf(key)} checked={chosen.includes(key)} onChange={(event) => toggle(key, event.target.checked)} />
      ))}
      <FieldError error={error} />
    </fieldset>
  );
}
