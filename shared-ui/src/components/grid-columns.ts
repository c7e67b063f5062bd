import type { ColDef } from 'ag-grid-community';

/**
 * How important a column is when the grid is narrow (`context: { priority }` on a column): 1 always shows,
 * 2 hides below TABLET_WIDTH, 3 below PHONE_WIDTH. A column without one counts as 1.
 */
type ColumnPriority = 1 | 2 | 3;

/** Grid widths in px (the grid's own, not the window's): a phone, then a tablet or a half screen. */
export const PHONE_WIDTH = 640;
export const TABLET_WIDTH = 1024;

/** The column of row actions (pinned right) and the row selection (pinned left) by their conventional ids. */
const ACTIONS_COLUMN = 'actions';
const SELECT_COLUMN = 'select';

/** Columns that share the width (flex) shrink down to this, then the grid scrolls sideways. */
const FLEX_MIN_WIDTH = 120;

function priorityOf<T>(column: ColDef<T>): ColumnPriority {
  const priority = (column.context as { priority?: unknown } | undefined)?.priority;
  return priority === 2 || priority === 3 ? priority : 1;
}

function hiddenAt(priority: ColumnPriority, width: number): boolean {
  return (priority === 3 && width < PHONE_WIDTH) || (priority === 2 && width < TABLET_WIDTH);
}

/**
 * The columns as a grid `width` px wide shows them (issue 22 point 7): the row actions stay in view, pinned to
 * the right, and the selection to the left, wherever the grid is scrolled; less important columns hide as the
 * grid narrows; shared-width columns shrink to a floor. On a phone nothing is pinned: pinned parts would leave no
 * room for the row itself, so the grid scrolls sideways as one. A width of 0 (not measured yet) counts as wide.
 */
export function responsiveColumns<T>(columns: readonly ColDef<T>[], width: number): ColDef<T>[] {
  const measured = width > 0 ? width : Number.POSITIVE_INFINITY;
  const phone = measured < PHONE_WIDTH;
  return columns.map((column) => {
    const shaped: ColDef<T> = { ...column };
    if (column.flex && column.minWidth === undefined) shaped.minWidth = FLEX_MIN_WIDTH;
    if (column.pinned === undefined && !phone) {
      if (column.colId === ACTIONS_COLUMN) shaped.pinned = 'right';
      if (column.colId === SELECT_COLUMN) shaped.pinned = 'left';
    }
    if (column.hide === undefined && hiddenAt(priorityOf(column), measured)) shaped.hide = true;
    return shaped;
  });
}
