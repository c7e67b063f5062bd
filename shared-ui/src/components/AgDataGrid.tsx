import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type {
  CellKeyDownEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowClickedEvent,
  RowDataUpdatedEvent,
} from 'ag-grid-community';
import type { DataGridProps } from './DataGrid';
import { useAuth } from '../auth/use-auth';
import { useT } from '../i18n/use-t';
import { gridLocaleText } from './grid-locale';
import { gridTheme } from './grid-theme';
import { isOnCell, mainActionOf, suppressGridKey } from './grid-keyboard';
import { responsiveColumns, PHONE_WIDTH, TABLET_WIDTH } from './grid-columns';
import { useElementWidth } from '../hooks/use-element-width';

const DEFAULT_COLUMN: ColDef = { suppressKeyboardEvent: suppressGridKey };

function labelGrid(container: HTMLElement | null, label: string): void {
  container?.querySelector('[role="grid"], [role="treegrid"]')?.setAttribute('aria-label', label);
}

/** The ag-grid behind DataGrid, loaded only by pages that show a grid. */
export default function AgDataGrid<T>({ rows, columns, loading, getRowId, ariaLabel, onRowClicked, height }: DataGridProps<T>) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const containerRef = useRef<HTMLDivElement>(null);

  // The grid element is created by ag-grid, so the label is set on it directly.
  useEffect(() => labelGrid(containerRef.current, ariaLabel), [ariaLabel]);

  const localeText = useMemo(() => gridLocaleText(locale, t), [locale, t]);
  // Columns change only when the grid crosses a width class (phone, tablet, wide), each stood for by one width
  // inside it, not on every pixel of a resize.
  const width = useElementWidth(containerRef);
  const widthClass = width === 0 ? 0 : width < PHONE_WIDTH ? 1 : width < TABLET_WIDTH ? PHONE_WIDTH : TABLET_WIDTH;
  const shownColumns = useMemo(() => responsiveColumns(columns, widthClass), [columns, widthClass]);
  // Columns that change while ag-grid is still being created are lost (customer names arriving early showed
  // "Customer 2" on most loads, issue 22), so the grid takes the latest ones when it is ready. And new columns with
  // the same ids leave the cells already drawn as they were (a value getter that learned the names changes no
  // cell), so every change of columns draws the cells again.
  const latestColumns = useRef(shownColumns);
  const gridApi = useRef<GridApi<T> | null>(null);
  useEffect(() => {
    latestColumns.current = shownColumns;
    // AgGridReact, a child, has applied the new columns in its own effect before this one runs.
    const api = gridApi.current;
    if (api && !api.isDestroyed()) api.refreshCells({ force: true });
  }, [shownColumns]);
  const onGridReady = useCallback(
    (event: GridReadyEvent<T>) => {
      gridApi.current = event.api;
      event.api.setGridOption('columnDefs', latestColumns.current);
      event.api.refreshCells({ force: true });
      labelGrid(containerRef.current, ariaLabel);
    },
    [ariaLabel],
  );
  // A row holding focus may go when the rows change (its record deleted through a dialog that gave focus back to the
  // row's button): focus then stays in the grid, on its first cell, instead of falling to the page's body, where a
  // keyboard user would start again from the top.
  const focusWasInGrid = useRef(false);
  useEffect(() => {
    const track = (event: FocusEvent) => {
      if (event.target instanceof Node && event.target !== document.body) {
        focusWasInGrid.current = containerRef.current?.contains(event.target) ?? false;
      }
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, []);
  const onRowDataUpdated = useCallback((event: RowDataUpdatedEvent<T>) => {
    if (!focusWasInGrid.current) return;
    // After the rows are drawn: only then is a removed row's button gone from the page.
    requestAnimationFrame(() => {
      if (event.api.isDestroyed() || (document.activeElement && document.activeElement !== document.body)) return;
      // The first column and whether a row is drawn are read from the grid's own markup: the column and row APIs are
      // modules this grid does not register (grid-theme.ts), and focusing a cell is the core's keyboard navigation.
      const grid = containerRef.current;
      const firstColumn = grid?.querySelector('.ag-header-cell[col-id]')?.getAttribute('col-id');
      if (firstColumn && grid?.querySelector('.ag-row')) event.api.setFocusedCell(0, firstColumn);
    });
  }, []);
  // ag-grid reads getRowId only when it is created; callers usually pass a new arrow each render.
  const [rowId] = useState(() => getRowId && ((params: GetRowIdParams<T>) => getRowId(params.data)));
  const handleRowClicked = onRowClicked && ((event: RowClickedEvent<T>) => event.data && onRowClicked(event.data));
  const handleCellKeyDown = (event: CellKeyDownEvent<T>) => {
    const key = event.event instanceof KeyboardEvent ? event.event.key : null;
    // Enter on a link or button inside the cell is that control's own.
    if (key !== 'Enter' || !isOnCell(event.event) || !event.data) return;
    if (onRowClicked) {
      onRowClicked(event.data);
      return;
    }
    // A row spans one element per pinned section; they share the row index.
    const parts = containerRef.current?.querySelectorAll(`.ag-row[row-index="${event.rowIndex}"]`) ?? [];
    mainActionOf(Array.from(parts))?.click();
  };

  return (
    <div ref={containerRef} className="atr-grid" style={height === undefined ? undefined : { height }}>
      <AgGridReact<T>
        // localeText is read once at creation; the key rebuilds the grid after a locale switch.
        key={locale}
        theme={gridTheme}
        rowData={rows}
        columnDefs={shownColumns}
        defaultColDef={DEFAULT_COLUMN}
        loading={loading ?? false}
        getRowId={rowId}
        domLayout={height === undefined ? 'autoHeight' : 'normal'}
        localeText={localeText}
        ensureDomOrder
        // Every column in the DOM, also those scrolled out of view on a narrow screen: screen readers and find in
        // page see the whole row, and the lists are paged on the server, so there are never many cells.
        suppressColumnVirtualisation
        onGridReady={onGridReady}
        onRowDataUpdated={onRowDataUpdated}
        onRowClicked={handleRowClicked}
        onCellKeyDown={handleCellKeyDown}
        rowClass={onRowClicked ? 'atr-grid-row--clickable' : undefined}
      />
    </div>
  );
}
