import { lazy, Suspense } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Spinner } from './Spinner';

export type { ColDef };

export interface DataGridProps<T> {
  rows: T[];
  columns: ColDef<T>[];
  loading?: boolean;
  getRowId?: (row: T) => string;
  /** Already translated; names the grid for screen readers. */
  ariaLabel: string;
  /**
   * Called on click, and on Enter in a cell so keyboard users can open a row too. Without it, Enter on a cell
   * follows the row's main action: its control marked `data-main-action`, else its first link or button.
   */
  onRowClicked?: (row: T) => void;
  /** Fixed height in px with scrolling inside the grid; without it the grid grows with its rows. */
  height?: number;
}

// ag-grid is most of a list page's JavaScript: it is fetched (as its own chunk) when the first grid is shown,
// so pages without one, /login among them, never download it.
const AgDataGrid = lazy(() => import('./AgDataGrid'));

/** ag-grid showing one server page of rows; paging belongs to the server and <Pagination>. */
export function DataGrid<T>(props: DataGridProps<T>) {
  return (
    <Suspense fallback={<Spinner />}>
      <AgDataGrid {...(props as DataGridProps<unknown>)} />
    </Suspense>
  );
}
