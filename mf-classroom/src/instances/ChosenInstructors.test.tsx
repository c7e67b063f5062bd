import { render, screen, within } from '@testing-library/react';
import type { Instructor } from '@atrium/users-contract';
import { ChosenInstructors } from './ChosenInstructors';
import './messages';

const instructors: Instructor[] = [
  { id: 5, firstName: 'Ingrid', lastName: 'Instruktør', photo: true, signature: true },
  { id: 6, firstName: 'Erik', lastName: 'Ekstern', photo: false, signature: false },
  { id: 7, firstName: 'Olga', lastName: 'Other', photo: true, signature: false },
];

test('lists the chosen instructors, each with the photo the users area holds', () => {
  render(<ChosenInstructors label="Chosen instructors (day 1)" instructors={instructors} chosen={[5, 6]} />);
  const list = screen.getByRole('list', { name: 'Chosen instructors (day 1)' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.trim()),
  ).toEqual(['Ingrid Instruktør', 'Erik Ekstern']);
  expect(within(list).getByRole('img', { name: 'Photo of Ingrid Instruktør' }).getAttribute('src')).toBe(
    '/api/users/data/atriumusersearch/user/5/instructor/photo',
  );
  expect(within(list).getAllByRole('img')).toHaveLength(1);
});

test('shows nothing when nobody is chosen', () => {
  const { container } = render(<ChosenInstructors label="Chosen" instructors={instructors} chosen={[]} />);
  expect(container.innerHTML).toBe('');
});
