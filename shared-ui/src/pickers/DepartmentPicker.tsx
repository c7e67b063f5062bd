import { useCallback, useEffect, useState } from 'react';
import { Select } from '../components/Select';
import { useT } from '../i18n/use-t';
import type { ComboboxOption } from './Combobox';
import { searchDepartments } from './picker-api';
import type { PickerFieldProps } from './picker-field-props';
import type { DepartmentItem, DepartmentPage } from './picker-items';
import { DEPARTMENT_LIMIT, PICKER_DELAY_MS } from './picker-limits';
import { SearchPicker } from './SearchPicker';

export interface DepartmentPickerProps extends PickerFieldProps {
  customerId: number;
  value: DepartmentItem | null;
  onChange(value: DepartmentItem | null): void;
}

type FirstPage = { customerId: number; page: DepartmentPage | 'failed' };

const departmentOption = (department: DepartmentItem): ComboboxOption => ({ id: String(department.id), label: department.name });

/**
 * Document 001 §5: a dropdown when the customer has 1 to 100 departments, a search box when it has
 * more, and nothing at all when it has none.
 */
export function DepartmentPicker({ customerId, value, onChange, ...field }: DepartmentPickerProps) {
  const t = useT();
  const [first, setFirst] = useState<FirstPage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    searchDepartments(customerId, '', DEPARTMENT_LIMIT, controller.signal).then(
      (page) => setFirst({ customerId, page }),
      () => {
        if (!controller.signal.aborted) setFirst({ customerId, page: 'failed' });
      },
    );
    return () => controller.abort();
  }, [customerId]);

  const search = useCallback(
    (q: string, signal: AbortSignal) => searchDepartments(customerId, q, DEPARTMENT_LIMIT, signal).then((page) => page.departments),
    [customerId],
  );

  if (first?.customerId !== customerId) return null;
  if (first.page === 'failed') return <p className="atr-field-error">{t('error.generic')}</p>;
  const { total, departments } = first.page;
  if (total === 0) return null;
  if (total > DEPARTMENT_LIMIT) {
    return (
      <SearchPicker
        {...field}
        value={value}
        onChange={onChange}
        search={search}
        optionOf={departmentOption}
        delayMs={PICKER_DELAY_MS}
        minLength={1}
      />
    );
  }
  const { label, hint, error, required, disabled, id } = field;
  return (
    <Select
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      {...(id && { id })}
      placeholder={t('picker.choose')}
      options={departments.map((department) => ({ value: String(department.id), label: department.name }))}
      value={value === null ? '' : String(value.id)}
      onChange={(event) => onChange(departments.find((department) => String(department.id) === event.target.value) ?? null)}
    />
  );
}
