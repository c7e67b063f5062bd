import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataGrid, type ColDef } from './DataGrid';

interface Course {
  id: number;
  name: string;
}

const columns: ColDef<Course>[] = [
  { headerName: 'Id', field: 'id' },
  { headerName: 'Name', field: 'name' },
];
const rows: Course[] = [
  { id: 1, name: 'Førstehjelp' },
  { id: 2, name: 'Varme arbeider' },
];

describe('DataGrid (smoke)', () => {
  it('renders a labelled grid with the rows and reports row clicks', async () => {
    const onRowClicked = jest.fn();
    render(<DataGrid ariaLabel="Courses" rows={rows} columns={columns} getRowId={(row) => String(row.id)} onRowClicked={onRowClicked} />);
    const grid = await screen.findByRole('treegrid', { name: 'Courses' }).catch(() => screen.findByRole('grid', { name: 'Courses' }));
    await waitFor(() => expect(grid.textContent).toContain('Varme arbeider'));
    fireEvent.click(screen.getByText('Førstehjelp'));
    await waitFor(() => expect(onRowClicked).toHaveBeenCalledWith(rows[0]));
    fireEvent.keyDown(screen.getByText('Varme arbeider'), { key: 'Enter' });
    await waitFor(() => expect(onRowClicked).toHaveBeenLastCalledWith(rows[1]));
  });

  it('shows the translated no-hits overlay for an empty result', async () => {
    render(<DataGrid ariaLabel="Courses" rows={[]} columns={columns} />);
    expect(await screen.findByText('No hits')).toBeTruthy();
  });
});
