import { fireEvent, render, screen } from '@testing-library/react';
import { TimePicker } from './TimePicker';

const select = () => screen.getByRole('combobox', { name: 'Start time' }) as HTMLSelectElement;
const values = () => [...select().options].map((option) => option.value);

describe('TimePicker', () => {
  it('offers every quarter hour of the day', () => {
    render(<TimePicker label="Start time" value={null} onChange={jest.fn()} />);
    expect(values()).toHaveLength(1 + 96);
    expect(values().slice(0, 6)).toEqual(['', '00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(values().at(-1)).toBe('23:45');
    expect(select().value).toBe('');
  });

  it('keeps a stored time that is off the 15-minute grid', () => {
    render(<TimePicker label="Start time" value="08:10" onChange={jest.fn()} />);
    expect(select().value).toBe('08:10');
    expect(values().slice(33, 36)).toEqual(['08:00', '08:10', '08:15']);
  });

  it('reports the chosen time, or null for none', () => {
    const onChange = jest.fn();
    render(<TimePicker label="Start time" value="08:00" onChange={onChange} />);
    fireEvent.change(select(), { target: { value: '14:45' } });
    expect(onChange).toHaveBeenLastCalledWith('14:45');
    fireEvent.change(select(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
