import { useState } from 'react';
import { Button, Select, useT } from '@atrium/shared-ui';
import { notYetChosen } from '@atrium/classroom-contract';

interface Props {
  /** Already translated. */
  label: string;
  options: readonly string[];
  chosen: readonly string[];
  labelOf?: (option: string) => string;
  onAdd(option: string): void;
  onRemove(option: string): void;
}

/** Chosen values with a remove button each; the picker offers only what is not chosen yet. */
export function ChoiceList({ label, options, chosen, labelOf = (option) => option, onAdd, onRemove }: Props) {
  const t = useT();
  const open = notYetChosen(options, chosen);
  const [pick, setPick] = useState('');
  const value = open.includes(pick) ? pick : (open[0] ?? '');
  return (
    <fieldset className="atr-choices">
      <legend>{label}</legend>
      <ul className="atr-choices-chosen">
        {chosen.map((option) => (
          <li key={option}>
            {labelOf(option)}{' '}
            <Button variant="link" onClick={() => onRemove(option)} aria-label={t('courses.classroom.remove', { name: labelOf(option) })}>
              {t('courses.classroom.removeShort')}
            </Button>
          </li>
        ))}
      </ul>
      {open.length > 0 && (
        <div className="atr-toolbar">
          <Select
            label={t('courses.classroom.choose', { name: label })}
            options={open.map((option) => ({ value: option, label: labelOf(option) }))}
            value={value}
            onChange={(e) => setPick(e.target.value)}
          />
          <Button onClick={() => value && onAdd(value)}>{t('courses.classroom.add')}</Button>
        </div>
      )}
    </fieldset>
  );
}
