import { useState } from 'react';
import { courseCustomerEndpoints } from '@atrium/classroom-contract';
import { Button, Select, TextField, useDebouncedValue, useEndpoint, useT } from '@atrium/shared-ui';

interface Props {
  onPick: (customerId: number) => void;
  /** Already translated. */
  buttonLabel: string;
}

// Document 001 §9: customer picker debounce 150 ms, at most 50 hits (the service limits them).
const SEARCH_DELAY_MS = 150;

export function CustomerPicker({ onPick, buttonLabel }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const hits = useEndpoint(courseCustomerEndpoints.search, { query: { q } });
  const [chosen, setChosen] = useState('');
  const options = (hits.data ?? []).map((hit) => ({ value: String(hit.customerId), label: `${hit.customerName} (${hit.customerId})` }));
  const value = options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? '');
  return (
    <div className="atr-toolbar">
      <TextField label={t('courses.classroom.customer.search')} value={text} onChange={(e) => setText(e.target.value)} />
      <Select
        label={t('courses.classroom.customer.customer')}
        options={options}
        value={value}
        onChange={(e) => setChosen(e.target.value)}
      />
      <Button onClick={() => value && onPick(Number(value))}>{buttonLabel}</Button>
    </div>
  );
}
