import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField } from './DateField';

function Harness({ initial, onChange }: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Start date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Start date') as HTMLInputElement;

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
}

describe('DateField', () => {
  it('shows the value as dd/MM-yyyy with a format hint', () => {
    render(<Harness initial="2026-03-09" onChange={jest.fn()} />);
    expect(input().value).toBe('09/03-2026');
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe('Format: dd/mm-yyyy');
  });

  it('reads any accepted format on blur and normalises the text', () => {
    const onChange = jest.fn();
    render(<Harness initial={null} onChange={onChange} />);
    type('9.3.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-09');
    expect(input().value).toBe('09/03-2026');
  });

  it('reports an impossible date as invalid and null', () => {
    const onChange = jest.fn();
    render(<Harness initial="2026-03-09" onChange={onChange} />);
    type('31/02-2026');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid date as dd/mm-yyyy.')).toBeTruthy();
    expect(input().value).toBe('31/02-2026');
  });

  it('clears to null when emptied', () => {
    const onChange = jest.fn();
    render(<Harness initial="2026-03-09" onChange={onChange} />);
    type('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });
});
