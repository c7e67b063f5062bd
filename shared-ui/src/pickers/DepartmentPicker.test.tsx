import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { fetchCall, mockFetch } from '../test/fake-fetch';
import { DepartmentPicker } from './DepartmentPicker';
import type { DepartmentItem } from './picker-items';

function Harness({ onChange = () => undefined }: { onChange?: (department: DepartmentItem | null) => void }) {
  const [value, setValue] = useState<DepartmentItem | null>(null);
  return (
    <DepartmentPicker
      label="Department"
      customerId={2}
      value={value}
      onChange={(department) => {
        setValue(department);
        onChange(department);
      }}
    />
  );
}

const departments = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Avdeling ${index + 1}` }));
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('DepartmentPicker', () => {
  it('shows nothing when the customer has no departments', async () => {
    const fetch = mockFetch({ status: 200, body: { total: 0, departments: [] } });
    const { container } = render(<Harness />);
    await wait(0);
    expect(fetchCall(fetch).url).toBe('/api/company/data/customers/2/departments?limit=100');
    expect(container.innerHTML).toBe('');
  });

  it('is a dropdown for 1 to 100 departments', async () => {
    mockFetch({ status: 200, body: { total: 100, departments: departments(100) } });
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await wait(0);
    const select = screen.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.options).toHaveLength(101);
    expect(select.options[0]!.textContent).toBe('Choose…');

    fireEvent.change(select, { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith({ id: 7, name: 'Avdeling 7' });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is a search box for more than 100 departments', async () => {
    const fetch = mockFetch(
      { status: 200, body: { total: 101, departments: departments(100) } },
      { status: 200, body: { total: 1, departments: [{ id: 9, name: 'Drift' }] } },
    );
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await wait(0);
    const input = screen.getByRole('combobox', { name: 'Department' });
    expect(input.tagName).toBe('INPUT');

    fireEvent.change(input, { target: { value: 'd' } });
    await wait(149);
    expect(fetch).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetchCall(fetch, 1).url).toBe('/api/company/data/customers/2/departments?q=d&limit=100');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ id: 9, name: 'Drift' });
  });

  it('says so when the departments cannot be loaded', async () => {
    mockFetch({ status: 500 });
    render(<Harness />);
    await wait(0);
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
