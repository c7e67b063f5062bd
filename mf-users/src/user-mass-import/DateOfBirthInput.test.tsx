import { fireEvent, render, screen } from '@testing-library/react';
import { signInAs } from '@atrium/shared-ui/testing';
import { DateOfBirthInput } from './DateOfBirthInput';
import './messages';

// Document 003 §5: the day clamped to the month (leap years counted), a value only when all three are chosen,
// the years from the max year 100 back.

beforeEach(() => signInAs('staff'));

const days = () => screen.getByLabelText('Day').querySelectorAll('option').length - 1;

it('sets a value only when day, month and year are chosen, and clamps the day to the month', () => {
  const changes: (string | null)[] = [];
  render(<DateOfBirthInput label="Date of birth" value={null} maxYear={2010} onChange={(value) => changes.push(value)} />);
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '31' } });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '4' } });
  expect(changes).toEqual([null, null]);
  // April has 30 days: the 31st became the 30th.
  expect(screen.getByLabelText<HTMLSelectElement>('Day').value).toBe('30');
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2001' } });
  expect(changes.at(-1)).toBe('2001-04-30');
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
  expect(changes.at(-1)).toBe('2001-02-28');
  expect(days()).toBe(28);
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2000' } });
  expect(days()).toBe(29);
});

it('offers the years from the max year down 100 years', () => {
  render(<DateOfBirthInput label="Date of birth" value="1990-05-17" maxYear={2010} onChange={() => undefined} />);
  const years = [...screen.getByLabelText('Year').querySelectorAll('option')].map((option) => option.textContent).filter(Boolean);
  expect(years[0]).toBe('2010');
  expect(years.at(-1)).toBe('1910');
  expect(screen.getByLabelText<HTMLSelectElement>('Month').value).toBe('5');
});
