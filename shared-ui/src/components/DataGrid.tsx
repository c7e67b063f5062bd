import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { CellKeyDownEvent, ColDef, GetRowIdParams, RowClickedEvent } from 'ag-grid-community';
import { useAuth } from '../auth/use-auth';
import { useT } from '../i18n/use-t';
import { gridTheme } from './grid-theme';

export type { ColDef };

export interface DataGridProps<T> {
  rows: T[];
  columns: ColDef<T>[];
  loading?: boolean;
  getRowId?: (row: T) => string;
  /** Already translated; names the grid for screen readers. */
  ariaLabel: string;
  /** Called on click, and on Enter in a cell so keyboard users can open a row too. */
  onRowClicked?: (row: T) => void;
  /** Fixed height in px with scrolling inside the grid; without it the grid grows with its rows. */
  height?: number;
}

function labelGrid(container: HTMLElement | null, label: string): void {
  container?.querySelector('[role="grid"], [role="treegrid"]')?.setAttribute('aria-label', label);
}

/** ag-grid showing one server page of rows; paging belongs to the server and <Pagination>. */
export function DataGrid<T>({ rows, columns, loading, getRowId, ariaLabel, onRowClicked, height }: DataGridProps<T>) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const containerRef = useRef<HTMLDivElement>(null);

  // The grid element is created by ag-grid, so the label is set on it directly.
  useEffect(() => labelGrid(containerRef.current, ariaLabel), [ariaLabel]);
  const onGridReady = useCallback(() => labelGrid(containerRef.current, ariaLabel), [ariaLabel]);

  const localeText = useMemo(() => ({ noRowsToShow: t('common.nohits'), loadingOoo: t('common.loading') }), [t]);
  // ag-grid reads getRowId only when it is created; callers usually pass a new arrow each render.
  const [rowId] = useState(() => getRowId && ((params: GetRowIdParams<T>) => getRowId(params.data)));
  const handleRowClicked = onRowClicked && ((event: RowClickedEvent<T>) => event.data && onRowClicked(event.data));
  const handleCellKeyDown =
    onRowClicked &&
    ((event: CellKeyDownEvent<T>) => {
      const key = event.event instanceof KeyboardEvent ? event.event.key : null;
      if (key === 'Enter' && event.data) onRowClicked(event.data);
    });

  return (
    <div ref={containerRef} className="atr-grid" style={height === undefined ? undefined : { height }}>
      <AgGridReact<T>
        // localeText is read once at creation; the key rebuilds the grid after a locale switch.
        key={locale}
        theme={gridTheme}
        rowData={rows}
        columnDefs={columns}
        loading={loading ?? false}
        getRowId={rowId}
        domLayout={height === undefined ? 'autoHeight' : 'normal'}
        localeText={localeText}
        ensureDomOrder
        onGridReady={onGridReady}
        onRowClicked={handleRowClicked}
        onCellKeyDown={handleCellKeyDown}
        rowClass={onRowClicked ? 'atr-grid-row--clickable' : undefined}
      />
    </div>
  );
}
