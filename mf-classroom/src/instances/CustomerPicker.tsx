import { useEffect, useState } from 'react';
import { Select, TextField, useDebouncedValue, useT } from '@atrium/shared-ui';
import { searchCustomers, type CustomerName } from './lookups';

/** A customer of the company area, searched by name; the instance keeps only the id. */
export function CustomerPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), 300);
  const [options, setOptions] = useState<CustomerName[]>([]);

  useEffect(() => {
    searchCustomers(name).then(setOptions, () => setOptions([]));
  }, [name]);

  const shown = value !== null && !options.some((o) => o.id === value) ? [{ id: value, name: `#${value}` }, ...options] : options;
  return (
    <div className="atr-toolbar">
      <TextField label={t('instances.field.customerSearch')} value={text} onChange={(event) => setText(event.target.value)} />
      <Select
        label={t('instances.field.customer')}
        value={value === null ? '' : String(value)}
        placeholder=""
        options={shown.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      />
    </div>
  );
}
