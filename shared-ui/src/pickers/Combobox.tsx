import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FormField } from '../components/FormField';
import './combobox.css';

export interface ComboboxOption {
  id: string;
  /** Already translated. */
  label: string;
}

export interface ComboboxProps {
  /** Already translated. */
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Keep the same array while the options are the same: a new one resets the highlighted option. */
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Already translated; announced politely and shown under the field (searching, no hits, too many). */
  status?: string | undefined;
  /** Already translated. */
  hint?: string | undefined;
  /** A message key. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

const optionIdOf = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * A text box with a list of suggestions (the WAI-ARIA combobox pattern): typing opens the list, the
 * arrow keys move through it, Enter picks, Escape closes. Focus stays in the text box throughout.
 */
export function Combobox({ label, text, onTextChange, options, onSelect, status, hint, error, required, disabled, id }: ComboboxProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) {
    setShownOptions(options);
    setActive(-1);
  }
  const expanded = open && options.length > 0;

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (active >= 0) document.getElementById(optionIdOf(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const choose = (option: ComboboxOption) => {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' && last >= 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (!expanded || index >= last ? 0 : index + 1));
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Enter picks the option instead of submitting the surrounding form.
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FormField label={label} hint={hint} error={error} required={required} {...(id && { id })}>
      {(control) => (
        <div className="atr-combobox">
          <input
            {...control}
            className="atr-input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionIdOf(listboxId, active) : undefined}
            value={text}
            required={required}
            disabled={disabled}
            onChange={(event) => {
              setOpen(true);
              setActive(-1);
              onTextChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul id={listboxId} role="listbox" aria-label={label} className="atr-combobox-list" hidden={!expanded}>
            {options.map((option, index) => (
              <li
                key={option.id}
                id={optionIdOf(listboxId, index)}
                role="option"
                aria-selected={index === active}
                className="atr-combobox-option"
                // Keeps focus in the text box, so the click is not lost to its blur closing the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          <p className="atr-combobox-status" role="status">
            {status}
          </p>
        </div>
      )}
    </FormField>
  );
}
