import { render, screen } from '@testing-library/react';
import { TableHeadWithActions } from './TableHeadWithActions';

test('the last column holds the row buttons and is named for screen readers', () => {
  render(
    <table>
      <TableHeadWithActions headings={['Amount', 'From']} />
    </table>,
  );
  expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Amount', 'From', 'Actions']);
});
