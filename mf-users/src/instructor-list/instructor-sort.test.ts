import { visibleInstructors } from './instructor-sort';

const rows = [
  { userId: 1, name: 'Åse Øye', instructorRole: 'instructor' as const },
  { userId: 2, name: 'anna berg', instructorRole: 'instructor_external' as const },
  { userId: 2, name: 'anna berg', instructorRole: 'instructor' as const },
  { userId: 3, name: 'Bjørn Bakke', instructorRole: 'instructor' as const },
];

test('filters by a part of the name, case ignored, and sorts by name either way in the alphabet of the user’s language', () => {
  expect(visibleInstructors(rows, '', 'ascending', 'nb_NO').map((row) => `${row.name} ${row.instructorRole}`)).toEqual([
    'anna berg instructor',
    'anna berg instructor_external',
    'Bjørn Bakke instructor',
    'Åse Øye instructor',
  ]);
  expect(visibleInstructors(rows, '', 'descending', 'nb_NO').map((row) => row.userId)).toEqual([1, 3, 2, 2]);
  expect(visibleInstructors(rows, ' BERG ', 'ascending', 'nb_NO').map((row) => row.userId)).toEqual([2, 2]);
  expect(visibleInstructors(rows, '', 'ascending', 'en_US').map((row) => row.userId)).toEqual([2, 2, 1, 3]);
});
