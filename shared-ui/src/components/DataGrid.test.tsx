import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataGrid, type ColDef } from './DataGrid';

interface Course {
  id: number;
  name: string;
}

// ag-grid renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

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

  it('shows values a column learns after the rows, as customer names arriving late (issue 22)', async () => {
    const named = (names: Map<number, string>): ColDef<Course>[] => [
      { headerName: 'Customer', colId: 'customer', valueGetter: ({ data }) => (data ? (names.get(data.id) ?? `Customer ${data.id}`) : '') },
    ];
    const view = render(<DataGrid ariaLabel="Customers" rows={rows} columns={named(new Map())} getRowId={(row) => String(row.id)} />);
    // The names may come while ag-grid is still being created, or after it shows the rows.
    await act(() => Promise.resolve());
    view.rerender(
      <DataGrid
        ariaLabel="Customers"
        rows={rows}
        columns={named(new Map([[1, 'Svensk Säkerhet AB']]))}
        getRowId={(row) => String(row.id)}
      />,
    );
    expect(await screen.findByText('Svensk Säkerhet AB')).toBeTruthy();
    expect(await screen.findByText('Customer 2')).toBeTruthy();
    view.rerender(
      <DataGrid
        ariaLabel="Customers"
        rows={rows}
        columns={named(new Map([[2, 'Nordsjø Boring AS']]))}
        getRowId={(row) => String(row.id)}
      />,
    );
    expect(await screen.findByText('Nordsjø Boring AS')).toBeTruthy();
  });

  it('shows the translated no-hits overlay for an empty result', async () => {
    render(<DataGrid ariaLabel="Courses" rows={[]} columns={columns} />);
    expect(await screen.findByText('No hits')).toBeTruthy();
  });
});

describe('DataGrid with the keyboard', () => {
  interface Linked {
    id: number;
    name: string;
  }
  const linkColumns: ColDef<Linked>[] = [
    { headerName: 'Name', field: 'name' },
    {
      headerName: 'Actions',
      colId: 'actions',
      cellRenderer: ({ data }: { data?: Linked }) =>
        data ? (
          <span>
            <a href={`/copy/${data.id}`}>Copy</a>{' '}
            <a href={`/edit/${data.id}`} data-main-action="">
              Edit
            </a>
          </span>
        ) : null,
    },
  ];
  const linkedRows: Linked[] = [{ id: 1, name: 'Førstehjelp' }];

  async function renderLinked() {
    const clicked: string[] = [];
    const record = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest('a');
      if (link) {
        event.preventDefault();
        clicked.push(link.getAttribute('href')!);
      }
    };
    document.addEventListener('click', record);
    render(<DataGrid ariaLabel="Courses" rows={linkedRows} columns={linkColumns} getRowId={(row) => String(row.id)} />);
    await screen.findByText('Copy');
    return { clicked, done: () => document.removeEventListener('click', record) };
  }

  it('Enter on a cell follows the row’s main action', async () => {
    const { clicked, done } = await renderLinked();
    const cell = screen.getByText('Førstehjelp').closest<HTMLElement>('.ag-cell')!;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(clicked).toEqual(['/edit/1']));
    done();
  });

  it('leaves Enter on a link to the link, and lets Tab reach the links inside a cell', async () => {
    const { clicked, done } = await renderLinked();
    const copy = screen.getByText('Copy');
    const cell = copy.closest<HTMLElement>('.ag-cell')!;
    const { suppressGridKey } = await import('./grid-keyboard');
    const tab = (target: HTMLElement, shiftKey = false) =>
      suppressGridKey({ event: { key: 'Tab', shiftKey, target } as unknown as KeyboardEvent } as never);
    expect(tab(cell)).toBe(true); // into the cell's first link
    expect(tab(copy)).toBe(true); // on to the next link in the cell
    expect(tab(screen.getByText('Edit'))).toBe(false); // past the last: ag-grid moves on
    expect(tab(copy, true)).toBe(false);
    fireEvent.keyDown(copy, { key: 'Enter' });
    expect(clicked).toEqual([]);
    done();
  });
});
