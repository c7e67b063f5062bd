import { statusCellStyle } from './status-style';

it('shows status 2 in italics and status 4 struck through, others plain', () => {
  expect(statusCellStyle(2)).toEqual({ fontStyle: 'italic' });
  expect(statusCellStyle(4)).toEqual({ textDecoration: 'line-through' });
  for (const status of [1, 3, 5, undefined]) expect(statusCellStyle(status)).toBeUndefined();
});
