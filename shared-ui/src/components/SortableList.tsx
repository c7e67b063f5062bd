import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string | number;
  /** Already translated: how a screen reader names an item. */
  getLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The item at index `from` was dropped at index `to`. */
  onMove: (from: number, to: number) => void;
  /** Already translated. */
  ariaLabel: string;
  /** The order is fixed (a published package): the items show without handles and cannot be moved. */
  disabled?: boolean;
}

// dnd-kit is fetched (as its own chunk) with the first sortable list a page shows.
const DndSortableList = lazy(() => import('./DndSortableList'));

/** A list reordered by drag and drop, with the mouse or the keyboard. */
export function SortableList<T>(props: SortableListProps<T>) {
  return (
    <Suspense fallback={<Spinner />}>
      <DndSortableList {...(props as SortableListProps<unknown>)} />
    </Suspense>
  );
}
